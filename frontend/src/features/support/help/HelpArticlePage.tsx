import { Link } from '@tanstack/react-router';
import { ErrorCode } from '@coverline/contracts';
import { useGetHelpArticle } from '@coverline/contracts/generated/help/help';
import { errorCode } from '../../../lib/http-errors';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { HelpMarkdown } from './HelpMarkdown';
import { HELP_NS } from './namespace';
import { RELATED_PAGE_KEYS } from './related-pages';
import { StillNeedHelp } from './StillNeedHelp';
import './help.css';

/** One article, in the language the app is shown in. */
export function HelpArticlePage({ slug }: { slug: string }) {
  const { t } = useTranslation(HELP_NS);
  const language = useLanguage();
  const article = useGetHelpArticle(slug, { language });
  useDocumentTitle(article.data ? `${article.data.title} · ${t('title')}` : t('title'));

  const back = (
    <p className="help-back">
      <Link to="/help">{t('backToHelp')}</Link>
    </p>
  );
  if (article.isPending) return <PageLoading />;
  if (article.isError) {
    const missing = errorCode(article.error) === ErrorCode.HelpArticleNotFound;
    return (
      <div className="page page--narrow help-article">
        {back}
        <Alert
          tone={missing ? 'info' : 'error'}
          title={t(missing ? 'notFound.title' : 'loadFailed')}
        >
          {missing && <p>{t('notFound.body')}</p>}
        </Alert>
      </div>
    );
  }
  const related = article.data.related.filter((route) => RELATED_PAGE_KEYS[route]);
  return (
    <div className="page page--narrow help-article">
      {back}
      <article aria-labelledby="help-article-title">
        <header className="page-header">
          <h1 id="help-article-title">{article.data.title}</h1>
          <p className="lead">{article.data.summary}</p>
        </header>
        <HelpMarkdown>{article.data.body}</HelpMarkdown>
      </article>
      {related.length > 0 && (
        <nav className="help-related" aria-labelledby="help-related-title">
          <h2 id="help-related-title">{t('related.title')}</h2>
          <ul>
            {related.map((route) => (
              <li key={route}>
                <Link to={route}>{t(`related.pages.${RELATED_PAGE_KEYS[route]}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <StillNeedHelp />
    </div>
  );
}
