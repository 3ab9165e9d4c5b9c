import { HttpException } from '@nestjs/common';
import { ERROR_CATALOGUE, type ErrorCode } from '@coverline/contracts';

/**
 * An error from the catalogue: travels with its code and HTTP status, and the catalogue's
 * message unless a more specific one is given. A form's problems are given as a list, one
 * readable line each, as validation failures answer them.
 */
export class DomainException extends HttpException {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string | string[]) {
    const definition = ERROR_CATALOGUE[code];
    super(message ?? definition.message, definition.httpStatus);
    this.code = code;
    if (Array.isArray(message)) this.message = message.join('; ');
  }

  /** What the error envelope says: the message, or the list of problems as given. */
  envelopeMessage(): string | string[] {
    const response = this.getResponse();
    return Array.isArray(response) ? (response as string[]) : this.message;
  }
}
