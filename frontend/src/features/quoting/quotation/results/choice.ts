/**
 * What helps a person choose among the carriers' answers: the order of the cards (what can be
 * bought online first, cheapest first), which one is the lowest price, and the terms of each
 * priced quote side by side.
 */
import {
  Bindability,
  BillingPlan,
  CarrierSyncStatus,
  EMPLOYERS_LIABILITY_LIMITS,
  PaymentChoice,
  paymentSchedule,
} from '@coverline/contracts';
import type { CarrierDto, CarrierQuoteDto, QuoteDto } from '@coverline/contracts/generated/model';
import { billingOptions } from '../../../purchase/checkout/billing-options';
import { isRating } from '../state/wizard-state';
import { pricedTermChanges, type PricedTermChange } from './priced-terms';

/** A carrier answer the person may choose: priced, neither declined nor failed, up to date. */
export function isSelectable(q: CarrierQuoteDto): boolean {
  return (
    q.ratingState === 'done' &&
    q.annualPremiumCents !== null &&
    q.bindability !== Bindability.Declined &&
    q.bindability !== Bindability.Error &&
    q.syncStatus !== CarrierSyncStatus.OutOfSync
  );
}

/**
 * The card's group: 0 bought online, 1 priced but bought with help or after a review, 2 priced
 * before the latest answers, 3 answered without a price (declined, failed), 4 still rating.
 */
function group(q: CarrierQuoteDto): number {
  if (isRating(q)) return 4;
  if (isSelectable(q)) return q.bindability === Bindability.BindableThruApi ? 0 : 1;
  return q.annualPremiumCents !== null && q.bindability !== Bindability.Declined ? 2 : 3;
}

/**
 * The cards in the order that helps a choice: quotes that can be bought online first, then the
 * other priced ones (bought with help, referred, waiting for the carrier), then the rest; within
 * each, the lowest total premium first, ties by carrier name.
 */
export function rankCarrierQuotes(quotes: readonly CarrierQuoteDto[]): CarrierQuoteDto[] {
  return [...quotes].sort(
    (a, b) =>
      group(a) - group(b) ||
      (a.annualPremiumCents ?? Number.MAX_SAFE_INTEGER) -
        (b.annualPremiumCents ?? Number.MAX_SAFE_INTEGER) ||
      a.carrier.localeCompare(b.carrier),
  );
}

/**
 * The quote with the lowest total premium among those the person may choose, once at least two
 * can be compared; null otherwise. Ties go to the one shown first.
 */
export function lowestPriceId(quotes: readonly CarrierQuoteDto[]): string | null {
  const priced = rankCarrierQuotes(quotes.filter(isSelectable));
  if (priced.length < 2) return null;
  const lowest = Math.min(...priced.map((q) => q.annualPremiumCents!));
  return priced.find((q) => q.annualPremiumCents === lowest)!.id;
}

/** A term shown in the compare table: a text key of the quotation's texts and its values. */
export interface TermText {
  key: string;
  values?: Record<string, string | number>;
}

/** One carrier's column of the compare table. */
export interface CompareColumn {
  id: string;
  carrier: string;
  premiumCents: number;
  lowest: boolean;
  bindability: Bindability | null;
  effectiveDate: string | null;
  limits: TermText;
  deductible: TermText;
  paymentPlans: TermText[];
  changes: PricedTermChange[];
}

type AskedTerms = Pick<
  QuoteDto,
  | 'coverageType'
  | 'cyberRetentionCents'
  | 'cyberLimitCents'
  | 'propertyDeductibleCents'
  | 'glLimit'
  | 'employersLiabilityLevel'
>;

const none: TermText = { key: 'results.compare.none' };

