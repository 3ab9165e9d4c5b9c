/** What other modules may use of support/help. */
export { HelpModule } from './help.module';
export { HelpArticlesService, HELP_ARTICLES_CHANNEL } from './help-articles.service';
export type { HelpArticle, HelpSearchResult } from './help-articles.service';
export type { ArticleContent } from './article-files';
