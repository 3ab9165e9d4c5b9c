import { call, load, type Figures } from './support';

/**
 * The business type search (`GET /api/master-index-mapping/search?q=`) over the seeded master
 * index, as the wizard's typeahead calls it: every request takes the next query of a mix of
 * what people type — prefixes as the typing goes, whole words, phrases, misspellings and codes
 * (NAICS, NCCI, master index) — so the figures are those of the mix, not of one query repeated.
 */

export const SEARCH_CONNECTIONS = 32;
/** The goal is the server's time per search (its `Server-Timing`), at 32 connections. */
export const SEARCH_GOAL_P95_MS = 10;

export const SEARCH_QUERIES: readonly string[] = [
  // Prefixes, as the typeahead sends them while someone types.
  'la',
  'lan',
  'land',
  'res',
  'rest',
  'plu',
  'elec',
  'clea',
  'ro',
  'car',
  'bak',
  'tru',
  // Whole words and phrases.
  'landscaping',
  'restaurant',
  'plumbing',
  'electrician',
  'roofing',
  'bakery',
  'janitorial',
  'consulting',
  'trucking',
  'daycare',
  'lawn care',
  'house cleaning',
  'tree service',
  'property management',
  'hair salon',
  'auto repair',
  // Misspellings the search forgives.
  'landscping',
  'resturant',
  'plumbng',
  'electrition',
  'janitoral',
  'carpentery',
  'rooffing',
  'bakry',
  'accountent',
  'photografer',
  // Codes: NAICS prefixes and industries, class codes, master index codes.
  '5617',
  '561730',
  '2382',
  '722511',
  '8810',
  '0042',
  '9015',
  'mi-1001',
];

const searchPath = (q: string) => `/api/master-index-mapping/search?q=${encodeURIComponent(q)}`;

/** Asks every query once (any error fails the run) and answers those that find nothing. */
export async function queriesWithoutMatch(apiUrl: string): Promise<string[]> {
  const empty: string[] = [];
  for (const q of SEARCH_QUERIES) {
    const found = await call<unknown[]>('GET', apiUrl + searchPath(q), undefined, undefined, 200);
    if (found.length === 0) empty.push(q);
  }
  return empty;
}

export function loadBusinessTypeSearch(apiUrl: string, seconds: number): Promise<Figures> {
  let next = 0;
  return load('business type search', apiUrl, {
    connections: SEARCH_CONNECTIONS,
    seconds,
    nextPath: () => searchPath(SEARCH_QUERIES[next++ % SEARCH_QUERIES.length]),
    serverTiming: true,
  });
}
