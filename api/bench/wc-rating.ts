import { randomBytes } from 'node:crypto';
import { call, load, type Figures } from './support';

/**
 * `POST /api/wc/quotes` end to end: a workers compensation submission with payroll in three
 * states and six class codes (the payroll the in-process rating benchmark prices), rated by every
 * carrier that writes the line, through guard, validation, the database and the answer.
 */

export const RATING_CONNECTIONS = 16;
export const RATING_GOAL_P95_MS = 50;

export interface OwnedQuote {
  id: string;
  guestToken: string;
}

interface QuoteAnswer {
  id: string;
  version: number;
  status: string;
  guestToken?: { access_token: string };
  carrierQuotes: Array<{ carrier: string; ratingState: string; annualPremiumCents: number | null }>;
}

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** Every wizard step of a workers compensation quote, filled in as a client would. */
export function submission(): Record<string, unknown> {
  return {
    coverageType: 'wc',
    firstName: 'Avery',
    lastName: 'Brooks',
    phone: '(214) 555-0187',
    businessName: `Tri State Facilities Group ${randomBytes(3).toString('hex')}`,
    masterIndexCode: 'MI-1014',
    naicsCode: '531312',
    employees: 22,
    yearEstablished: 2012,
    yearsOfExperience: 14,
    locations: [
      { address: '1201 Elm St', city: 'Dallas', state: 'TX', zip: '75201', primary: true },
      { address: '400 N Tampa St', city: 'Tampa', state: 'FL', zip: '33602', primary: false },
      { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606', primary: false },
    ],
    legalEntity: 'LLC',
    noFein: true,
    website: 'tristatefacilities.example.com',
    mailingAddress: { kind: 'sameAsBusiness' },
    effectiveDate: isoDay(7),
    employersLiabilityLevel: 2,
    waiverOfSubrogation: true,
    wcClassCodes: [
      { state: 'TX', classCode: '9015', payrollCents: 42_000_000 },
      { state: 'TX', classCode: '8810', payrollCents: 18_000_000 },
      { state: 'FL', classCode: '5183', payrollCents: 26_000_000 },
      { state: 'FL', classCode: '5190', payrollCents: 21_000_000 },
      { state: 'IL', classCode: '8742', payrollCents: 12_000_000 },
      { state: 'IL', classCode: '8017', payrollCents: 9_000_000 },
    ],
    underwritingAnswers: { usesSubcontractors: 'No' },
    owners: [
      {
        firstName: 'Avery',
        lastName: 'Brooks',
        primaryWorkState: 'TX',
        title: 'Managing Member',
        ownershipPercent: 55,
        inclusion: 'Included',
      },
      {
        firstName: 'Jordan',
        lastName: 'Patel',
        primaryWorkState: 'FL',
        title: 'Member',
        ownershipPercent: 45,
        inclusion: 'Included',
        payrollEstimateCents: 9_000_000,
      },
    ],
    claims: [
      {
        description: 'Slip on a wet floor',
        amountOfLossCents: 1_200_000,
        date: isoDay(-400),
        open: false,
      },
    ],
  };
}

/**
 * One submitted quote, made through the API as a visitor does: start it with an email, fill in
 * every step, submit it. The quote's guest token is what rates it.
 */
export async function submittedQuote(apiUrl: string): Promise<OwnedQuote> {
  const started = await call<QuoteAnswer>(
    'POST',
    `${apiUrl}/api/quote/saveForLater`,
    {
      coverageType: 'wc',
      email: `bench-${randomBytes(5).toString('hex')}@example.com`,
      firstName: 'Avery',
    },
    undefined,
    200,
  );
  const guestToken = started.guestToken?.access_token;
  if (!guestToken) throw new Error('starting a quote answered no guest token');
  const saved = await call<QuoteAnswer>(
    'POST',
    `${apiUrl}/api/quote/saveForLater`,
    { id: started.id, version: started.version, ...submission() },
    guestToken,
    200,
  );
  await call<QuoteAnswer>(
    'POST',
    `${apiUrl}/api/quote/sendForm`,
    { id: saved.id, version: saved.version },
    guestToken,
    200,
  );
  return { id: started.id, guestToken };
}

/** One quote per connection; answers them with the carriers that priced the first one. */
export async function prepareRatingQuotes(
  apiUrl: string,
): Promise<{ quotes: OwnedQuote[]; carriers: string[] }> {
  const quotes: OwnedQuote[] = [];
  for (let i = 0; i < RATING_CONNECTIONS; i++) quotes.push(await submittedQuote(apiUrl));
  const rated = await call<QuoteAnswer>(
    'POST',
    `${apiUrl}/api/wc/quotes`,
    { quoteId: quotes[0].id },
    quotes[0].guestToken,
    200,
  );
  const priced = rated.carrierQuotes.filter(
    (q) => q.ratingState === 'done' && (q.annualPremiumCents ?? 0) > 0,
  );
  if (priced.length === 0) throw new Error('no carrier priced the benchmark submission');
  return { quotes, carriers: priced.map((q) => q.carrier).sort() };
}

/**
 * The API rates one quote at a time (a second call meanwhile answers the quote unrated), so
 * each autocannon connection is handed its own quote and token once, when it is set up, and
 * rates only that quote: every request is a full rating.
 */
export function loadWcRating(
  apiUrl: string,
  quotes: readonly OwnedQuote[],
  seconds: number,
): Promise<Figures> {
  let next = 0;
  return load('POST /api/wc/quotes', `${apiUrl}/api/wc/quotes`, {
    connections: RATING_CONNECTIONS,
    seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      const quote = quotes[next++ % quotes.length];
      client.setHeadersAndBody(
        { authorization: `Bearer ${quote.guestToken}` },
        JSON.stringify({ quoteId: quote.id }),
      );
    },
  });
}
