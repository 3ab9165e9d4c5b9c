import type { Submission } from '../submission';
import type { RateTables } from '../tables/rate-tables';
import { amtrust } from './amtrust';
import type { CarrierAdapter, CarrierQuote } from './carrier-adapter';
import { coterie } from './coterie';
import { cowbell } from './cowbell';
import { employers } from './employers';
import { hartford } from './hartford';
import { markel } from './markel';

/** The six carriers of the panel, in the order their answers are listed. */
export const CARRIER_ADAPTERS: readonly CarrierAdapter[] = [
  hartford,
  employers,
  markel,
  coterie,
  cowbell,
  amtrust,
];

/** The carriers that write a submission's line. */
export function adaptersFor(
  submission: Submission,
  adapters: readonly CarrierAdapter[] = CARRIER_ADAPTERS,
): CarrierAdapter[] {
  return adapters.filter((a) => a.lines.includes(submission.coverageType));
}

/** Every carrier writing the line answers the submission; their answers come back together. */
export function rateWithAllCarriers(
  submission: Submission,
  tables: RateTables,
  asOf: string,
  adapters: readonly CarrierAdapter[] = CARRIER_ADAPTERS,
): Promise<CarrierQuote[]> {
  return Promise.all(
    adaptersFor(submission, adapters).map((a) => a.quote(submission, tables, asOf)),
  );
}

export { amtrust, coterie, cowbell, employers, hartford, markel };
