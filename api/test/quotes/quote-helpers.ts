import { DataSource } from 'typeorm';
import type { Response } from 'supertest';
import { TokenService } from '../../src/identity/auth/token.service';
import { type ApiCaller, type TestApp, uniqueEmail } from '../helpers/app';

/** Days from today as YYYY-MM-DD. */
export function isoDay(offsetDays = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface QuoteBody {
  id: string;
  version: number;
  status: string;
  active: boolean;
  step: string;
  coverageType: string;
  client: { id: string; email: string; firstName: string | null; hasAccount: boolean };
  business: {
    id: string;
    businessName: string | null;
    feinMasked: string | null;
    employees: number | null;
    locations: Array<Record<string, unknown> & { id: string; bppCoverageCents: number | null }>;
    owners: Array<Record<string, unknown> & { id: string; inclusion: string | null }>;
    claims: Array<Record<string, unknown>>;
  };
  wcClassCodes: Array<{
    id: string;
    state: string;
    classCode: string;
    payrollCents: number | null;
    source: string;
  }>;
  carrierQuotes: Array<{
    id: string;
    carrier: string;
    ratingState: string;
    annualPremiumCents: number | null;
    bindability: string | null;
    reasons: string[];
    reasonTexts: string[];
    syncStatus: string;
    quoteSource: string;
    worksheet: unknown;
    effectiveDate: string | null;
  }>;
  underwritingAnswers: Record<string, unknown>;
  payrollAnswers: Record<string, unknown>;
  ownerAnswers: Record<string, unknown>;
  effectiveDate: string | null;
  selectedCarrierQuoteId: string | null;
  agentId: string | null;
  carriers: string[];
  payrollRepReferralToken: string | null;
  payrollRepReferralContext: Record<string, unknown> | null;
  guestToken?: { access_token: string; expires_in: number };
}

export const quoteOf = (res: Response) => res.body as QuoteBody;

/** A complete workers compensation submission for a Texas landscaper. */
export function wcSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    coverageType: 'wc',
    firstName: 'Pat',
    lastName: 'Owner',
    phone: '(512) 555-0142',
    businessName: `Green Leaf Landscaping ${Math.random().toString(36).slice(2, 8)}`,
    masterIndexCode: 'MI-1001',
    naicsCode: '561730',
    employees: 5,
    yearEstablished: 2015,
    yearsOfExperience: 10,
    locations: [
      { address: '100 Main St', city: 'Austin', state: 'TX', zip: '78701', primary: true },
    ],
    legalEntity: 'LLC',
    noFein: true,
    website: 'greenleaf.example.com',
    mailingAddress: { kind: 'sameAsBusiness' },
    effectiveDate: isoDay(7),
    employersLiabilityLevel: 1,
    waiverOfSubrogation: false,
    wcClassCodes: [{ state: 'TX', classCode: '0042', payrollCents: 25_000_000 }],
    underwritingAnswers: { usesSubcontractors: 'No' },
    owners: [
      {
        firstName: 'Pat',
        lastName: 'Owner',
        primaryWorkState: 'TX',
        title: 'Managing Member',
        ownershipPercent: 100,
        inclusion: 'Excluded',
      },
    ],
    claims: [],
    ...overrides,
  };
}

/**
 * A random nine-digit FEIN, hyphenated. Its leading digits are 10-97: the sandbox carriers
 * answer FEINs beginning with 98 or 99 differently (docs/rating.md), which tests ask for by name.
 */
export function randomFein(): string {
  const prefix = 10 + Math.floor(Math.random() * 88);
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `${prefix}-${rest}`;
}

/** A visitor starts a quote; answers the quote and its guest token. */
export async function startAsVisitor(
  t: ApiCaller,
  body: Record<string, unknown> = {},
): Promise<{ quote: QuoteBody; guestToken: string; email: string }> {
  const email = (body.email as string | undefined) ?? uniqueEmail('visitor');
  const res = await t.http
    .post('/api/quote/saveForLater')
    .send({ coverageType: 'wc', email, firstName: 'Pat', ...body })
    .expect(200);
  const quote = quoteOf(res);
  if (!quote.guestToken) throw new Error('no guest token');
  return { quote, guestToken: quote.guestToken.access_token, email };
}

/** Saves changes to a quote as the caller, with the version read. */
export function save(
  t: ApiCaller,
  token: string | undefined,
  quote: Pick<QuoteBody, 'id' | 'version'>,
  changes: Record<string, unknown>,
) {
  const req = t.http.post('/api/quote/saveForLater');
  if (token) req.set(bearer(token));
  return req.send({ id: quote.id, version: quote.version, ...changes });
}

/** A guest token for any quote id, as the API would issue it. */
export const guestTokenFor = (t: TestApp, quoteId: string) =>
  t.app.get(TokenService).signGuest(quoteId).access_token;

/** A workers compensation quote filled in completely and submitted by a visitor. */
export async function submittedWcQuote(
  t: ApiCaller,
  overrides: Record<string, unknown> = {},
): Promise<{ quote: QuoteBody; guestToken: string; email: string }> {
  const started = await startAsVisitor(t);
  const saved = quoteOf(
    await save(t, started.guestToken, started.quote, wcSubmission(overrides)).expect(200),
  );
  const sent = await t.http
    .post('/api/quote/sendForm')
    .set(bearer(started.guestToken))
    .send({ id: saved.id, version: saved.version })
    .expect(200);
  return { ...started, quote: quoteOf(sent) };
}

/** The error envelope's catalogue code. */
export const codeOf = (res: Response) => (res.body as { code?: number }).code;

/** Puts a quote into a state that other flows (admins, checkout) lead to. */
export async function setQuoteState(
  t: TestApp,
  id: string,
  fields: { status?: string; locked?: boolean; active?: boolean; agentId?: string | null },
): Promise<void> {
  const db = t.app.get(DataSource);
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [column, value] of Object.entries({
    status: fields.status,
    locked: fields.locked,
    active: fields.active,
    agent_id: fields.agentId,
  })) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  await db.query(`UPDATE applications SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** The current version of a quote, as the caller would read it again. */
export async function currentVersion(t: TestApp, id: string): Promise<number> {
  const rows: Array<{ version: number }> = await t.app
    .get(DataSource)
    .query(`SELECT version FROM applications WHERE id = $1`, [id]);
  return rows[0].version;
}
