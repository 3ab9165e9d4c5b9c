import * as z from 'zod/mini';

/*
 * Search parameter schemas. Route definitions load with the first page, so they use zod's
 * tree-shakable build; a bad value is dropped rather than failing the page.
 */

/** An in-app path to return to after signing in; anything else is dropped. */
export const returnPath = z.catch(z.optional(z.string().check(z.regex(/^\/(?!\/)/))), undefined);

/** A `true` flag in the query string; any other value means absent. */
export const flag = z.catch(z.optional(z.boolean()), undefined);

/** One of the given values, else absent. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** Text such as an id or token; the router reads number-like values as numbers, so take both. */
export const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  undefined,
);
