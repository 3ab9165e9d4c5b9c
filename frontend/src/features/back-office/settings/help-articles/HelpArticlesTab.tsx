import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type Language } from '@coverline/contracts';
import {
  getGetHelpArticleForAdminQueryKey,
  getListHelpArticleDraftsQueryKey,
  getListHelpArticlesQueryKey,
  useGetHelpArticleForAdmin,
  useListHelpArticleDrafts,
  usePublishHelpArticle,
  useRestoreHelpArticle,
  useSaveHelpArticle,
} from '@coverline/contracts/generated/help/help';
import type {
  HelpArticleAdminDto,
  HelpArticleVersionDto,
} from '@coverline/contracts/generated/model';
import { formatMoment } from '../../../../lib/dates';
import { errorCode, errorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { PageLoading } from '../../../../ui/PageLoading';
import { HelpMarkdown } from '../../../support/help/HelpMarkdown';
import { HELP_NS } from '../../../support/help/namespace';
import { useTabTitle } from '../texts';
import '../../../support/help/help.css';

const LANGUAGE_OPTIONS: Language[] = ['en', 'es'];

/** Tags as typed in one box, separated by commas; blanks dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * The settings tab "Help articles": every article of a language with the version visitors read,
 * and an editor where each save is a new version, with the history to view, publish or restore.
 */
export function HelpArticlesTab() {
  useTabTitle('help');
  const { t } = useTranslation(HELP_NS);
  const [language, setLanguage] = useState<Language>('en');
  const [editing, setEditing] = useState<string | null>(null);
  const list = useListHelpArticleDrafts({ language });

  return (
    <section className="settings-tab" aria-labelledby="help-articles-title">
      <div className="settings-tab__header">
        <div>
          <h2 id="help-articles-title">{t('admin.caption')}</h2>
          <p className="card__lead">{t('admin.lead')}</p>
        </div>
      </div>
      {editing ? (
        <HelpArticleEditor id={editing} onClose={() => setEditing(null)} />
      ) : (
        <>
          <div className="settings-toolbar__filters">
            <div className="field">
              <label className="field__label" htmlFor="help-articles-language">
                {t('admin.language')}
              </label>
              <select
                id="help-articles-language"
                className="field__input"
                value={language}
                onChange={(e) => setLanguage(e.target.value as Language)}
              >
                {LANGUAGE_OPTIONS.map((code) => (
                  <option key={code} value={code}>
                    {t(`admin.languages.${code}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {list.isPending ? (
            <PageLoading />
          ) : list.isError ? (
            <Alert tone="error">{errorMessage(list.error)}</Alert>
          ) : (
            <div className="table-wrap">
              <table className="data-table">
                <caption>{t('admin.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.columns.title')}</th>
                    <th scope="col">{t('admin.columns.topic')}</th>
                    <th scope="col">{t('admin.columns.latest')}</th>
                    <th scope="col">{t('admin.columns.published')}</th>
                    <th scope="col">{t('admin.columns.updated')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('admin.edit')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((article) => (
                    <tr key={article.id}>
                      <th scope="row">
                        {article.title}
                        <span className="data-table__sub">{article.slug}</span>
                      </th>
                      <td data-label={t('admin.columns.topic')}>{t(`topics.${article.topic}`)}</td>
                      <td data-label={t('admin.columns.latest')}>
                        {t('admin.version', { version: article.latestVersion })}
                      </td>
                      <td data-label={t('admin.columns.published')}>
                        {article.publishedVersion === null
                          ? t('admin.notPublished')
                          : t('admin.version', { version: article.publishedVersion })}
                      </td>
                      <td data-label={t('admin.columns.updated')}>
                        {formatMoment(article.updatedAt)}
                        {article.updatedByName && (
                          <span className="data-table__sub">
                            {t('admin.by', { name: article.updatedByName })}
                          </span>
                        )}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-label={t('admin.editNamed', { name: article.title })}
                          onClick={() => setEditing(article.id)}
                        >
                          {t('admin.edit')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function HelpArticleEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(HELP_NS);
  const article = useGetHelpArticleForAdmin(id);
  // Kept here: the form below starts afresh on each new version, the message of a save stays.
  const [notice, setNotice] = useState<Notice>(null);
  if (article.isPending) return <PageLoading />;
  if (article.isError) return <Alert tone="error">{errorMessage(article.error)}</Alert>;
  // A new latest version starts the form afresh from it.
  return (
    <ArticleForm
      key={article.data.latestVersion}
      article={article.data}
      notice={notice}
      setNotice={setNotice}
      onClose={onClose}
      title={t('admin.editTitle', { name: article.data.latest.title })}
    />
  );
}

type Notice = { tone: 'success' | 'warning' | 'error'; text: string } | null;

function ArticleForm({
  article,
  title,
  notice,
  setNotice,
  onClose,
}: {
  article: HelpArticleAdminDto;
  title: string;
  notice: Notice;
  setNotice: (notice: Notice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(HELP_NS);
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    title: article.latest.title,
    summary: article.latest.summary,
    body: article.latest.body,
    tags: article.latest.tags.join(', '),
  });
  const [viewing, setViewing] = useState<number | null>(null);
  const save = useSaveHelpArticle();
  const publish = usePublishHelpArticle();
  const restore = useRestoreHelpArticle();
  const busy = save.isPending || publish.isPending || restore.isPending;

  /** Keeps the answer as the article's, and has the lists and visitors' pages read again. */
  const settle = (saved: HelpArticleAdminDto, text: string) => {
    queryClient.setQueryData(getGetHelpArticleForAdminQueryKey(article.id), saved);
    void queryClient.invalidateQueries({ queryKey: getListHelpArticleDraftsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListHelpArticlesQueryKey() });
    setNotice({ tone: 'success', text });
  };
  const failed = (error: unknown) => {
    if (errorCode(error) === ErrorCode.HelpArticleChanged) {
      void queryClient.invalidateQueries({
        queryKey: getGetHelpArticleForAdminQueryKey(article.id),
      });
      setNotice({ tone: 'warning', text: t('admin.stale') });
    } else {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  };

  const submit = (andPublish: boolean) =>
    save.mutate(
      {
        id: article.id,
        data: {
          baseVersion: article.latestVersion,
          title: values.title,
          summary: values.summary,
          body: values.body,
          tags: parseTags(values.tags),
          publish: andPublish,
        },
      },
      {
        onSuccess: (saved) =>
          settle(
            saved,
            t(andPublish ? 'admin.publishedNow' : 'admin.saved', { version: saved.latestVersion }),
          ),
        onError: failed,
      },
    );

  const shown = viewing === null ? null : article.versions.find((v) => v.version === viewing);

  return (
    <div className="editor help-admin__editor">
      <h3 className="editor__title">{title}</h3>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <form
        className="help-admin__editor"
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="help-edit-title">
            {t('admin.fields.title')}
          </label>
          <input
            id="help-edit-title"
            className="field__input"
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => setValues({ ...values, title: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="help-edit-summary">
            {t('admin.fields.summary')}
          </label>
          <input
            id="help-edit-summary"
            className="field__input"
            required
            maxLength={500}
            value={values.summary}
            onChange={(e) => setValues({ ...values, summary: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="help-edit-body">
            {t('admin.fields.body')}
          </label>
          <textarea
            id="help-edit-body"
            className="field__input field__input--area"
            required
            maxLength={8000}
            value={values.body}
            onChange={(e) => setValues({ ...values, body: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="help-edit-tags">
            {t('admin.fields.tags')}
          </label>
          <input
            id="help-edit-tags"
            className="field__input"
            aria-describedby="help-edit-tags-hint"
            value={values.tags}
            onChange={(e) => setValues({ ...values, tags: e.target.value })}
          />
          <p className="field__hint" id="help-edit-tags-hint">
            {t('admin.fields.tagsHint')}
          </p>
        </div>
        <div className="actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            {save.isPending ? t('admin.saving') : t('admin.save')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => submit(true)}
          >
            {t('admin.saveAndPublish')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('admin.close')}
          </button>
        </div>
      </form>

      <section aria-labelledby="help-edit-preview">
        <h4 id="help-edit-preview">{t('admin.preview')}</h4>
        <div className="help-admin__preview">
          <HelpMarkdown>{values.body}</HelpMarkdown>
        </div>
      </section>

      <section aria-labelledby="help-edit-history">
        <h4 id="help-edit-history">{t('admin.history')}</h4>
        <ol className="help-admin__history">
          {article.versions.map((version) => (
            <VersionRow
              key={version.version}
              version={version}
              published={version.version === article.publishedVersion}
              latest={version.version === article.latestVersion}
              busy={busy}
              onView={() => setViewing(viewing === version.version ? null : version.version)}
              onPublish={() =>
                publish.mutate(
                  { id: article.id, data: { version: version.version } },
                  {
                    onSuccess: (saved) =>
                      settle(saved, t('admin.publishedNow', { version: version.version })),
                    onError: failed,
                  },
                )
              }
              onRestore={() =>
                restore.mutate(
                  { id: article.id, data: { version: version.version } },
                  {
                    onSuccess: (saved) =>
                      settle(
                        saved,
                        t('admin.restored', {
                          from: version.version,
                          version: saved.latestVersion,
                        }),
                      ),
                    onError: failed,
                  },
                )
              }
            />
          ))}
        </ol>
        {shown && (
          <div className="help-admin__preview" aria-live="polite">
            <p className="eyebrow">{t('admin.viewing', { version: shown.version })}</p>
            <h4>{shown.title}</h4>
            <p className="lead">{shown.summary}</p>
            <HelpMarkdown>{shown.body}</HelpMarkdown>
          </div>
        )}
      </section>
    </div>
  );
}

function VersionRow({
  version,
  published,
  latest,
  busy,
  onView,
  onPublish,
  onRestore,
}: {
  version: HelpArticleVersionDto;
  published: boolean;
  latest: boolean;
  busy: boolean;
  onView: () => void;
  onPublish: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation(HELP_NS);
  const origin =
    version.origin === 'restore'
      ? t('admin.origin.restore', { from: version.restoredFrom ?? '' })
      : t(`admin.origin.${version.origin}`);
  const label = t('admin.versionLabel', { version: version.version });
  return (
    <li>
      <span>
        <strong>{label}</strong> · {origin}
        {version.createdByName && ` ${t('admin.by', { name: version.createdByName })}`} ·{' '}
        {formatMoment(version.createdAt)}
        {published && <span className="badge badge--on">{t('admin.isPublished')}</span>}
        {latest && <span className="badge">{t('admin.isLatest')}</span>}
      </span>
      <span className="row-actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`${t('admin.view')} ${label}`}
          onClick={onView}
        >
          {t('admin.view')}
        </button>
        {!published && (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`${t('admin.publish')} ${label}`}
            disabled={busy}
            onClick={onPublish}
          >
            {t('admin.publish')}
          </button>
        )}
        {!latest && (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`${t('admin.restore')} ${label}`}
            disabled={busy}
            onClick={onRestore}
          >
            {t('admin.restore')}
          </button>
        )}
      </span>
    </li>
  );
}
