import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { HELP_TOPICS, helpSearchWords, type HelpTopic } from '@coverline/contracts';
import {
  useListHelpArticles,
  useSearchHelpArticles,
} from '@coverline/contracts/generated/help/help';
import type { HelpArticleSummaryDto } from '@coverline/contracts/generated/model';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { HELP_NS } from './namespace';
import { StillNeedHelp } from './StillNeedHelp';
import './help.css';

/** The published articles of each topic, in the topics' order; empty topics are left out. */
export function articlesByTopic(
  articles: readonly HelpArticleSummaryDto[],
): Array<[HelpTopic, HelpArticleSummaryDto[]]> {
  return HELP_TOPICS.map(
    (topic) =>
      [topic, articles.filter((a) => a.topic === topic)] as [HelpTopic, HelpArticleSummaryDto[]],
  ).filter(([, list]) => list.length > 0);
}

/** The help center: a search box, then the results or every article grouped by topic. */
export function HelpCenterPage({ query }: { query: string | undefined }) {
  const { t } = useTranslation(HELP_NS);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const [typed, setTyped] = useState(query ?? '');
  const [typedFor, setTypedFor] = useState(query);
  if (typedFor !== query) {
    // Back and forward change the search in the address: the box follows.
    setTypedFor(query);
    setTyped(query ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    void navigate({ to: '/help', search: q ? { q } : {} });
  };

  return (
    <div className="page page--narrow help-center">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <form role="search" className="help-search" onSubmit={submit}>
        <label htmlFor="help-search-input">{t('search.label')}</label>
        <div className="help-search__row">
          <input
            id="help-search-input"
            type="search"
            name="q"
            value={typed}
            maxLength={200}
            placeholder={t('search.placeholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </div>
      </form>
      {query ? <SearchResults query={query} /> : <Topics />}
      <StillNeedHelp />
    </div>
  );
}

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation(HELP_NS);
  const language = useLanguage();
  const searchable = helpSearchWords(query).length > 0;
  const results = useSearchHelpArticles({ q: query, language }, { query: { enabled: searchable } });
  return (
    <section className="help-results" aria-labelledby="help-results-title" aria-live="polite">
      <h2 id="help-results-title">{t('search.resultsFor', { query })}</h2>
      {!searchable ? (
        <Alert tone="warning">{t('search.invalid')}</Alert>
      ) : results.isPending ? (
        <PageLoading />
      ) : results.isError ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : results.data.length === 0 ? (
        <p>{t('search.none')}</p>
      ) : (
        <ul className="help-list">
          {results.data.map((hit) => (
            <li key={hit.slug} className="help-list__item">
              <Link to="/help/$slug" params={{ slug: hit.slug }} className="help-list__title">
                {hit.title}
              </Link>
              <p className="help-list__text">{hit.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/help">{t('search.all')}</Link>
      </p>
    </section>
  );
}

function Topics() {
  const { t } = useTranslation(HELP_NS);
  const language = useLanguage();
  const articles = useListHelpArticles({ language });
  if (articles.isPending) return <PageLoading />;
  if (articles.isError) return <Alert tone="error">{t('loadFailed')}</Alert>;
  return (
    <div className="help-topics">
      {articlesByTopic(articles.data).map(([topic, list]) => (
        <section key={topic} className="help-topic" aria-labelledby={`help-topic-${topic}`}>
          <h2 id={`help-topic-${topic}`}>{t(`topics.${topic}`)}</h2>
          <ul className="help-list">
            {list.map((article) => (
              <li key={article.slug} className="help-list__item">
                <Link to="/help/$slug" params={{ slug: article.slug }} className="help-list__title">
                  {article.title}
                </Link>
                <p className="help-list__text">{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
