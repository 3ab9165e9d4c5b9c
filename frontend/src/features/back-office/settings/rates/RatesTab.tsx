import type { UseQueryOptions } from '@tanstack/react-query';
import {
  CarrierName,
  RateTableKind,
  type GetRateTablesParams,
  type RateTablePageDto,
  type RateTableSummaryDto,
} from '@coverline/contracts/generated/model';
import { useGetRateTables } from '@coverline/contracts/generated/rate-tables/rate-tables';
import { formatDay } from '../../../../lib/dates';
import { FilterSelect, listColumns, useListPage } from '../../../../ui/list';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import { useOptionLabels } from '../options';
import type { RateTablesSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { useRateTableName } from './names';
import { RateImportForm } from './RateImportForm';
import { RateTableDetail } from './RateTableDetail';

/** A table in the list, with the id a list row needs (its key). */
export type RateTableRow = RateTableSummaryDto & { id: string };

const withIds = (page: RateTablePageDto) => ({
  ...page,
  items: page.items.map((table) => ({
    ...table,
    id: [table.kind, table.line, table.carrier ?? '*', table.state ?? '*'].join('/'),
  })),
});

function useTablesPage(
  params: GetRateTablesParams,
  options: { query: Pick<UseQueryOptions<RateTablePageDto>, 'placeholderData'> },
) {
  return useGetRateTables(params, { query: { ...options.query, select: withIds } });
}

const column = listColumns<RateTableRow>();

/**
 * The rate tables the rating prices from: each with the version in force today and how many it
 * has. Opening one shows its history and takes a new version; a rate file adds versions at once.
 */
export function RatesTab() {
  const t = useSettingsT();
  useTabTitle('rates');
  const name = useRateTableName();
  const { coverageOptions, stateOptions } = useOptionLabels();
  const editor = useSettingsEditor<RateTableRow, 'import'>();
  const list = useListPage<RateTablesSearch, GetRateTablesParams, RateTableRow>({
    useQuery: useTablesPage,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      kind: search.kind,
      line: search.line,
      carrier: search.carrier,
      state: search.state,
      page,
      pageSize,
    }),
  });
  const title = t('tabs.rates');

  return (
    <SettingsTab
      id="rates-title"
      title={title}
      lead={t('rates.lead')}
      editor={editor}
      editTitle={(table) => name(table)}
      editorKey={(table) => table.id}
      renderEditor={(table) => table && <RateTableDetail table={table} onClose={editor.close} />}
      panels={{
        import: {
          title: t('rates.importTitle'),
          content: <RateImportForm onCancel={editor.close} onDone={editor.close} />,
        },
      }}
    >
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => editor.openPanel('import')}
        >
          {t('rates.import')}
        </button>
      </div>
      <SettingsList
        list={list}
        caption={title}
        filtersLabel={t('rates.filters')}
        filters={
          <>
            <FilterSelect
              label={t('rates.fields.kind')}
              all={t('list.all')}
              value={list.search.kind}
              options={Object.values(RateTableKind).map((kind) => ({
                value: kind,
                label: t(`rates.kinds.${kind}`),
              }))}
              onChange={(kind) => list.setFilters({ kind })}
            />
            <FilterSelect
              label={t('rates.fields.line')}
              all={t('list.all')}
              value={list.search.line}
              options={coverageOptions}
              onChange={(line) => list.setFilters({ line })}
            />
            <FilterSelect
              label={t('rates.fields.carrier')}
              all={t('list.all')}
              value={list.search.carrier}
              options={Object.values(CarrierName).map((carrier) => ({
                value: carrier,
                label: carrier,
              }))}
              onChange={(carrier) => list.setFilters({ carrier })}
            />
            <FilterSelect
              label={t('rates.fields.state')}
              all={t('list.all')}
              value={list.search.state}
              options={stateOptions}
              onChange={(state) => list.setFilters({ state })}
            />
          </>
        }
        columns={[
          column.display({
            id: 'table',
            header: t('rates.columns.table'),
            cell: ({ row }) => name(row.original),
          }),
          column.display({
            id: 'inForce',
            header: t('rates.columns.inForce'),
            cell: ({ row }) =>
              row.original.inForceVersion && row.original.inForceFrom
                ? t('rates.inForceSince', {
                    version: row.original.inForceVersion,
                    date: formatDay(row.original.inForceFrom),
                  })
                : t('rates.noneInForce', { date: formatDay(row.original.latestFrom) }),
          }),
          column.display({
            id: 'versions',
            header: t('rates.columns.versions'),
            cell: ({ row }) => row.original.versions,
          }),
        ]}
        editLabel={(table) => t('rates.editNamed', { name: name(table) })}
        onEdit={editor.edit}
      />
    </SettingsTab>
  );
}
