import { HttpException } from '@nestjs/common';
import { ERROR_CATALOGUE, type ErrorCode } from '@coverline/contracts';

/**
 * An error from the catalogue: travels with its code and HTTP status, and the catalogue's
 * message unless a more specific one is given, or a list of them (one per problem found).
 */
export class DomainException extends HttpException {
  readonly code: ErrorCode;
  /** The problems, when the refusal lists several (the envelope's message is then this list). */
  readonly messages: string[] | undefined;

  constructor(code: ErrorCode, message?: string | string[]) {
    const definition = ERROR_CATALOGUE[code];
    const list = Array.isArray(message) ? message : undefined;
    super((list ? list.join('; ') : message) ?? definition.message, definition.httpStatus);
    this.code = code;
    this.messages = list;
  }
}
