import type { Response } from 'supertest';
import { adminToken, createTestApp, type TestApp } from '../helpers/app';
import { pdfPages } from '../helpers/pdf-text';
import {
  bearer,
  quoteOf,
  save,
  startAsVisitor,
  submittedWcQuote,
  wcSubmission,
  type QuoteBody,
} from './quote-helpers';

interface PremiumLine {
  kind: string;
  label: string;
  amountCents: number;
}
interface PricedQuote {
  id: string;
  carrier: string;
  annualPremiumCents: number | null;
  bindability: string | null;
  reasons: string[];
  worksheet: unknown;
  ratedTerms: Record<string, unknown> | null;
  buildUp: PremiumLine[] | null;
}
const priced = (quote: QuoteBody) =>
  (quote.carrierQuotes as unknown as PricedQuote[]).filter((q) => q.annualPremiumCents !== null);

/** The parts every line shares, for a landscaper in Texas. */
const common = (coverageType: string) => {
  const rest = wcSubmission();
  for (const wcOnly of ['wcClassCodes', 'owners', 'employersLiabilityLevel', 'waiverOfSubrogation'])
    delete rest[wcOnly];
  return { ...rest, coverageType, annualSalesCents: 90_000_000, payrollCents: 30_000_000 };
};

const SUBMISSIONS: Record<string, Record<string, unknown>> = {
  gl: { ...common('gl'), glLimit: '1M/2M', blanketAdditionalInsured: true },
  bop: {
    ...common('bop'),
    glLimit: '1M/2M',
    propertyDeductibleCents: 100_000,
    locations: [
      {
        address: '100 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        primary: true,
        buildingType: 'BuildingLeased',
        construction: 'Concrete/Brick/Masonry',
        stories: 1,
        yearBuilt: 1998,
        squareFootage: 1800,
        sprinklers: true,
        bppCoverageCents: 5_000_000,
      },
    ],
  },
  // A private school with $900,000 of revenue asking for a $3M limit and a $2,500 retention:
  // education's minimum retention is $25,000 and the limit is capped at $2M under $5M revenue.
  cyber: {
    ...common('cyber'),
    businessName: `Oak Hill Academy ${Math.random().toString(36).slice(2, 8)}`,
    masterIndexCode: 'MI-1180',
    naicsCode: '611110',
    underwritingAnswers: undefined,
    cyberLimitCents: 300_000_000,
    cyberRetentionCents: 250_000,
    cyberAnswers: { mfa: 'Yes', edr: 'Yes', backups: 'Yes', training: 'No' },
  },
};

