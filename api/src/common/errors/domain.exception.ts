import { HttpException } from '@nestjs/common';
import { ERROR_CATALOGUE, type ErrorCode } from '@coverline/contracts';

/**
 * An error from the catalogue: travels with its code and HTTP status, and the catalogue's
 * message unless a more specific one is given.
 */
export class DomainException extends HttpException {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string) {
    const definition = ERROR_CATALOGUE[code];
    super(message ?? definition.message, definition.httpStatus);
    this.code = code;
  }
}
