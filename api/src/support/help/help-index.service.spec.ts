import { FIXTURE_ARTICLES, FIXTURE_ARTICLES_ES } from './fixture-articles';
import type { HelpArticleText } from './help-index';
import { HelpIndexService, type HelpArticleSource } from './help-index.service';
import type { HelpLanguage } from './help-text';

/** A help module stand-in: its articles can change, and it announces the change. */
function source(initial: Record<HelpLanguage, HelpArticleText[]>) {
  let articles = initial;
  let failing = false;
  const listeners = new Set<() => void>();
  const fake: HelpArticleSource = {
    published: (language) =>
      failing ? Promise.reject(new Error('database down')) : Promise.resolve(articles[language]),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    fake,
    listeners,
    change(next: Record<HelpLanguage, HelpArticleText[]>) {
      articles = next;
      for (const l of listeners) l();
    },
    fail() {
      failing = true;
      for (const l of listeners) l();
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('help knowledge', () => {
  it('builds the index at start and again when the articles change', async () => {
    const s = source({ en: FIXTURE_ARTICLES.slice(0, 3), es: FIXTURE_ARTICLES_ES });
    const service = new HelpIndexService(s.fake);
    await service.onModuleInit();
    expect((await service.current()).size('en')).toBe(3);
    expect((await service.current()).has('certificates-of-insurance', 'en')).toBe(false);

    s.change({ en: FIXTURE_ARTICLES, es: FIXTURE_ARTICLES_ES });
    await settle();
    const index = await service.current();
    expect(index.size('en')).toBe(FIXTURE_ARTICLES.length);
    expect(index.search('how do i get a COI', 'en').hits[0].slug).toBe('certificates-of-insurance');
    service.onModuleDestroy();
    expect(s.listeners.size).toBe(0);
  });

  it('keeps answering from the last index when a rebuild fails', async () => {
    const s = source({ en: FIXTURE_ARTICLES, es: FIXTURE_ARTICLES_ES });
    const service = new HelpIndexService(s.fake);
    await service.onModuleInit();
    s.fail();
    await settle();
    expect((await service.current()).size('en')).toBe(FIXTURE_ARTICLES.length);
  });
});
