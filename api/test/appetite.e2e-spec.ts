import { ErrorCode, US_STATE_CODES, type CoverageType } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  uniqueEmail,
  type TestApp,
} from './helpers/app';
import { eventually } from './helpers/eventually';
import { bearer, quoteOf, submittedWcQuote } from './quotes/quote-helpers';

interface CarrierAnswer {
  carrier: string;
  answer: string;
  reasons: string[];
  reasonTexts: string[];
  limits: Record<string, number | boolean | null> | null;
}
interface StateRow {
  state: string;
  line: CoverageType;
  verdict: 'writes' | 'refers' | 'stateFund' | 'none';
  carriers: CarrierAnswer[];
}
interface SearchItem {
  businessType: {
    masterIndexCode: string;
    description: string;
    naicsCode: string;
    wcClassCode: string | null;
    glClassCode: string | null;
  };
  matchedBy: string;
  here: StateRow[];
}
interface Matrix {
  businessType: SearchItem['businessType'];
  line: CoverageType;
  classCode: string | null;
  carriers: string[];
  states: StateRow[];
}
interface Carrier {
  id: string;
  name: string;
  coverages: CoverageType[];
}

/** Landscaping: NAICS 561730, WC class 0042, GL class 97047 in the seeded index. */
const LANDSCAPING = 'MI-1001';

/**
 * The appetite guide answers staff and agents who writes a business type where, with reasons
 * and limits; visitors learn whether we can quote it; when no carrier writes it, the quote's
 * results say so and the visitor's email becomes a lead in the pipeline. Runs on a database of
 * its own: it takes carriers off a line to make "nobody writes it" certain.
 */
