/**
 * The object without its `undefined` properties: a partial update must not erase what it left
 * out, and a request body must not carry keys the caller never set.
 */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
