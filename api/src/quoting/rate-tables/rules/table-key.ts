import type { CoverageType } from '@coverline/contracts';
import type { TableKey, TableKind } from '../../rating';

/** How the tables of a kind are named: for which line, and whether by carrier and by state. */
export interface TableKeyShape {
  line: CoverageType;
  namesCarrier: boolean;
  namesState: boolean;
}

/**
 * Whether a new table fits how the tables of its kind are named: the lines they are for, and
 * whether they name a carrier and a state (wc.state tables are by state, carrier.rates by carrier,
 * and so on). Learnt from the tables the kind has, so new kinds of key in the shipped files need
 * no change here. Empty when it fits; an existing table always does.
 */
export function tableKeyProblems(
  kind: TableKind,
  key: Required<TableKey>,
  shapes: readonly TableKeyShape[],
): string[] {
  if (shapes.length === 0) return [`There are no ${kind} tables to add a version to`];
  const problems: string[] = [];
  const lines = [...new Set(shapes.map((s) => s.line))];
  if (!lines.includes(key.line)) {
    problems.push(`${kind} tables are for the line ${lines.join(' or ')}, not ${key.line}`);
  }
  const fits = (names: boolean, named: (s: TableKeyShape) => boolean) =>
    shapes.some((s) => named(s) === names);
  if (!fits(key.carrier !== null, (s) => s.namesCarrier)) {
    problems.push(`${kind} tables ${key.carrier === null ? 'name a carrier' : 'name no carrier'}`);
  }
  if (!fits(key.state !== null, (s) => s.namesState)) {
    problems.push(`${kind} tables ${key.state === null ? 'name a state' : 'name no state'}`);
  }
  return problems;
}
