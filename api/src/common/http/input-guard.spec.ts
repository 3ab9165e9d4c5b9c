import { ErrorCode } from '@coverline/contracts';
import { MAX_BODY_DEPTH, unsafeInputProblem } from './input-guard';

/** An object nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
}

describe('unsafe input', () => {
  it('refuses a NUL character in the address, encoded or not', () => {
    expect(unsafeInputProblem('/api/clients?searchTerm=a%00b', undefined)?.code).toBe(
      ErrorCode.RequestInvalid,
    );
    expect(unsafeInputProblem('/api/clients/a\u0000b', undefined)?.code).toBe(
      ErrorCode.RequestInvalid,
    );
  });

  it('refuses a NUL character anywhere in the body, in a value or a key, at any depth', () => {
    expect(unsafeInputProblem('/api/x', { name: 'a\u0000b' })?.message).toBe(
      'The body contains a NUL character.',
    );
    expect(unsafeInputProblem('/api/x', { list: [{ deep: ['ok', 'b\u0000'] }] })).toBeDefined();
    expect(unsafeInputProblem('/api/x', { ['k\u0000']: 1 })).toBeDefined();
  });

  it('refuses a body nested deeper than any request needs, without overflowing itself', () => {
    expect(unsafeInputProblem('/api/x', nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(unsafeInputProblem('/api/x', nested(MAX_BODY_DEPTH + 2))?.message).toBe(
      'The body is nested too deeply.',
    );
    expect(unsafeInputProblem('/api/x', nested(100_000))).toBeDefined();
  });

  it('lets ordinary requests through', () => {
    expect(unsafeInputProblem('/api/users/me', undefined)).toBeUndefined();
    expect(
      unsafeInputProblem('/api/wc/quotes?id=1', { a: [1, 2, { b: 'text', c: null }], d: true }),
    ).toBeUndefined();
  });
});
