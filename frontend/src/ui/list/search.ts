/**
 * A list's search parameters as a zod schema, for its route's `validateSearch`: the page, the page
 * size, and whatever sort, filters and search text the list adds. A bad value is dropped (the
 * list falls back to its default), never an error; unknown parameters are dropped too.
 */
import * as z from 'zod/mini';
import { Limits } from '@coverline/contracts';
import { oneOfParam, optionalParam, textValue as text } from '../../lib/search';

export { oneOfParam, optionalParam };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most rows a page may ask for, as the API allows. */
export const MAX_PAGE_SIZE = Limits.pageSizeMax;

/** A whole number from 1 to `max`; the router reads `?page=2` as the number 2. */
function wholeNumber(max: number) {
  return z.pipe(
    z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)),
    z.number().check(z.int(), z.minimum(1), z.maximum(max)),
  );
}

export const pageParam = optionalParam(wholeNumber(1_000_000));
export const pageSizeParam = optionalParam(wholeNumber(MAX_PAGE_SIZE));

/** Text the API accepts as a search term (at most 100 characters). */
export const searchTextParam = optionalParam(z.pipe(text, z.string().check(z.maxLength(100))));

/** A user's (or any record's) id, as the API takes it. */
export const idParam = optionalParam(
  z.pipe(
    text,
    z.pipe(
      z.string().check(z.regex(UUID)),
      z.transform((id) => id.toLowerCase()),
    ),
  ),
);

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `sort` (one of the fields the API sorts by) and `order`, as the API names them. */
export function sortParams<const F extends readonly [string, ...string[]]>(fields: F) {
  return { sort: oneOfParam(fields), order: oneOfParam(SORT_ORDERS) };
}

/** A list's schema: `page` and `pageSize`, and the list's own parameters. */
export function listSearchSchema<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.object({ page: pageParam, pageSize: pageSizeParam, ...shape });
}

/** What every list's search holds; a list's own schema adds to it. */
export interface ListSearch {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: SortOrder;
  searchTerm?: string;
}
