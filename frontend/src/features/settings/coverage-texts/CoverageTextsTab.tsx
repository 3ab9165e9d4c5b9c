import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ContentStatus, type CoverageTextKind } from '@coverline/contracts';
import {
  getGetCoverageTextQueryKey,
  getGetCoverageTextsQueryKey,
  useDeleteCoverageText,
  useGetCoverageTexts,
  usePutCoverageText,
} from '@coverline/contracts/generated/coverage/coverage';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { ConfirmButton } from '../components/ConfirmButton';
import { PAGE_SIZE } from '../components/list-state';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useStoreSaved } from '../components/store-saved';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsT, useTabTitle } from '../texts';
import { CoverageTextForm } from './CoverageTextForm';
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
  const list = useSettingsList<'' | ContentStatus, CoverageTextDto>('');
  // Every text at once: names are unique across both kinds, and both tabs share the answer.
  const texts = useGetCoverageTexts();
  const all = useMemo(() => texts.data?.filter((text) => text.kind === kind), [texts.data, kind]);
  const found = useMemo(
    () => matchingTexts(all ?? [], list.term, list.filter),
    [all, list.term, list.filter],
  );
  const shown = found.slice((list.page - 1) * PAGE_SIZE, list.page * PAGE_SIZE);
  const takenNames = useMemo(() => (texts.data ?? []).map((text) => text.name), [texts.data]);

  return (
    <SettingsListPage
      id={`${tab}-title`}
      title={t(`tabs.${tab}`)}
      lead={t(`texts.${tab}.lead`)}
      newLabel={t(`texts.${tab}.new`)}
      newTitle={t(`texts.${tab}.newTitle`)}
      editTitle={(text) => t('texts.editTitle', { name: text.title })}
      renderEditor={(text) => (
        <CoverageTextForm
          kind={kind}
          text={text}
          takenNames={takenNames}
          onCancel={list.close}
          onSaved={list.close}
        />
      )}
      list={list}
      searchLabel={t('texts.search')}
      filterLabel={t('list.status')}
      filterOptions={[
        { value: ContentStatus.Published, label: t('status.published') },
        { value: ContentStatus.Draft, label: t('status.draft') },
      ]}
      total={all ? found.length : undefined}
      empty={found.length === 0}
      query={texts}
    >
      <CoverageTextTable kind={kind} texts={shown} onEdit={list.edit} />
    </SettingsListPage>
  );
}

function CoverageTextTable({
  kind,
  texts,
  onEdit,
}: {
  kind: CoverageTextKind;
  texts: CoverageTextDto[];
  onEdit: (text: CoverageTextDto) => void;
}) {
  const t = useSettingsT();
  const queryClient = useQueryClient();
  const store = useStoreSaved(
    (saved: CoverageTextDto) => getGetCoverageTextQueryKey(saved.name),
    getGetCoverageTextsQueryKey(),
  );
  const put = usePutCoverageText();
  const remove = useDeleteCoverageText();
  const busy = put.isPending || remove.isPending;
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: getGetCoverageTextsQueryKey() });

  /** Publishing or taking back a text sends it whole with the other status. */
  const setStatus = (text: CoverageTextDto, status: ContentStatus) =>
    put.mutate(
      { data: coverageTextBody({ ...coverageTextValues(text), status }, kind) },
      {
        onSuccess: (saved) => {
          store(saved);
          toastSaved(
            t(status === ContentStatus.Published ? 'texts.published' : 'texts.drafted', {
              name: saved.title,
            }),
          );
        },
        onError: (error) => void toastFailure(error),
      },
    );

  const onDelete = (text: CoverageTextDto) =>
    remove.mutate(
      { name: text.name },
      {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: getGetCoverageTextQueryKey(text.name) });
          refresh();
          toastSaved(t('texts.deleted', { name: text.title }));
        },
        onError: (error) => void toastFailure(error),
      },
    );

  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">
          {t(kind === 'popup' ? 'tabs.popups' : 'tabs.covered')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('texts.columns.title')}</th>
            <th scope="col">{t('texts.columns.name')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {texts.map((text) => {
            const published = text.status === ContentStatus.Published;
            return (
              <tr key={text.id}>
                <th scope="row" data-label={t('texts.columns.title')}>
                  {text.title}
                </th>
                <td data-label={t('texts.columns.name')}>
                  <code>{text.name}</code>
                </td>
                <td data-label={t('list.status')}>
                  <span className={published ? 'badge badge--on' : 'badge'}>
                    {t(`status.${text.status}`)}
                  </span>
                </td>
                <td data-label={t('list.actions')}>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('actions.editNamed', { name: text.title })}
                      onClick={() => onEdit(text)}
                    >
                      {t('actions.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      aria-label={t(published ? 'texts.unpublishNamed' : 'texts.publishNamed', {
                        name: text.title,
                      })}
                      onClick={() =>
                        setStatus(text, published ? ContentStatus.Draft : ContentStatus.Published)
                      }
                    >
                      {t(published ? 'texts.unpublish' : 'texts.publish')}
                    </button>
                    <ConfirmButton
                      className="button button--secondary button--small"
                      label={t('actions.delete')}
                      ariaLabel={t('actions.deleteNamed', { name: text.title })}
                      question={t('texts.deleteQuestion', { name: text.title })}
                      confirmLabel={t('actions.confirmDelete')}
                      busy={busy}
                      onConfirm={() => onDelete(text)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
