import {
  useArchiveMasterIndexMapping,
  useGetMasterIndexMappings,
  useUnarchiveMasterIndexMapping,
} from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type {
  GetMasterIndexMappingsParams,
  NaicsMappingDto,
} from '@coverline/contracts/generated/model';
import { FilterSelect, listColumns, useListPage } from '../../../../ui/list';
import { Named, RowButton, StatusBadge } from '../components/cells';
import { useRecordCache } from '../components/record-cache';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import type { NaicsSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { NaicsForm, naicsQueries } from './NaicsForm';

const column = listColumns<NaicsMappingDto>();

/** The NAICS master index matrix: business types and the codes each carrier rates them by. */
export function NaicsTab() {
  const t = useSettingsT();
  useTabTitle('naics');
  const editor = useSettingsEditor<NaicsMappingDto>();
  const list = useListPage<NaicsSearch, GetMasterIndexMappingsParams, NaicsMappingDto>({
    useQuery: useGetMasterIndexMappings,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm,
      status: search.status,
    }),
  });
  const cache = useRecordCache(naicsQueries);
  const archive = useArchiveMasterIndexMapping();
  const unarchive = useUnarchiveMasterIndexMapping();
  const busy = archive.isPending || unarchive.isPending;
  const title = t('tabs.naics');

  const toggle = (mapping: NaicsMappingDto) =>
    (mapping.archived ? unarchive : archive).mutate(
      { id: mapping.id },
      cache.saved((saved) =>
        t(saved.archived ? 'naics.archived' : 'naics.unarchived', {
          name: saved.masterIndexDescription,
        }),
      ),
    );

  return (
    <SettingsTab
      id="naics-title"
      title={title}
      lead={t('naics.lead')}
      editor={editor}
      create={{ label: t('naics.new'), title: t('naics.newTitle') }}
      editTitle={(mapping) => t('naics.editTitle', { name: mapping.masterIndexDescription })}
      renderEditor={(mapping) => (
        <NaicsForm record={mapping} onCancel={editor.close} onSaved={editor.close} />
      )}
    >
      <SettingsList
        list={list}
        caption={title}
        search={{
          label: t('naics.search'),
          value: list.search.searchTerm ?? '',
          onSearch: (term) => list.setFilters({ searchTerm: term || undefined }),
        }}
        filters={
          <FilterSelect
            label={t('list.status')}
            all={t('list.all')}
            value={list.search.status}
            options={[
              { value: 'active', label: t('status.active') },
              { value: 'archived', label: t('status.archived') },
            ]}
            onChange={(status) => list.setFilters({ status })}
          />
        }
        columns={[
          column.display({
            id: 'masterIndex',
            header: t('naics.columns.masterIndex'),
            cell: ({ row }) => (
              <Named
                name={row.original.masterIndexDescription}
                sub={row.original.masterIndexCode}
              />
            ),
          }),
          column.display({
            id: 'naics',
            header: t('naics.columns.naics'),
            cell: ({ row }) => (
              <Named name={row.original.naicsCode} sub={row.original.naicsDescription} />
            ),
          }),
          column.display({
            id: 'classCodes',
            header: t('naics.columns.classCodes'),
            cell: ({ row: { original: mapping } }) => (
              <Named
                name={t('naics.classCodes', {
                  wc: mapping.wcClassCode ?? t('list.none'),
                  gl: mapping.glClassCode ?? t('list.none'),
                })}
                sub={
                  mapping.customClassCodes.length > 0 &&
                  t('naics.customCount', { count: mapping.customClassCodes.length })
                }
              />
            ),
          }),
          column.display({
            id: 'payrollState',
            header: t('naics.columns.payrollState'),
            cell: ({ row }) => row.original.payrollState ?? t('naics.allStates'),
          }),
          column.display({
            id: 'status',
            header: t('list.status'),
            cell: ({ row }) => (
              <StatusBadge
                on={!row.original.archived}
                label={t(row.original.archived ? 'status.archived' : 'status.active')}
              />
            ),
          }),
        ]}
        editLabel={(mapping) => t('actions.editNamed', { name: mapping.masterIndexDescription })}
        onEdit={editor.edit}
        rowActions={(mapping) => (
          <RowButton
            label={t(mapping.archived ? 'naics.unarchive' : 'naics.archive')}
            ariaLabel={t(mapping.archived ? 'naics.unarchiveNamed' : 'naics.archiveNamed', {
              name: mapping.masterIndexDescription,
            })}
            busy={busy}
            onClick={() => toggle(mapping)}
          />
        )}
      />
    </SettingsTab>
  );
}
