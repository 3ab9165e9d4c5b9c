import type { Response } from 'supertest';
import {
  adminToken,
  createTestApp,
  createAgent,
  type SignedIn,
  type TestApp,
} from '../helpers/app';
import { pdfPages } from '../helpers/pdf-text';
import {
  bearer,
  codeOf,
  quoteOf,
  save,
  setQuoteState,
  startAsVisitor,
  submittedWcQuote,
  wcSubmission,
} from './quote-helpers';

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The prior carrier section of an ACORD 130's text, up to the loss history. */
const priorSection = (text: string) =>
  text.slice(text.indexOf('PRIOR CARRIER INFORMATION'), text.indexOf('LOSS HISTORY'));

describe('prior carrier on the workers compensation application', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  /** The ACORD 130 of a rated, chosen quote with these underwriting answers, as text. */
  async function acordText(underwritingAnswers: Record<string, unknown>): Promise<string> {
    const { quote, guestToken } = await submittedWcQuote(t, { underwritingAnswers });
    const rated = quoteOf(
      await t.http.post('/api/wc/quotes').set(bearer(guestToken)).send({ quoteId: quote.id }),
    );
    const bindable = rated.carrierQuotes.find((q) => q.annualPremiumCents !== null)!;
    await t.http
      .post('/api/quote/setQuoteSelected')
      .set(bearer(guestToken))
      .send({ id: rated.id, version: rated.version, carrierQuoteId: bindable.id })
      .expect(200);
    await setQuoteState(t, quote.id, { agentId: agent.id });
    await t.http
      .post('/api/quote/setQuoteProposal')
      .set(bearer(admin))
      .send({ quoteId: quote.id })
      .expect(200);
    const sent = await t.http
      .post('/api/quote/sendQuoteDocuments')
      .set(bearer(agent.token))
      .send({ quoteId: quote.id })
      .expect(200);
    const acord = (sent.body as { documents: Array<{ id: string; type: string }> }).documents.find(
      (d) => d.type === 'QUOTE_APPLICATION',
    )!;
    const file = await t.http
      .get(`/api/quote/${quote.id}/documents/${acord.id}`)
      .set(bearer(admin))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return (await pdfPages(file.body as Buffer)).join('\n');
  }

  it('prints the prior carrier the applicant named', async () => {
    const text = await acordText({
      usesSubcontractors: 'No',
      experienceMod: '1.05',
      priorCoverage: 'Yes',
      priorCarrier: 'Texas Mutual',
      priorPolicyNumber: 'TXM-0042-1187',
      priorPremiumCents: 812_550,
      priorYearsWithCarrier: 4,
    });
    const section = priorSection(text);
    expect(section).toContain('Texas Mutual');
    expect(section).toContain('TXM-0042-1187');
    expect(section).toContain('$8,125.50');
    expect(section).toContain('1.05');
    expect(section).toMatch(/ 4$/m);
    expect(section).not.toContain('No prior carrier reported.');
  });

  it('says when the applicant had no prior coverage', async () => {
    const section = priorSection(
      await acordText({ usesSubcontractors: 'No', priorCoverage: 'No' }),
    );
    expect(section).toContain('No prior coverage');
  });

  it('refuses prior carrier answers of the wrong form when saved (400)', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const res = await save(
      t,
      guestToken,
      quote,
      wcSubmission({
        underwritingAnswers: {
          priorCoverage: 'Yes',
          priorPremiumCents: -5,
          priorYearsWithCarrier: 1.5,
        },
      }),
    ).expect(400);
    expect(codeOf(res)).toBe(2690);
    // Each problem a sentence of its own, in words, without the fields' code names.
    const [message] = res.body.message as string[];
    expect(message).toMatch(
      /^The expiring premium must be a whole number of cents .*\. Years with the carrier must be a whole number from 0 to 100\.$/,
    );
  });

  it('a quote with prior coverage is sent only with the carrier and the years named', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = quoteOf(
      await save(
        t,
        guestToken,
        quote,
        wcSubmission({ underwritingAnswers: { usesSubcontractors: 'No', priorCoverage: 'Yes' } }),
      ).expect(200),
    );
    const res = await t.http
      .post('/api/quote/sendForm')
      .set(bearer(guestToken))
      .send({ id: saved.id, version: saved.version })
      .expect(400);
    expect(codeOf(res)).toBe(2758);
    expect((res.body as { message: string[] }).message).toEqual([
      'underwritingAnswers.priorCarrier: Name the prior carrier.',
      'underwritingAnswers.priorYearsWithCarrier: Say how many years the business has been with the prior carrier.',
    ]);
  });
});
