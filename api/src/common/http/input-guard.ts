/**
 * Input no route can store or walk safely, refused before it reaches one: a NUL character
 * (PostgreSQL text cannot hold it) in the address or the body, and a JSON body nested deeper
 * than any request of the API needs (validating it would exhaust the stack).
 */
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../errors/domain.exception';

/** Deeper than any request body of the API (a quote's answers nest about six levels). */
export const MAX_BODY_DEPTH = 32;

/** What is wrong with the request's address or parsed body, or undefined when nothing is. */
export function unsafeInputProblem(url: string, body: unknown): DomainException | undefined {
  if (/%00/i.test(url) || url.includes('\u0000')) {
    return new DomainException(ErrorCode.RequestInvalid, 'The address contains a NUL character.');
  }
  if (body === undefined || body === null || typeof body !== 'object') return undefined;
  // Iterative, so the check itself cannot overflow the stack it protects.
  const pending: Array<[unknown, number]> = [[body, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        return new DomainException(ErrorCode.RequestInvalid, 'The body contains a NUL character.');
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) {
      return new DomainException(ErrorCode.RequestInvalid, 'The body is nested too deeply.');
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) {
        return new DomainException(ErrorCode.RequestInvalid, 'The body contains a NUL character.');
      }
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
}
