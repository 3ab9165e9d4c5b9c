import type { ErrorCode } from '@coverline/contracts';
import { DomainException } from './domain.exception';

/** A refusal that ends after a known wait: the exception filter sends it as `Retry-After`. */
export class RetryLaterException extends DomainException {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(code, message);
  }
}
