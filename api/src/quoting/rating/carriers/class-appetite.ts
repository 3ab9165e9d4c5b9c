import {
  BindabilityReason,
  isMonopolisticWcState,
  type CarrierName,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import type { RateTables } from '../tables/rate-tables';
import type { LineAppetite } from './appetite';
import type { CarrierAdapter } from './carrier-adapter';
import { CARRIER_ADAPTERS } from './index';

/**
 * Who writes a kind of business in a state, before any submission: each carrier's published
 * appetite for the line (states, classes declined or referred, size limits) beside the rate
 * tables in force (a carrier without a rate for the class cannot price it). The appetite guide,
 * the results page's "none of our carriers writes this here" and the coverage report all ask
 * this one question.
 */
export interface ClassAppetiteQuery {
  line: CoverageType;
  state: UsStateCode;
  /** NCCI class for workers compensation, ISO class for general liability and BOP; unused for cyber. */
  classCode?: string | null;
  /** The business's NAICS code (carriers decline or refer by NAICS prefix; cyber rates by sector). */
  naicsCode?: string | null;
  /** YYYY-MM-DD: the tables in force on this date. */
  on: string;
}

/**
 * - `writes`: in appetite and priced; the size limits still apply to a submission.
 * - `refers`: priced, but an underwriter reviews it first.
 * - `declines`: outside the carrier's appetite (`reasons` say why).
 * - `noRate`: in appetite but no rate in force for the class or state.
 * - `stateFund`: workers compensation in a monopolistic state: only the state fund writes it.
 */
export type ClassAppetiteAnswer = 'writes' | 'refers' | 'declines' | 'noRate' | 'stateFund';

/** A carrier's size limits and claims rules for the line: what can still decline a submission. */
export type AppetiteLimits = Omit<
  LineAppetite,
  'states' | 'declinedClassCodes' | 'referredClassCodes' | 'declinedNaics' | 'referredNaics'
>;

export interface CarrierClassAppetite {
  carrier: CarrierName;
  answer: ClassAppetiteAnswer;
  reasons: BindabilityReason[];
  /** Empty unless the carrier writes or refers the class. */
  limits: AppetiteLimits;
}

const startsWithAny = (code: string | null | undefined, prefixes?: readonly string[]) =>
  !!code && (prefixes ?? []).some((p) => code.startsWith(p));

const LIMIT_KEYS = [
  'maxRevenueCents',
  'maxContractorRevenueCents',
  'maxEmployees',
  'maxPayrollCents',
  'maxBuildingCents',
  'maxBppCents',
  'maxClaims',
  'referClaimsFrom',
  'referOpenClaims',
  'referLossOverCents',
  'maxExperienceMod',
  'minYearsInBusiness',
  'maxLocationsThruApi',
  'maxStatesThruApi',
  'onlyBasicLimitThruApi',
  'deductiblesOffered',
  'mfaRequired',
] as const satisfies readonly (keyof AppetiteLimits)[];

/** Each published appetite's limits, gathered once: the appetites are the carriers' fixed rules. */
const limitsByAppetite = new WeakMap<LineAppetite, Readonly<AppetiteLimits>>();

function limitsOf(appetite: LineAppetite): Readonly<AppetiteLimits> {
  let found = limitsByAppetite.get(appetite);
  if (!found) {
    const limits: Partial<AppetiteLimits> = {};
    for (const key of LIMIT_KEYS) {
      if (appetite[key] !== undefined) Object.assign(limits, { [key]: appetite[key] });
    }
    found = Object.freeze({ ...limits, maxClaims: appetite.maxClaims });
    limitsByAppetite.set(appetite, found);
  }
  return found;
}

/** Whether the tables in force price the class in the state for the carrier. */
export function hasRate(
  tables: RateTables,
  carrier: CarrierName,
  query: ClassAppetiteQuery,
): boolean {
  const { line, state, on } = query;
  if (!tables.inForce('carrier.rates', { line, carrier }, on)) return false;
  const code = query.classCode ?? '';
  switch (line) {
    case 'wc': {
      const table = tables.inForce('wc.state', { line: 'wc', state }, on);
      return !!table && table.data.lossCosts[code] !== undefined;
    }
    case 'gl':
    case 'bop': {
      const classes = tables.inForce('gl.classes', { line: 'gl' }, on);
      if (!classes || classes.data.classes[code] === undefined) return false;
      return line === 'gl' || !!tables.inForce('bop.property', { line: 'bop' }, on);
    }
    case 'cyber':
      return !!tables.inForce('cyber.rates', { line: 'cyber', carrier }, on);
  }
}

/** One carrier's answer for a line, state and class. */
export function carrierClassAppetite(
  adapter: CarrierAdapter,
  tables: RateTables,
  query: ClassAppetiteQuery,
): CarrierClassAppetite {
  const R = BindabilityReason;
  const answer = (
    kind: ClassAppetiteAnswer,
    reasons: BindabilityReason[],
    limits: AppetiteLimits = { maxClaims: 0 },
  ): CarrierClassAppetite => ({ carrier: adapter.carrier, answer: kind, reasons, limits });

  const appetite = adapter.lineAppetite(query.line);
  if (!appetite) return answer('declines', [R.LINE_NOT_WRITTEN]);
  if (query.line === 'wc' && isMonopolisticWcState(query.state)) {
    return answer('stateFund', [R.MONOPOLISTIC_STATE]);
  }
  if (!appetite.states.includes(query.state)) return answer('declines', [R.STATE_NOT_WRITTEN]);
  const code = query.line === 'cyber' ? null : (query.classCode ?? null);
  if (
    (code !== null && appetite.declinedClassCodes?.includes(code)) ||
    startsWithAny(query.naicsCode, appetite.declinedNaics)
  ) {
    return answer('declines', [R.CLASS_OUT_OF_APPETITE]);
  }
  if (!hasRate(tables, adapter.carrier, query)) return answer('noRate', [R.RATES_NOT_AVAILABLE]);
  const limits = limitsOf(appetite);
  if (
    (code !== null && appetite.referredClassCodes?.includes(code)) ||
    startsWithAny(query.naicsCode, appetite.referredNaics)
  ) {
    return answer('refers', [R.CLASS_NEEDS_REVIEW], limits);
  }
  return answer('writes', [], limits);
}

/** Every carrier of the panel writing the line, in the panel's order. */
export function classAppetite(
  tables: RateTables,
  query: ClassAppetiteQuery,
  adapters: readonly CarrierAdapter[] = CARRIER_ADAPTERS,
): CarrierClassAppetite[] {
  return adapters
    .filter((a) => a.lines.includes(query.line))
    .map((a) => carrierClassAppetite(a, tables, query));
}

/** The carriers that price the class (writing or referring it). */
export function pricingCarriers(answers: readonly CarrierClassAppetite[]): CarrierName[] {
  return answers
    .filter((a) => a.answer === 'writes' || a.answer === 'refers')
    .map((a) => a.carrier);
}
