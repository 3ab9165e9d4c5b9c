/** What other modules may use of support/help. */
export { HelpModule } from './help.module';
export { HelpArticlesService, HELP_ARTICLES_CHANNEL } from './help-articles.service';
export type { HelpArticle } from './help-articles.service';
export type { ArticleContent } from './article-files';
export { loadShippedArticles } from './article-files';
export { HelpIndexService } from './help-index.service';
export { confident, helpLink, HelpIndex } from './help-index';
export type { HelpArticleText, HelpHit, HelpRanking } from './help-index';
export { fold, guessLanguage, stem, type HelpLanguage } from './help-text';
