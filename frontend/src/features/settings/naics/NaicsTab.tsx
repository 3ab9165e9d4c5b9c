import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getGetMasterIndexMappingQueryKey,
  getGetMasterIndexMappingsQueryKey,
  useArchiveMasterIndexMapping,
  useGetMasterIndexMappings,
  useUnarchiveMasterIndexMapping,
} from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { ArchiveFilter, NaicsMappingDto } from '@coverline/contracts/generated/model';
import { EditorPanel } from '../components/EditorPanel';
import { SelectField } from '../components/fields';
import { PAGE_SIZE, useEditor, useKeepPageInRange, useListState } from '../components/list-state';
import { ListState, ResultCount } from '../components/ListState';
import { Pagination } from '../components/Pagination';
import { SearchForm } from '../components/SearchForm';
import { TabSection } from '../components/TabSection';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT, useTabTitle } from '../texts';
import { NaicsForm } from './NaicsForm';

type Editing = { mode: 'create' } | { mode: 'edit'; mapping: NaicsMappingDto };

/** The NAICS master index matrix: business types and the codes each carrier rates them by. */
export function NaicsTab() {
  const t = useSettingsT();
  useTabTitle('naics');
  const list = useListState<'' | ArchiveFilter>('');
  const editor = useEditor<Editing>();
  const mappings = useGetMasterIndexMappings(
    {
      page: list.page,
      pageSize: PAGE_SIZE,
      searchTerm: list.term || undefined,
      status: list.filter || undefined,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  useKeepPageInRange(list.page, mappings.data?.total, list.setPage);

  const editing = editor.editing;
  return (
    <TabSection
      id="naics-title"
      title={t('tabs.naics')}
      lead={t('naics.lead')}
      headingRef={editor.headingRef}
      actions={
        !editing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => editor.open({ mode: 'create' })}
          >
            {t('naics.new')}
          </button>
        )
      }
    >
      {editing ? (
        <EditorPanel
          title={
            editing.mode === 'edit'
              ? t('naics.editTitle', { name: editing.mapping.masterIndexDescription })
              : t('naics.newTitle')
          }
        >
          <NaicsForm
            mapping={editing.mode === 'edit' ? editing.mapping : undefined}
            onCancel={editor.close}
            onSaved={editor.close}
          />
        </EditorPanel>
      ) : (
        <>
          <SearchForm label={t('naics.search')} initial={list.term} onSearch={list.search}>
            <SelectField
              label={t('list.status')}
              value={list.filter}
              onChange={(event) => list.changeFilter(event.target.value as '' | ArchiveFilter)}
              options={[
                { value: '', label: t('list.all') },
                { value: 'active', label: t('status.active') },
                { value: 'archived', label: t('status.archived') },
              ]}
            />
          </SearchForm>
          {mappings.data && <ResultCount total={mappings.data.total} />}
          <ListState
            loading={mappings.isPending}
            error={mappings.error}
            empty={mappings.data?.items.length === 0}
            onRetry={() => void mappings.refetch()}
          >
            <NaicsTable
              mappings={mappings.data?.items ?? []}
              onEdit={(mapping) => editor.open({ mode: 'edit', mapping })}
            />
          </ListState>
          <Pagination
            page={list.page}
            pageSize={PAGE_SIZE}
            total={mappings.data?.total ?? 0}
            onPage={list.setPage}
          />
        </>
      )}
    </TabSection>
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
  const queryClient = useQueryClient();
  const archive = useArchiveMasterIndexMapping();
  const unarchive = useUnarchiveMasterIndexMapping();
  const busy = archive.isPending || unarchive.isPending;

  const toggle = (mapping: NaicsMappingDto) => {
    const mutation = mapping.archived ? unarchive : archive;
    mutation.mutate(
      { id: mapping.id },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(getGetMasterIndexMappingQueryKey(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: getGetMasterIndexMappingsQueryKey() });
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
