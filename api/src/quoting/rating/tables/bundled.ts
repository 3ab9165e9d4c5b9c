import bop from './bop.json';
import carriers from './carriers.json';
import cyber from './cyber.json';
import gl from './gl.json';
import wcCountrywide from './wc-countrywide.json';
import wcOwnerPayrollRules from './wc-owner-payroll-rules.json';
import wcStates from './wc-states.json';
import { createRateTables, parseRateTableRecords, type RateTables } from './rate-tables';
import type { RateTableRecord } from './types';

/** Every record of the rate table files shipped with the platform, the database's seed. */
export function bundledRateTableRecords(): RateTableRecord[] {
  return parseRateTableRecords(
    [wcStates, wcCountrywide, wcOwnerPayrollRules, gl, bop, cyber, carriers].flatMap(
      (file) => file.records as unknown[],
    ),
  );
}

let bundled: RateTables | undefined;

/** The shipped tables, read once. */
export function loadBundledTables(): RateTables {
  bundled ??= createRateTables(bundledRateTableRecords());
  return bundled;
}
