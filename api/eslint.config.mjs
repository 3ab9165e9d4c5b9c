import { baseConfig } from '../eslint.base.mjs';

/** Nest's HTTP exceptions: a refusal is a `DomainException` with a catalogue code instead. */
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: PLAIN_HTTP_EXCEPTIONS,
              message:
                'Refuse with a DomainException and a catalogue code (contracts/src/domain/error-codes.ts).',
            },
          ],
        },
      ],
    },
  },
];