/** Amounts of the build-up table as printed: "+ $1,234.56" or "- $98.00" at a line's end. */
function printedBuildUp(text: string): { lines: number[]; total: number } {
  const start = text.indexOf('HOW THE PREMIUM IS BUILT');
  const section = text.slice(start, text.indexOf('NOTES', start));
  const lines = [...section.matchAll(/([+-]) \$([\d,]+\.\d{2})$/gm)].map(
    ([, sign, amount]) =>
      (sign === '-' ? -1 : 1) * Math.round(Number(amount.replace(/,/g, '')) * 100),
  );
  const total = /Annual premium \$([\d,]+\.\d{2})$/m.exec(section);
  if (!total) throw new Error(`no total in ${section}`);
  return { lines, total: Math.round(Number(total[1].replace(/,/g, '')) * 100) };
}

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('priced terms and the premium build-up', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });

  afterAll(() => t?.close());

  const rate = (line: string, token: string, quoteId: string) =>
    t.http.post(`/api/${line}/quotes`).set(bearer(token)).send({ quoteId });

  async function rated(line: string): Promise<{ quote: QuoteBody; guestToken: string }> {
    if (line === 'wc') {
      // An included owner whose payroll the Texas rules set.
      const { quote, guestToken } = await submittedWcQuote(t, {
        owners: [
          {
            firstName: 'Pat',
            lastName: 'Owner',
            primaryWorkState: 'TX',
            title: 'Managing Member',
            ownershipPercent: 100,
            inclusion: 'Included',
            classCode: '0042',
          },
        ],
      });
      return { quote: quoteOf(await rate('wc', guestToken, quote.id).expect(200)), guestToken };
    }
    const { quote, guestToken } = await startAsVisitor(t, { coverageType: line });
    const saved = quoteOf(await save(t, guestToken, quote, SUBMISSIONS[line]).expect(200));
    const sent = quoteOf(
      await t.http
        .post('/api/quote/sendForm')
        .set(bearer(guestToken))
        .send({ id: saved.id, version: saved.version })
        .expect(200),
    );
    return { quote: quoteOf(await rate(line, guestToken, sent.id).expect(200)), guestToken };
  }

  /** The proposal of the quote's first priced carrier quote, as text. */
  async function proposalText(quote: QuoteBody, guestToken: string, carrierQuote: PricedQuote) {
    await t.http
      .post('/api/quote/setQuoteSelected')
      .set(bearer(guestToken))
      .send({ id: quote.id, version: quote.version, carrierQuoteId: carrierQuote.id })
      .expect(200);
    const doc = await t.http
      .post('/api/quote/setQuoteProposal')
      .set(bearer(admin))
      .send({ quoteId: quote.id })
      .expect(200);
    const file = await t.http
      .get(`/api/quote/${quote.id}/documents/${(doc.body as { id: string }).id}`)
      .set(bearer(guestToken))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return (await pdfPages(file.body as Buffer)).join('\n');
  }

  it('cyber stores the retention and limit it priced, and prints them, not those asked', async () => {
    const { quote, guestToken } = await rated('cyber');
    const [first] = priced(quote);
    expect(first).toBeDefined();
    expect(first.ratedTerms).toEqual({
      cyberLimitCents: 200_000_000,
      cyberRetentionCents: 2_500_000,
    });
    expect(first.reasons).toEqual(
      expect.arrayContaining(['RETENTION_RAISED', 'CYBER_LIMIT_CAPPED']),
    );
    const data = await t.http
      .get(`/api/cyber/quote_data?quoteId=${quote.id}`)
      .set(bearer(guestToken))
      .expect(200);
    expect(priced((data.body as { quote: QuoteBody }).quote)[0]).toMatchObject({
      worksheet: null,
      ratedTerms: first.ratedTerms,
    });
    const text = await proposalText(quote, guestToken, first);
    expect(text).toMatch(/Retention \$25,000$/m);
    expect(text).toMatch(/Aggregate limit \$2,000,000$/m);
    expect(text).not.toContain('$2,500 ');
    expect(text).not.toMatch(/Retention \$2,500$/m);
  });

  it('workers compensation stores the payroll per class with the owner payroll the rules added', async () => {
    const { quote } = await rated('wc');
    for (const q of priced(quote)) {
      const classes = q.ratedTerms!.classPayrolls as Array<Record<string, number | string>>;
      expect(classes).toEqual([
        expect.objectContaining({
          state: 'TX',
          classCode: '0042',
          employeePayrollCents: 25_000_000,
        }),
      ]);
      expect(classes[0].ownerPayrollCents).toBeGreaterThan(0);
      expect(classes[0].payrollCents).toBe(25_000_000 + (classes[0].ownerPayrollCents as number));
      const owner = q.buildUp!.find((l) => l.kind === 'ownerPayroll')!;
      expect(owner.label).toContain('Pat Owner');
      expect(owner.label).toContain('owner payroll rule for LLC owners in TX');
    }
  });

  it('guests get the build-up and no worksheet; staff get the worksheet too', async () => {
    const { quote, guestToken } = await rated('wc');
    for (const q of priced(quote)) {
      expect(q.worksheet).toBeNull();
      expect(q.buildUp!.reduce((s, l) => s + l.amountCents, 0)).toBe(q.annualPremiumCents);
    }
    const read = quoteOf(
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
    );
    expect(priced(read).every((q) => q.worksheet === null && q.buildUp !== null)).toBe(true);

    const staff = quoteOf(
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(admin)).expect(200),
    );
    for (const q of priced(staff)) {
      expect(q.worksheet).toEqual(expect.objectContaining({ steps: expect.any(Array) }));
      expect(q.buildUp!.reduce((s, l) => s + l.amountCents, 0)).toBe(q.annualPremiumCents);
    }
  });

  for (const line of ['wc', 'gl', 'bop', 'cyber']) {
    it(`the ${line} proposal's build-up lines add up to the premium it prints`, async () => {
      const { quote, guestToken } = await rated(line);
      const [first] = priced(quote);
      const text = await proposalText(quote, guestToken, first);
      const { lines, total } = printedBuildUp(text);
      expect(lines.length).toBe(first.buildUp!.length);
      expect(total).toBe(first.annualPremiumCents);
      expect(lines.reduce((s, c) => s + c, 0)).toBe(first.annualPremiumCents);
      // No carrier factor on a customer's document.
      expect(text).not.toMatch(/multiplier|LCM/i);
    });
  }
});
