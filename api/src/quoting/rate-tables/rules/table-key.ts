import type { RateTableRecord, TableKey, TableKind } from '../../rating';

/**
 * Whether a new table fits how the tables of its kind are named: the lines they are for, and
 * whether they name a carrier and a state (wc.state tables are by state, carrier.rates by carrier,
 * and so on). Learnt from the versions the kind has, so new kinds of key in the shipped files
 * need no change here. Empty when it fits; an existing table always does.
 */
export function tableKeyProblems(
  kind: TableKind,
  key: Required<TableKey>,
  sameKind: readonly RateTableRecord[],
): string[] {
  if (sameKind.length === 0) return [`There are no ${kind} tables to add a version to`];
  const problems: string[] = [];
  const lines = [...new Set(sameKind.map((r) => r.line))];
  if (!lines.includes(key.line)) {
    problems.push(`${kind} tables are for the line ${lines.join(' or ')}, not ${key.line}`);
  }
  const byCarrier = sameKind.some((r) => r.carrier !== null);
  const unnamedCarrier = sameKind.some((r) => r.carrier === null);
  if (key.carrier === null && !unnamedCarrier) problems.push(`${kind} tables name a carrier`);
  if (key.carrier !== null && !byCarrier) problems.push(`${kind} tables name no carrier`);
  const byState = sameKind.some((r) => r.state !== null);
  const unnamedState = sameKind.some((r) => r.state === null);
  if (key.state === null && !unnamedState) problems.push(`${kind} tables name a state`);
  if (key.state !== null && !byState) problems.push(`${kind} tables name no state`);
  return problems;
}
