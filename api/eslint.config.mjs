import { baseConfig } from '../eslint.base.mjs';

/**
 * Nest's HTTP exceptions, which carry no catalogue code: a refusal is a `DomainException` instead.
 * Catching them (`instanceof`) stays allowed: the chat turns any refusal into an error frame.
 */
const PLAIN_HTTP_EXCEPTIONS = [
  'HttpException',
  'BadRequestException',
  'UnauthorizedException',
  'ForbiddenException',
  'NotFoundException',
  'ConflictException',
  'GoneException',
  'PayloadTooLargeException',
  'UnsupportedMediaTypeException',
  'UnprocessableEntityException',
  'NotAcceptableException',
  'MethodNotAllowedException',
  'RequestTimeoutException',
  'PreconditionFailedException',
  'ImATeapotException',
  'MisdirectedException',
  'InternalServerErrorException',
  'NotImplementedException',
  'BadGatewayException',
  'ServiceUnavailableException',
  'GatewayTimeoutException',
  'HttpVersionNotSupportedException',
];

export default [
  ...baseConfig(import.meta.dirname, ['src/platform/database/migrations/**']),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/common/errors/**', 'src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `NewExpression[callee.name=/^(${PLAIN_HTTP_EXCEPTIONS.join('|')})$/]`,
          message:
            'Refuse with a DomainException and a catalogue code (contracts/src/domain/error-codes.ts).',
        },
      ],
    },
  },
];
