import { describe, expect, it } from 'vitest';
import { PaymentType } from '@coverline/contracts';
import { formatCents } from '../../../../lib/currency';
import { carrierQuote, quote } from '../../../../test/quotation';
import { compareColumns, lowestPriceId, paymentPlans, rankCarrierQuotes } from './choice';

const answers = [
  carrierQuote({
    id: 'referred',
    carrier: 'Markel',
    annualPremiumCents: 90_000,
    bindability: 'REFERRED',
  }),
  carrierQuote({
    id: 'declined',
    carrier: 'AmTrust',
    annualPremiumCents: null,
    bindability: 'DECLINED',
  }),
  carrierQuote({ id: 'dear', carrier: 'Employers', annualPremiumCents: 150_000 }),
  carrierQuote({
    id: 'rating',
    carrier: 'Coterie',
    ratingState: 'rating',
    annualPremiumCents: null,
    bindability: null,
  }),
  carrierQuote({ id: 'cheap', carrier: 'Hartford', annualPremiumCents: 120_000 }),
  carrierQuote({
    id: 'help',
    carrier: 'Cowbell',
    annualPremiumCents: 100_000,
    bindability: 'BINDABLE_NOT_THRU_API',
  }),
];

describe('rankCarrierQuotes', () => {
  it('puts quotes bought online first, then the other priced ones, each cheapest first', () => {
    expect(rankCarrierQuotes(answers).map((q) => q.id)).toEqual([
      'cheap',
      'dear',
      'referred',
      'help',
      'declined',
      'rating',
    ]);
  });

  it('leaves the list it is given as it was', () => {
    const before = answers.map((q) => q.id);
    rankCarrierQuotes(answers);
    expect(answers.map((q) => q.id)).toEqual(before);
  });
});

describe('lowestPriceId', () => {
  it('is the lowest premium among the quotes that may be chosen, whatever their kind', () => {
    expect(lowestPriceId(answers)).toBe('referred');
    expect(lowestPriceId(answers.filter((q) => q.id !== 'referred'))).toBe('help');
  });

  it('marks nothing with fewer than two priced quotes to compare', () => {
    expect(lowestPriceId([answers[2]!, answers[1]!])).toBeNull();
    expect(lowestPriceId([])).toBeNull();
  });

  it('ignores quotes priced before the latest answers', () => {
    const stale = carrierQuote({ id: 'stale', annualPremiumCents: 1, syncStatus: 'Out of sync' });
    expect(lowestPriceId([stale, ...answers])).toBe('referred');
  });
});

describe('paymentPlans', () => {
  it('offers what the carrier takes, with what each costs now and later', () => {
    expect(
      paymentPlans(
        120_000,
        [PaymentType.DirectBill, PaymentType.Payments, PaymentType.PayAsYouGo],
        formatCents,
      ).map((p) => [p.key, p.values]),
    ).toEqual([
      ['results.compare.planFull', { amount: '$1,200' }],
      ['results.compare.planInstalments', { down: '$300', count: 9, amount: '$100' }],
      ['results.compare.planPayAsYouGo', { deposit: '$120' }],
    ]);
    expect(paymentPlans(120_000, [PaymentType.DirectBill], formatCents)).toHaveLength(1);
    expect(paymentPlans(120_000, undefined, formatCents)).toEqual([
      { key: 'results.compare.plansUnknown' },
    ]);
  });
});

describe('compareColumns', () => {
  it('sets the priced quotes side by side with their terms and what differs from the request', () => {
    const cyber = quote({
      coverageType: 'cyber',
      cyberLimitCents: 100_000_000,
      cyberRetentionCents: 250_000,
      carrierQuotes: [
        carrierQuote({
          id: 'cowbell',
          carrier: 'Cowbell',
          annualPremiumCents: 200_000,
          ratedTerms: { cyberLimitCents: 100_000_000, cyberRetentionCents: 2_500_000 },
        }),
        carrierQuote({
          id: 'coterie',
          carrier: 'Coterie',
          annualPremiumCents: 150_000,
          ratedTerms: { cyberLimitCents: 100_000_000, cyberRetentionCents: 250_000 },
        }),
        carrierQuote({
          id: 'no',
          carrier: 'AmTrust',
          annualPremiumCents: null,
          bindability: 'DECLINED',
        }),
      ],
    });
    const columns = compareColumns(
      cyber,
      [
        { name: 'Cowbell', paymentTypes: [PaymentType.DirectBill] },
        { name: 'Coterie', paymentTypes: [PaymentType.DirectBill, PaymentType.Payments] },
      ],
      formatCents,
    );
    expect(columns.map((c) => [c.carrier, c.premiumCents, c.lowest])).toEqual([
      ['Coterie', 150_000, true],
      ['Cowbell', 200_000, false],
    ]);
    expect(columns[0]!.limits).toEqual({
      key: 'results.compare.cyberLimit',
      values: { amount: '$1,000,000' },
    });
    expect(columns[1]!.deductible).toEqual({
      key: 'results.compare.retentionAmount',
      values: { amount: '$25,000' },
    });
    expect(columns[0]!.changes).toEqual([]);
    expect(columns[1]!.changes).toEqual([
      { key: 'retention', values: { priced: '$25,000', asked: '$2,500' } },
    ]);
    expect(columns[0]!.paymentPlans.map((p) => p.key)).toEqual([
      'results.compare.planFull',
      'results.compare.planInstalments',
    ]);
  });

  it('names the employers liability limits of a workers compensation quote, and no deductible', () => {
    const wc = quote({
      employersLiabilityLevel: 1,
      carrierQuotes: [carrierQuote({ ratedTerms: { employersLiabilityLevel: 2 } })],
    });
    const [column] = compareColumns(wc, [], formatCents);
    expect(column!.limits.key).toBe('results.compare.employersLiability');
    expect(column!.limits.values!.limits).toMatch(/^\$/);
    expect(column!.deductible).toEqual({ key: 'results.compare.none' });
    expect(column!.changes.map((c) => c.key)).toEqual(['employersLiability']);
  });
});