/** The limits a quote is priced with (the rated terms, else those asked), by line. */
function limitsOf(quote: AskedTerms, q: CarrierQuoteDto, money: (c: number) => string): TermText {
  const rated = q.ratedTerms ?? {};
  switch (quote.coverageType) {
    case 'wc': {
      const level = rated.employersLiabilityLevel ?? quote.employersLiabilityLevel;
      return level === 1 || level === 2 || level === 3
        ? {
            key: 'results.compare.employersLiability',
            values: { limits: EMPLOYERS_LIABILITY_LIMITS[level] },
          }
        : none;
    }
    case 'gl':
    case 'bop': {
      const limit = rated.glLimit ?? quote.glLimit;
      return limit ? { key: `glLimits.limit.${limit}` } : none;
    }
    case 'cyber': {
      const limit = rated.cyberLimitCents ?? quote.cyberLimitCents;
      return limit != null
        ? { key: 'results.compare.cyberLimit', values: { amount: money(limit) } }
        : none;
    }
  }
}

/** The deductible (business owner's property) or retention (cyber); the other lines have none. */
function deductibleOf(
  quote: AskedTerms,
  q: CarrierQuoteDto,
  money: (c: number) => string,
): TermText {
  const rated = q.ratedTerms ?? {};
  if (quote.coverageType === 'bop') {
    const cents = rated.propertyDeductibleCents ?? quote.propertyDeductibleCents;
    if (cents != null) {
      return { key: 'results.compare.deductibleAmount', values: { amount: money(cents) } };
    }
  }
  if (quote.coverageType === 'cyber') {
    const cents = rated.cyberRetentionCents ?? quote.cyberRetentionCents;
    if (cents != null) {
      return { key: 'results.compare.retentionAmount', values: { amount: money(cents) } };
    }
  }
  return none;
}

/**
 * The ways to pay the premium the carrier takes, as the cart offers them (direct bill in full
 * or in instalments, pay as you go with payroll), with what each costs now and later.
 */
export function paymentPlans(
  premiumCents: number,
  paymentTypes: readonly string[] | undefined,
  money: (c: number) => string,
): TermText[] {
  if (!paymentTypes) return [{ key: 'results.compare.plansUnknown' }];
  const { plans, choices } = billingOptions(paymentTypes);
  const texts: TermText[] = [];
  if (plans.includes(BillingPlan.DirectBill)) {
    texts.push({ key: 'results.compare.planFull', values: { amount: money(premiumCents) } });
    if (choices.includes(PaymentChoice.Payments)) {
      const schedule = paymentSchedule(premiumCents, PaymentChoice.Payments);
      texts.push({
        key: 'results.compare.planInstalments',
        values: {
          down: money(schedule.firstPaymentCents),
          count: schedule.instalmentCents.length,
          amount: money(schedule.instalmentCents[0] ?? 0),
        },
      });
    }
  }
  if (plans.includes(BillingPlan.PayAsYouGo)) {
    const schedule = paymentSchedule(
      premiumCents,
      PaymentChoice.FullPayment,
      BillingPlan.PayAsYouGo,
    );
    texts.push({
      key: 'results.compare.planPayAsYouGo',
      values: { deposit: money(schedule.firstPaymentCents) },
    });
  }
  return texts.length ? texts : [{ key: 'results.compare.plansUnknown' }];
}

/**
 * The compare table's columns: every priced quote the person may choose, in the cards' order,
 * with its premium, limits, deductible or retention, ways to pay and what differs from the
 * terms asked.
 */
export function compareColumns(
  quote: AskedTerms & Pick<QuoteDto, 'carrierQuotes'>,
  carriers: readonly Pick<CarrierDto, 'name' | 'paymentTypes'>[],
  money: (cents: number) => string,
): CompareColumn[] {
  const lowest = lowestPriceId(quote.carrierQuotes);
  const byName = new Map(carriers.map((c) => [c.name, c]));
  return rankCarrierQuotes(quote.carrierQuotes.filter(isSelectable)).map((q) => ({
    id: q.id,
    carrier: q.carrier,
    premiumCents: q.annualPremiumCents!,
    lowest: q.id === lowest,
    bindability: q.bindability,
    effectiveDate: q.effectiveDate,
    limits: limitsOf(quote, q, money),
    deductible: deductibleOf(quote, q, money),
    paymentPlans: paymentPlans(q.annualPremiumCents!, byName.get(q.carrier)?.paymentTypes, money),
    changes: pricedTermChanges(quote, q, money),
  }));
}