describe('appetite guide, who we cover and leads', () => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let client: string;

  beforeAll(async () => {
    t = await createTestApp({}, { isolatedDatabase: true });
    admin = await adminToken(t);
    agent = (await createAgent(t)).token;
    client = (await registerClient(t)).token;
  });
  afterAll(() => t?.close());

  const search = (token: string, query: Record<string, string>) =>
    t.http.get('/api/appetite/business-types').set(bearer(token)).query(query);
  const itemsOf = (body: unknown) => (body as { items: SearchItem[] }).items;

  describe('the guide', () => {
    it('is for staff and agents only', async () => {
      await t.http.get('/api/appetite/business-types').query({ q: 'landscaping' }).expect(401);
      await search(client, { q: 'landscaping' }).expect(403);
      await search(agent, { q: 'landscaping' }).expect(200);
      await search(admin, { q: 'landscaping' }).expect(200);
      await t.http
        .get(`/api/appetite/business-types/${LANDSCAPING}`)
        .set(bearer(client))
        .query({ line: 'wc' })
        .expect(403);
    });

    it('finds a business type by words, WC class, GL class and NAICS code', async () => {
      const byWords = itemsOf((await search(agent, { q: 'landscaping' }).expect(200)).body);
      expect(byWords[0]!.businessType.masterIndexCode).toBe(LANDSCAPING);
      expect(byWords.every((i) => i.matchedBy === 'text')).toBe(true);
      const byKeyword = itemsOf((await search(agent, { q: 'yard work' }).expect(200)).body);
      expect(byKeyword.map((i) => i.businessType.masterIndexCode)).toContain(LANDSCAPING);

      const byWc = itemsOf((await search(agent, { q: '0042' }).expect(200)).body);
      expect(byWc.every((i) => i.matchedBy === 'wcClass')).toBe(true);
      expect(byWc.every((i) => i.businessType.wcClassCode === '0042')).toBe(true);
      expect(byWc.map((i) => i.businessType.masterIndexCode)).toContain(LANDSCAPING);

      const byGl = itemsOf((await search(agent, { q: '97047' }).expect(200)).body);
      expect(byGl.map((i) => [i.matchedBy, i.businessType.masterIndexCode])).toContainEqual([
        'glClass',
        LANDSCAPING,
      ]);

      const byNaics = itemsOf((await search(agent, { q: '5617' }).expect(200)).body);
      expect(byNaics.length).toBeGreaterThan(0);
      expect(byNaics.every((i) => i.businessType.naicsCode.startsWith('5617'))).toBe(true);
      expect(byNaics.every((i) => i.matchedBy === 'naics')).toBe(true);
    });

    it('answers who writes it in a state, per line, with reasons and limits', async () => {
      const [item] = itemsOf(
        (await search(agent, { q: 'landscaping', state: 'tx' }).expect(200)).body,
      );
      expect(item!.here.map((h) => h.line).sort()).toEqual(['bop', 'cyber', 'gl', 'wc']);
      for (const row of item!.here) {
        expect(row.state).toBe('TX');
        for (const c of row.carriers) {
          const priced = c.answer === 'writes' || c.answer === 'refers';
          // Limits come with a price; a refusal comes with its reasons in words.
          expect(c.limits === null).toBe(!priced);
          if (c.answer !== 'writes') expect(c.reasonTexts.length).toBeGreaterThan(0);
        }
      }
      const wc = (await search(agent, { q: 'landscaping', state: 'OH', line: 'wc' }).expect(200))
        .body as { items: SearchItem[] };
      expect(wc.items[0]!.here).toHaveLength(1);
      expect(wc.items[0]!.here[0]!.verdict).toBe('stateFund');
    });

    it('answers the state-by-carrier matrix for a business type and line', async () => {
      const res = await t.http
        .get(`/api/appetite/business-types/${LANDSCAPING}`)
        .set(bearer(agent))
        .query({ line: 'gl' })
        .expect(200);
      const matrix = res.body as Matrix;
      expect(matrix.line).toBe('gl');
      expect(matrix.classCode).toBe('97047');
      expect(matrix.carriers.length).toBeGreaterThan(0);
      expect(matrix.states.map((s) => s.state)).toEqual([...US_STATE_CODES]);
      for (const row of matrix.states) {
        expect(row.carriers.map((c) => c.carrier)).toEqual(matrix.carriers);
      }
    });

    it('refuses an unknown business type and a search too short with their codes', async () => {
      const missing = await t.http
        .get('/api/appetite/business-types/MI-0000')
        .set(bearer(agent))
        .query({ line: 'wc' })
        .expect(404);
      expect((missing.body as { code: number }).code).toBe(ErrorCode.BusinessTypeNotInIndex);
      const short = await search(agent, { q: '-' }).expect(400);
      expect((short.body as { code: number }).code).toBe(ErrorCode.AppetiteSearchTooShort);
    });
  });

  describe('who we cover', () => {
    it('lists business types with the states each line is quoted in, without carriers', async () => {
      const res = await t.http.get('/api/appetite/covered').query({ q: 'landscaping' }).expect(200);
      const page = res.body as {
        items: Array<{ masterIndexCode: string; lines: Array<{ line: string; states: string[] }> }>;
        total: number;
      };
      const landscaping = page.items.find((i) => i.masterIndexCode === LANDSCAPING)!;
      expect(landscaping).toBeDefined();
      expect(JSON.stringify(page)).not.toMatch(/Hartford|Employers|Markel|Coterie|AmTrust/);
      // Consistent with the guide: every state listed has a carrier writing or referring it.
      const matrix = (
        await t.http
          .get(`/api/appetite/business-types/${LANDSCAPING}`)
          .set(bearer(admin))
          .query({ line: 'gl' })
          .expect(200)
      ).body as Matrix;
      const quoted = matrix.states
        .filter((s) => s.verdict === 'writes' || s.verdict === 'refers')
        .map((s) => s.state);
      expect(landscaping.lines.find((l) => l.line === 'gl')?.states ?? []).toEqual(quoted);
    });

    it('reads and finds business types by their Spanish names for a Spanish reader', async () => {
      const res = await t.http
        .get('/api/appetite/covered')
        .query({ q: 'plomeria', language: 'es' })
        .expect(200);
      const names = (res.body as { items: Array<{ description: string }> }).items.map(
        (i) => i.description,
      );
      expect(names).toContain('Contratista de plomería');
      const english = await t.http
        .get('/api/appetite/covered')
        .query({ q: 'plomeria' })
        .expect(200);
      expect((english.body as { total: number }).total).toBe(0);
      const here = await t.http
        .get(`/api/appetite/covered/${LANDSCAPING}`)
        .query({ state: 'TX', language: 'es' })
        .expect(200);
      expect((here.body as { businessType: string }).businessType).not.toBe(
        (
          await t.http
            .get(`/api/appetite/covered/${LANDSCAPING}`)
            .query({ state: 'TX' })
            .expect(200)
        ).body.businessType,
      );
    });

    it('says per line whether we can quote it in a state', async () => {
      const res = await t.http
        .get(`/api/appetite/covered/${LANDSCAPING}`)
        .query({ state: 'WA' })
        .expect(200);
      const here = res.body as {
        lines: Array<{
          line: string;
          canQuote: boolean;
          stateFund: boolean;
          sentence: string | null;
        }>;
      };
      expect(here.lines.find((l) => l.line === 'wc')).toMatchObject({
        canQuote: false,
        stateFund: true,
        sentence: null,
      });
    });
  });

  describe('when no carrier writes it', () => {
    /** Takes every active carrier off the line in the settings, and puts them back afterwards. */
    async function withoutCarriersFor<T>(line: CoverageType, work: () => Promise<T>): Promise<T> {
      const carriers = (
        (await t.http.get('/api/carriers').set(bearer(admin)).query({ pageSize: 100 }).expect(200))
          .body as { items: Carrier[] }
      ).items.filter((c) => c.coverages.includes(line));
      const patch = (c: Carrier, coverages: CoverageType[]) =>
        t.http.patch(`/api/carriers/${c.id}`).set(bearer(admin)).send({ coverages }).expect(200);
      for (const c of carriers)
        await patch(
          c,
          c.coverages.filter((l) => l !== line),
        );
      try {
        return await work();
      } finally {
        for (const c of carriers) await patch(c, c.coverages);
      }
    }

    it('the quote read says so in one sentence, and a visitor email becomes a lead admins see', async () => {
      const { quote, guestToken, email } = await submittedWcQuote(t);
      const written = quoteOf(
        await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
      ) as unknown as { noCarrierWrites: unknown };
      const guide = itemsOf(
        (await search(admin, { q: '561730', state: 'TX', line: 'wc' }).expect(200)).body,
      ).find((i) => i.businessType.masterIndexCode === LANDSCAPING)!;
      // The quote's answer agrees with the guide's.
      expect(written.noCarrierWrites === undefined).toBe(guide.here[0]!.verdict !== 'none');

      await withoutCarriersFor('wc', async () => {
        await eventually(async () => {
          const res = await t.http
            .get(`/api/quote/getQuote/${quote.id}`)
            .set(bearer(guestToken))
            .expect(200);
          return (res.body as { noCarrierWrites: unknown }).noCarrierWrites !== undefined;
        });
        const res = await t.http
          .get(`/api/quote/getQuote/${quote.id}`)
          .set(bearer(guestToken))
          .expect(200);
        expect((res.body as { noCarrierWrites: unknown }).noCarrierWrites).toEqual({
          masterIndexCode: LANDSCAPING,
          businessType: 'Landscaping',
          state: 'TX',
          line: 'wc',
          sentence: 'None of our carriers writes landscaping in Texas for workers compensation.',
        });
        const here = (
          await t.http
            .get(`/api/appetite/covered/${LANDSCAPING}`)
            .query({ state: 'TX' })
            .expect(200)
        ).body as { lines: Array<{ line: string; canQuote: boolean; sentence: string | null }> };
        expect(here.lines.find((l) => l.line === 'wc')).toMatchObject({
          canQuote: false,
          sentence: 'None of our carriers writes landscaping in Texas for workers compensation.',
        });
      });

      const lead = await t.http
        .post('/api/appetite/leads')
        .send({ email, masterIndexCode: LANDSCAPING, state: 'TX', line: 'wc', quoteId: quote.id })
        .expect(201);
      // Asking again keeps the one lead.
      const again = await t.http
        .post('/api/appetite/leads')
        .send({ email: email.toUpperCase(), masterIndexCode: LANDSCAPING, state: 'tx', line: 'wc' })
        .expect(201);
      expect((again.body as { id: string }).id).toBe((lead.body as { id: string }).id);

      await t.http.get('/api/appetite/leads').set(bearer(agent)).expect(403);
      const pipeline = await t.http.get('/api/appetite/leads').set(bearer(admin)).expect(200);
      const leads = (pipeline.body as { items: Array<Record<string, unknown>>; total: number })
        .items;
      expect(leads.filter((l) => l.email === email)).toEqual([
        expect.objectContaining({
          email,
          businessType: 'Landscaping',
          state: 'TX',
          line: 'wc',
          quoteId: quote.id,
          language: 'en',
        }),
      ]);
    });

    it('refuses a lead with a bad email or a business type not in the index', async () => {
      const bad = await t.http
        .post('/api/appetite/leads')
        .send({ email: 'not-an-email', masterIndexCode: LANDSCAPING, state: 'TX', line: 'wc' })
        .expect(400);
      expect(Array.isArray((bad.body as { message: unknown }).message)).toBe(true);
      const missing = await t.http
        .post('/api/appetite/leads')
        .send({ email: uniqueEmail('lead'), masterIndexCode: 'MI-0000', state: 'TX', line: 'wc' })
        .expect(404);
      expect((missing.body as { code: number }).code).toBe(ErrorCode.BusinessTypeNotInIndex);
    });
  });
});
