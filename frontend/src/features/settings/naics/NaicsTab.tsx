import { keepPreviousData } from '@tanstack/react-query';
import {
  getGetMasterIndexMappingQueryKey,
  getGetMasterIndexMappingsQueryKey,
  useArchiveMasterIndexMapping,
  useGetMasterIndexMappings,
  useUnarchiveMasterIndexMapping,
} from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { ArchiveFilter, NaicsMappingDto } from '@coverline/contracts/generated/model';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useStoreSaved } from '../components/store-saved';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT, useTabTitle } from '../texts';
import { NaicsForm } from './NaicsForm';

/** The NAICS master index matrix: business types and the codes each carrier rates them by. */
export function NaicsTab() {
  const t = useSettingsT();
  useTabTitle('naics');
  const list = useSettingsList<'' | ArchiveFilter, NaicsMappingDto>('');
  const mappings = useGetMasterIndexMappings(
    { ...list.params, status: list.filter || undefined },
    { query: { placeholderData: keepPreviousData } },
  );

  return (
    <SettingsListPage
      id="naics-title"
      title={t('tabs.naics')}
      lead={t('naics.lead')}
      newLabel={t('naics.new')}
      newTitle={t('naics.newTitle')}
      editTitle={(mapping) => t('naics.editTitle', { name: mapping.masterIndexDescription })}
      renderEditor={(mapping) => (
        <NaicsForm mapping={mapping} onCancel={list.close} onSaved={list.close} />
      )}
      list={list}
      searchLabel={t('naics.search')}
      filterLabel={t('list.status')}
      filterOptions={[
        { value: 'active', label: t('status.active') },
        { value: 'archived', label: t('status.archived') },
      ]}
      total={mappings.data?.total}
      empty={mappings.data?.items.length === 0}
      query={mappings}
    >
      <NaicsTable mappings={mappings.data?.items ?? []} onEdit={list.edit} />
    </SettingsListPage>
  );
}

function NaicsTable({
  mappings,
  onEdit,
}: {
  mappings: NaicsMappingDto[];
  onEdit: (mapping: NaicsMappingDto) => void;
}) {
  const t = useSettingsT();
  const store = useStoreSaved(
    (saved: NaicsMappingDto) => getGetMasterIndexMappingQueryKey(saved.id),
    getGetMasterIndexMappingsQueryKey(),
  );
  const archive = useArchiveMasterIndexMapping();
  const unarchive = useUnarchiveMasterIndexMapping();
  const busy = archive.isPending || unarchive.isPending;

  const toggle = (mapping: NaicsMappingDto) => {
    const mutation = mapping.archived ? unarchive : archive;
    mutation.mutate(
      { id: mapping.id },
      {
        onSuccess: (saved) => {
          store(saved);
          toastSaved(
            t(saved.archived ? 'naics.archived' : 'naics.unarchived', {
              name: saved.masterIndexDescription,
            }),
          );
        },
        onError: (error) => void toastFailure(error),
      },
    );
  };

  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('tabs.naics')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('naics.columns.masterIndex')}</th>
            <th scope="col">{t('naics.columns.naics')}</th>
            <th scope="col">{t('naics.columns.classCodes')}</th>
            <th scope="col">{t('naics.columns.payrollState')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {mappings.map((mapping) => (
            <tr key={mapping.id}>
              <th scope="row" data-label={t('naics.columns.masterIndex')}>
                {mapping.masterIndexDescription}
                <span className="data-table__sub">{mapping.masterIndexCode}</span>
              </th>
              <td data-label={t('naics.columns.naics')}>
                {mapping.naicsCode}
                <span className="data-table__sub">{mapping.naicsDescription}</span>
              </td>
              <td data-label={t('naics.columns.classCodes')}>
                {t('naics.classCodes', {
                  wc: mapping.wcClassCode ?? t('list.none'),
                  gl: mapping.glClassCode ?? t('list.none'),
                })}
                {mapping.customClassCodes.length > 0 && (
                  <span className="data-table__sub">
                    {t('naics.customCount', { count: mapping.customClassCodes.length })}
                  </span>
                )}
              </td>
              <td data-label={t('naics.columns.payrollState')}>
                {mapping.payrollState ?? t('naics.allStates')}
              </td>
              <td data-label={t('list.status')}>
                <span className={mapping.archived ? 'badge' : 'badge badge--on'}>
                  {t(mapping.archived ? 'status.archived' : 'status.active')}
                </span>
              </td>
              <td data-label={t('list.actions')}>
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('actions.editNamed', { name: mapping.masterIndexDescription })}
                    onClick={() => onEdit(mapping)}
                  >
                    {t('actions.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy}
                    aria-label={t(
                      mapping.archived ? 'naics.unarchiveNamed' : 'naics.archiveNamed',
                      {
                        name: mapping.masterIndexDescription,
                      },
                    )}
                    onClick={() => toggle(mapping)}
                  >
                    {t(mapping.archived ? 'naics.unarchive' : 'naics.archive')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
