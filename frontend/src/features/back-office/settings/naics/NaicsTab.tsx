import { keepPreviousData } from '@tanstack/react-query';
import {
  useArchiveMasterIndexMapping,
  useGetMasterIndexMappings,
  useUnarchiveMasterIndexMapping,
} from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { ArchiveFilter, NaicsMappingDto } from '@coverline/contracts/generated/model';
import { useRecordCache } from '../components/record-cache';
import { Named, RowButton, StatusBadge } from '../components/RecordTable';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useSettingsT, useTabTitle } from '../texts';
import { NaicsForm, naicsQueries } from './NaicsForm';

/** The NAICS master index matrix: business types and the codes each carrier rates them by. */
export function NaicsTab() {
  const t = useSettingsT();
  useTabTitle('naics');
  const list = useSettingsList<{ status: '' | ArchiveFilter }, NaicsMappingDto>({ status: '' });
  const mappings = useGetMasterIndexMappings(
    { ...list.params, status: list.filters.status || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const cache = useRecordCache(naicsQueries);
  const archive = useArchiveMasterIndexMapping();
  const unarchive = useUnarchiveMasterIndexMapping();
  const busy = archive.isPending || unarchive.isPending;

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
    <SettingsListPage
      id="naics-title"
      title={t('tabs.naics')}
      lead={t('naics.lead')}
      list={list}
      create={{ label: t('naics.new'), title: t('naics.newTitle') }}
      editTitle={(mapping) => t('naics.editTitle', { name: mapping.masterIndexDescription })}
      renderEditor={(mapping) => (
        <NaicsForm record={mapping} onCancel={list.close} onSaved={list.close} />
      )}
      searchLabel={t('naics.search')}
      filters={[
        {
          key: 'status',
          label: t('list.status'),
          options: [
            { value: 'active', label: t('status.active') },
            { value: 'archived', label: t('status.archived') },
          ],
        },
      ]}
      query={mappings}
      result={mappings.data}
      columns={[
        {
          label: t('naics.columns.masterIndex'),
          cell: (mapping) => (
            <Named name={mapping.masterIndexDescription} sub={mapping.masterIndexCode} />
          ),
        },
        {
          label: t('naics.columns.naics'),
          cell: (mapping) => <Named name={mapping.naicsCode} sub={mapping.naicsDescription} />,
        },
        {
          label: t('naics.columns.classCodes'),
          cell: (mapping) => (
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
        },
        {
          label: t('naics.columns.payrollState'),
          cell: (mapping) => mapping.payrollState ?? t('naics.allStates'),
        },
        {
          label: t('list.status'),
          cell: (mapping) => (
            <StatusBadge
              on={!mapping.archived}
              label={t(mapping.archived ? 'status.archived' : 'status.active')}
            />
          ),
        },
      ]}
      editLabel={(mapping) => t('actions.editNamed', { name: mapping.masterIndexDescription })}
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
  );
}
