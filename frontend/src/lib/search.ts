/*
 * Search parameter parsing for routes' `validateSearch`: a bad value is dropped rather than
 * failing the page, and unknown parameters are dropped too. Pages take a zod schema of the
 * parameters below; the plain functions further down serve the lists not yet on the list kit.
 */
import * as z from 'zod/mini';

/** An optional parameter whose bad value reads as absent. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** Text such as an id or token; the router reads number-like values as numbers, so take both. */
export const textParam = optionalParam(
  z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
);

/** A `true` flag in the query string; any other value means absent. */
export const flagParam = optionalParam(z.literal(true));

/** An in-app path to return to after signing in; anything else is dropped. */
export const returnPathParam = optionalParam(z.string().check(z.regex(/^\/(?!\/)/)));

/** One of the given values, else absent. */
export function oneOfParam<const T extends readonly [string, ...string[]]>(values: T) {
  return optionalParam(z.enum(values));
}

/** Reads one search parameter; `undefined` means absent (or not acceptable). */
export type SearchParam<T> = (value: unknown) => T | undefined;

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
