import type { RateTableSummaryDto } from '@coverline/contracts/generated/model';
import { useSettingsT } from '../texts';

/** What names a table in the list and its history: kind, line, then carrier and state if any. */
export type RateTableName = Pick<RateTableSummaryDto, 'kind' | 'line' | 'carrier' | 'state'>;

export function useRateTableName(): (table: RateTableName) => string {
  const t = useSettingsT();
  return (table) =>
    [t(`rates.kinds.${table.kind}`), table.line.toUpperCase(), table.carrier, table.state]
      .filter(Boolean)
      .join(' · ');
}

/** The table's key as the history endpoint takes it (no carrier or state when it has none). */
export const tableParams = (table: RateTableName) => ({
  kind: table.kind,
  line: table.line,
  ...(table.carrier ? { carrier: table.carrier } : {}),
  ...(table.state ? { state: table.state } : {}),
});
