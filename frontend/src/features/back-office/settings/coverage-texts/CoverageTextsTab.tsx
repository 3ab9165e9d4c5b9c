import { useMemo } from 'react';
import { ContentStatus, type CoverageTextKind } from '@coverline/contracts';
import {
  useDeleteCoverageText,
  useGetCoverageTexts,
  usePutCoverageText,
} from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { PAGE_SIZE } from '../components/list-state';
import { useRecordCache } from '../components/record-cache';
import { RowButton, RowDelete, StatusBadge } from '../components/RecordTable';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useSettingsT, useTabTitle } from '../texts';
import { CoverageTextForm, coverageTextQueries } from './CoverageTextForm';
import { coverageTextBody, coverageTextValues } from './coverage-text-schema';

/** The texts of one kind match the search when their name or title contains it. */
export function matchingTexts(
  texts: readonly CoverageTextDto[],
  term: string,
  status: '' | ContentStatus,
): CoverageTextDto[] {
  const needle = term.toLowerCase();
  return texts.filter(
    (text) =>
      (status === '' || text.status === status) &&
      (needle === '' ||
        text.name.toLowerCase().includes(needle) ||
        text.title.toLowerCase().includes(needle)),
  );
}

/**
 * "What's covered" pages (kind covered) or wizard pop-ups (kind popup). The API answers every text
 * at once, so searching and paging happen here.
 */
export function CoverageTextsTab({ kind }: { kind: CoverageTextKind }) {
  const t = useSettingsT();
  const tab = kind === 'popup' ? 'popups' : 'covered';
  useTabTitle(tab);
  const list = useSettingsList<{ status: '' | ContentStatus }, CoverageTextDto>({ status: '' });
  // Every text at once: names are unique across both kinds, and both tabs share the answer.
  const texts = useGetCoverageTexts();
  const all = useMemo(() => texts.data?.filter((text) => text.kind === kind), [texts.data, kind]);
  const found = useMemo(
    () => matchingTexts(all ?? [], list.term, list.filters.status),
    [all, list.term, list.filters.status],
  );
  const shown = found.slice((list.page - 1) * PAGE_SIZE, list.page * PAGE_SIZE);
  const takenNames = useMemo(() => (texts.data ?? []).map((text) => text.name), [texts.data]);
  const cache = useRecordCache(coverageTextQueries);
  const put = usePutCoverageText();
  const remove = useDeleteCoverageText();
  const busy = put.isPending || remove.isPending;

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
    <SettingsListPage
      id={`${tab}-title`}
      title={t(`tabs.${tab}`)}
      lead={t(`texts.${tab}.lead`)}
      list={list}
      create={{ label: t(`texts.${tab}.new`), title: t(`texts.${tab}.newTitle`) }}
      editTitle={(text) => t('texts.editTitle', { name: text.title })}
      renderEditor={(text) => (
        <CoverageTextForm
          kind={kind}
          record={text}
          takenNames={takenNames}
          onCancel={list.close}
          onSaved={list.close}
        />
      )}
      searchLabel={t('texts.search')}
      filters={[
        {
          key: 'status',
          label: t('list.status'),
          options: [
            { value: ContentStatus.Published, label: t('status.published') },
            { value: ContentStatus.Draft, label: t('status.draft') },
          ],
        },
      ]}
      query={texts}
      result={all && { items: shown, total: found.length }}
      columns={[
        { label: t('texts.columns.title'), cell: (text) => text.title },
        { label: t('texts.columns.name'), cell: (text) => <code>{text.name}</code> },
        {
          label: t('list.status'),
          cell: (text) => (
            <StatusBadge
              on={text.status === ContentStatus.Published}
              label={t(`status.${text.status}`)}
            />
          ),
        },
      ]}
      editLabel={(text) => t('actions.editNamed', { name: text.title })}
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
  );
}
