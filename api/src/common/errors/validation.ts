import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { rememberValidationMetadata } from './validation-metadata';
import { validationSentence } from './validation-wording';

/**
 * Which failure to report when a property breaks several rules: presence first, then type and
 * format, then ranges and patterns. Independent of the order decorators are written in.
 */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'nestedValidation',
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isArray',
  'isObject',
  'isUuid',
  'isEmail',
  'isEnum',
  'isIn',
  'isDateString',
  'isIso8601',
  'isDate',
  'isUrl',
];

function rank(constraint: string): number {
  const i = PRIORITY.indexOf(constraint);
  return i === -1 ? PRIORITY.length : i;
}

/**
 * One sentence per invalid property, in words a person reads ("Email must be a valid email
 * address."), nested fields named with where they sit ("State (holder address) is required.").
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      const [, message] = constraints.sort(([a], [b]) => rank(a) - rank(b))[0];
      out.push(validationSentence(message, error.property, path));
    }
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  rememberValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(flattenValidationErrors(errors)),
  });
}
