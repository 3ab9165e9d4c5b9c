/*
 * Search parameter parsing. Route definitions load with the first page, so these are plain
 * functions rather than a schema library: a bad value is dropped rather than failing the page.
 */

/** Reads one search parameter; `undefined` means absent (or not acceptable). */
export type SearchParam<T> = (value: unknown) => T | undefined;

/** An in-app path to return to after signing in; anything else is dropped. */
export const returnPath: SearchParam<string> = (value) =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : undefined;

/** A `true` flag in the query string; any other value means absent. */
export const flag: SearchParam<boolean> = (value) => (value === true ? true : undefined);

/** One of the given values, else absent. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
): SearchParam<T[number]> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? (value as T[number])
      : undefined;
}

/** Text such as an id or token; the router reads number-like values as numbers, so take both. */
export const text: SearchParam<string> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

type Parsed<S extends Record<string, SearchParam<unknown>>> = {
  [K in keyof S]?: S[K] extends SearchParam<infer T> ? T : never;
};

/** A route's `validateSearch`: every parameter optional, unknown ones dropped. */
export function searchParams<S extends Record<string, SearchParam<unknown>>>(shape: S) {
  return (search: Record<string, unknown>): Parsed<S> => {
    const parsed: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(search[key]);
      if (value !== undefined) parsed[key] = value;
    }
    return parsed as Parsed<S>;
  };
}
