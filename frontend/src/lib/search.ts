/*
 * Search parameter parsing for routes' `validateSearch`: a bad value is dropped rather than
 * failing the page, and unknown parameters are dropped too. Pages take a zod schema of the
 * parameters below; lists add theirs from the list kit (`ui/list`).
 */
import * as z from 'zod/mini';

/** An optional parameter whose bad value reads as absent. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** Text such as an id or token; the router reads number-like values as numbers, so take both. */
export const textValue = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export const textParam = optionalParam(textValue);

/** A `true` flag in the query string; any other value means absent. */
export const flagParam = optionalParam(z.literal(true));

/** An in-app path to return to after signing in; anything else is dropped. */
export const returnPathParam = optionalParam(z.string().check(z.regex(/^\/(?!\/)/)));

/** One of the given values, else absent. */
export function oneOfParam<const T extends readonly [string, ...string[]]>(values: T) {
  return optionalParam(z.enum(values));
}
