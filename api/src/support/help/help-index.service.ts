import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { HelpArticlesService } from './help-articles.service';
import { HelpIndex, type HelpArticleText } from './help-index';
import { HELP_LANGUAGES, type HelpLanguage } from './help-text';

/** Where the published help articles come from, and how their changes are announced. */
export interface HelpArticleSource {
  published(language: HelpLanguage): Promise<readonly HelpArticleText[]>;
  /** Calls the listener after the articles changed; answers the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** Builds the index of every language's published articles. */
export async function buildHelpIndex(source: HelpArticleSource): Promise<HelpIndex> {
  const articles: Partial<Record<HelpLanguage, readonly HelpArticleText[]>> = {};
  for (const language of HELP_LANGUAGES) articles[language] = await source.published(language);
  return new HelpIndex(articles);
}

/**
 * The one ranking of the published articles, which the help center's search and the chat
 * assistant both read: built when the API starts and built again whenever the articles change.
 * Searches during a rebuild use the previous index.
 */
@Injectable()
export class HelpIndexService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('HelpIndex');
  private index?: Promise<HelpIndex>;
  private unsubscribe?: () => void;
  /** How long the last build took, in milliseconds. */
  lastBuildMs = 0;

  constructor(@Inject(HelpArticlesService) private readonly source: HelpArticleSource) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = this.source.onChange(() => void this.rebuild());
    await this.rebuild();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  current(): Promise<HelpIndex> {
    return this.index ?? this.rebuild();
  }

  /** Builds a new index; the old one serves until it is ready, and stays if the build fails. */
  rebuild(): Promise<HelpIndex> {
    const started = performance.now();
    const previous = this.index;
    const next = buildHelpIndex(this.source).then((index) => {
      this.lastBuildMs = performance.now() - started;
      this.index = Promise.resolve(index);
      return index;
    });
    next.catch((err: unknown) => {
      this.logger.error(
        `help index build failed: ${err instanceof Error ? err.message : String(err)}`,
      );
      this.index = previous;
    });
    if (!previous) this.index = next;
    return next;
  }
}
