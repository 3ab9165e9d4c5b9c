import {
  US_STATE_CODES,
  type CarrierName,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import type { RateTables } from '../tables/rate-tables';
import type { CarrierAdapter } from './carrier-adapter';
import { classAppetite, pricingCarriers } from './class-appetite';
import { CARRIER_ADAPTERS } from './index';
import { PRIVATE_WC_STATES } from './states';

/**
 * How well the panel covers the business type index: for every business type, every line it maps
 * to and every state where the line is sold privately, how many carriers price it (write or refer
 * it, with a rate in force), as `classAppetite` answers. The goals: every pair priced by at least
 * one carrier, and nine in ten by at least two, so a customer has a choice.
 */

export const COVERAGE_GOALS = { atLeastOne: 1, atLeastTwo: 0.9 } as const;

/** What the coverage reads of a business type (a master index entry has it). */
export interface CoverageBusinessType {
  description: string;
  naicsCode: string;
  /** NCCI class: every business type maps to workers compensation. */
  wcClassCode: string;
  /** ISO class: a business type with one maps to general liability and the BOP. */
  glClassCode: string | null;
}

export interface CoveragePair {
  businessType: string;
  naicsCode: string;
  line: CoverageType;
  state: UsStateCode;
  /** The class the line rates by; null for cyber, which rates by NAICS sector. */
  classCode: string | null;
  carriers: CarrierName[];
}

export interface CoverageCount {
  pairs: number;
  atLeastOne: number;
  atLeastTwo: number;
}

export interface AppetiteCoverage extends CoverageCount {
  byLine: Record<CoverageType, CoverageCount>;
  /** Pairs priced by fewer than two carriers. */
  gaps: CoveragePair[];
}

/** The lines a business type maps to, with the class each rates by. */
export function mappedLines(
  businessType: CoverageBusinessType,
): { line: CoverageType; classCode: string | null }[] {
  const gl = businessType.glClassCode;
  return [
    { line: 'wc', classCode: businessType.wcClassCode },
    ...(gl
      ? [
          { line: 'gl' as const, classCode: gl },
          { line: 'bop' as const, classCode: gl },
        ]
      : []),
    { line: 'cyber', classCode: null },
  ];
}

/** The states where a line is sold by private carriers. */
export function privateStates(line: CoverageType): readonly UsStateCode[] {
  return line === 'wc' ? PRIVATE_WC_STATES : US_STATE_CODES;
}

const emptyCount = (): CoverageCount => ({ pairs: 0, atLeastOne: 0, atLeastTwo: 0 });

/** Counts the carriers pricing every business type x line x private state on a date. */
export function appetiteCoverage(
  tables: RateTables,
  businessTypes: readonly CoverageBusinessType[],
  on: string,
  adapters: readonly CarrierAdapter[] = CARRIER_ADAPTERS,
): AppetiteCoverage {
  const total = emptyCount();
  const byLine: Record<CoverageType, CoverageCount> = {
    wc: emptyCount(),
    gl: emptyCount(),
    bop: emptyCount(),
    cyber: emptyCount(),
  };
  const gaps: CoveragePair[] = [];
  for (const businessType of businessTypes) {
    for (const { line, classCode } of mappedLines(businessType)) {
      for (const state of privateStates(line)) {
        const carriers = pricingCarriers(
          classAppetite(
            tables,
            { line, state, classCode, naicsCode: businessType.naicsCode, on },
            adapters,
          ),
        );
        for (const count of [total, byLine[line]]) {
          count.pairs += 1;
          if (carriers.length >= 1) count.atLeastOne += 1;
          if (carriers.length >= 2) count.atLeastTwo += 1;
        }
        if (carriers.length < 2) {
          gaps.push({
            businessType: businessType.description,
            naicsCode: businessType.naicsCode,
            line,
            state,
            classCode,
            carriers,
          });
        }
      }
    }
  }
  return { ...total, byLine, gaps };
}

/** Share of the pairs, 0 to 1 (1 when there are none). */
export function share(count: CoverageCount, key: 'atLeastOne' | 'atLeastTwo'): number {
  return count.pairs === 0 ? 1 : count[key] / count.pairs;
}

/** Whether the coverage meets both goals. */
export function meetsCoverageGoals(coverage: CoverageCount): boolean {
  return (
    share(coverage, 'atLeastOne') >= COVERAGE_GOALS.atLeastOne &&
    share(coverage, 'atLeastTwo') >= COVERAGE_GOALS.atLeastTwo
  );
}
