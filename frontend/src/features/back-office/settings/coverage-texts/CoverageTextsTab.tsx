import { useMemo } from 'react';
import { ContentStatus, type CoverageTextKind } from '@coverline/contracts';
import {
  useDeleteCoverageText,
  useGetCoverageTexts,
  usePutCoverageText,
} from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { FilterSelect, listColumns, useListPage, type ListResult } from '../../../../ui/list';
import { RowButton, RowDelete, StatusBadge } from '../components/cells';
import { useRecordCache } from '../components/record-cache';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import type { CoverageTextsSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { CoverageTextForm, coverageTextQueries } from './CoverageTextForm';
import { coverageTextBody, coverageTextValues } from './coverage-text-schema';

/** The texts of one kind match the search when their name or title contains it. */
export function matchingTexts(
  texts: readonly CoverageTextDto[],
  term: string,
  status: ContentStatus | undefined,
): CoverageTextDto[] {
  const needle = term.toLowerCase();
  return texts.filter(
    (text) =>
      (status === undefined || text.status === status) &&
      (needle === '' ||
        text.name.toLowerCase().includes(needle) ||
        text.title.toLowerCase().includes(needle)),
  );
}

interface TextsPage {
  kind: CoverageTextKind;
  searchTerm: string | undefined;
  status: ContentStatus | undefined;
  page: number;
  pageSize: number;
}

/**
 * A page of the texts of one kind that match the search. The API answers every text at once
 * (names are unique across both kinds, and both tabs share the answer), so the page is cut here.
 */
function useCoverageTextsPage(params: TextsPage) {
  return useGetCoverageTexts(undefined, {
    query: {
      select: (texts): ListResult<CoverageTextDto> => {
        const found = matchingTexts(
          texts.filter((text) => text.kind === params.kind),
          params.searchTerm ?? '',
          params.status,
        );
        const start = (params.page - 1) * params.pageSize;
        return { items: found.slice(start, start + params.pageSize), total: found.length };
      },
    },
  });
}

const column = listColumns<CoverageTextDto>();

/** "What's covered" pages (kind covered) or wizard pop-ups (kind popup). */
export function CoverageTextsTab({ kind }: { kind: CoverageTextKind }) {
  const t = useSettingsT();
  const tab = kind === 'popup' ? 'popups' : 'covered';
  useTabTitle(tab);
  const editor = useSettingsEditor<CoverageTextDto>();
  const list = useListPage<CoverageTextsSearch, TextsPage, CoverageTextDto>({
    useQuery: useCoverageTextsPage,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      kind,
      searchTerm: search.searchTerm,
      status: search.status,
      page,
      pageSize,
    }),
  });
  const texts = useGetCoverageTexts();
  const takenNames = useMemo(() => (texts.data ?? []).map((text) => text.name), [texts.data]);
  const cache = useRecordCache(coverageTextQueries);
  const put = usePutCoverageText();
  const remove = useDeleteCoverageText();
  const busy = put.isPending || remove.isPending;
  const title = t(`tabs.${tab}`);

  /** Publishing or taking back a text sends it whole with the other status. */
  const setStatus = (text: CoverageTextDto, status: ContentStatus) =>
    put.mutate(
      { data: coverageTextBody({ ...coverageTextValues(text), status }, kind) },
      cache.saved((saved) =>
        t(status === ContentStatus.Published ? 'texts.published' : 'texts.drafted', {
          name: saved.title,
        }),
      ),
    );

  return (
    <SettingsTab
      id={`${tab}-title`}
      title={title}
      lead={t(`texts.${tab}.lead`)}
      editor={editor}
      create={{ label: t(`texts.${tab}.new`), title: t(`texts.${tab}.newTitle`) }}
      editTitle={(text) => t('texts.editTitle', { name: text.title })}
      renderEditor={(text) => (
        <CoverageTextForm
          kind={kind}
          record={text}
          takenNames={takenNames}
          onCancel={editor.close}
          onSaved={editor.close}
        />
      )}
    >
      <SettingsList
        list={list}
        caption={title}
        search={{
          label: t('texts.search'),
          value: list.search.searchTerm ?? '',
          onSearch: (term) => list.setFilters({ searchTerm: term || undefined }),
        }}
        filters={
          <FilterSelect
            label={t('list.status')}
            all={t('list.all')}
            value={list.search.status}
            options={[
              { value: ContentStatus.Published, label: t('status.published') },
              { value: ContentStatus.Draft, label: t('status.draft') },
            ]}
            onChange={(status) => list.setFilters({ status })}
          />
        }
        columns={[
          column.display({
            id: 'title',
            header: t('texts.columns.title'),
            cell: ({ row }) => row.original.title,
          }),
          column.display({
            id: 'name',
            header: t('texts.columns.name'),
            cell: ({ row }) => <code>{row.original.name}</code>,
          }),
          column.display({
            id: 'status',
            header: t('list.status'),
            cell: ({ row }) => (
              <StatusBadge
                on={row.original.status === ContentStatus.Published}
                label={t(`status.${row.original.status}`)}
              />
            ),
          }),
        ]}
        editLabel={(text) => t('actions.editNamed', { name: text.title })}
        onEdit={editor.edit}
        rowActions={(text) => {
          const published = text.status === ContentStatus.Published;
          return (
            <>
              <RowButton
                label={t(published ? 'texts.unpublish' : 'texts.publish')}
                ariaLabel={t(published ? 'texts.unpublishNamed' : 'texts.publishNamed', {
                  name: text.title,
                })}
                busy={busy}
                onClick={() =>
                  setStatus(text, published ? ContentStatus.Draft : ContentStatus.Published)
                }
              />
              <RowDelete
                name={text.title}
                question={t('texts.deleteQuestion', { name: text.title })}
                busy={busy}
                onConfirm={() =>
                  remove.mutate(
                    { name: text.name },
                    cache.deleted(text, t('texts.deleted', { name: text.title })),
                  )
                }
              />
            </>
          );
        }}
      />
    </SettingsTab>
  );
}
