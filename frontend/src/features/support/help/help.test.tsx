import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import type { HelpArticleSummaryDto } from '@coverline/contracts/generated/model';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { articlesByTopic, HelpCenterPage } from './HelpCenterPage';
import { HelpArticlePage } from './HelpArticlePage';

function api(reply: (url: string, params: Record<string, unknown>) => FakeReply) {
  setAppNavigation(fakeNavigation('/help'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) =>
    reply(config.url ?? '', (config.params ?? {}) as Record<string, unknown>),
  );
}

const summary = (slug: string, topic: string, title: string): HelpArticleSummaryDto => ({
  slug,
  language: 'en',
  topic: topic as HelpArticleSummaryDto['topic'],
  title,
  summary: `${title}, in one sentence.`,
  lines: [],
  states: [],
  tags: [],
  related: [],
});

const ARTICLES = [
  summary('your-account', 'account', 'Your account'),
  summary('certificates-of-insurance', 'yourPolicy', 'Getting a certificate of insurance'),
  summary('getting-a-quote', 'quotes', 'Getting a quote'),
  summary('claims', 'yourPolicy', 'Reporting a claim'),
];

beforeEach(() => clearAllCookies());
afterEach(() => i18n.changeLanguage('en'));

describe('the help center page', () => {
  it('groups the articles by topic, in the topics’ order, each linking to its page', async () => {
    api((url) =>
      url === '/api/help/articles' ? { status: 200, data: ARTICLES } : { status: 404 },
    );
    await renderPage(<HelpCenterPage query={undefined} />);
    await screen.findByRole('heading', { level: 2, name: 'Your policy' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Getting a quote',
      'Your policy',
      'Your account and help',
      'Still need help?',
    ]);
    const policy = screen.getByRole('region', { name: 'Your policy' });
    const links = within(policy).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/help/certificates-of-insurance',
      '/help/claims',
    ]);
    expect(articlesByTopic(ARTICLES).map(([topic]) => topic)).toEqual([
      'quotes',
      'yourPolicy',
      'account',
    ]);
  });

  it('searches in the language shown and lists what matched with the paragraph that did', async () => {
    const { requests } = api((url) =>
      url === '/api/help/search'
        ? {
            status: 200,
            data: [
              {
                ...ARTICLES[1],
                excerpt: 'A certificate of insurance shows that your business has a policy.',
                score: 12,
              },
            ],
          }
        : { status: 404 },
    );
    await i18n.changeLanguage('es');
    await renderPage(<HelpCenterPage query="certificado" />);
    expect(await screen.findByText(/shows that your business has a policy/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Centro de ayuda');
    expect(requests[0].params).toEqual({ q: 'certificado', language: 'es' });
    expect(
      screen.getByRole('link', { name: 'Getting a certificate of insurance' }),
    ).toHaveAttribute('href', '/help/certificates-of-insurance');
  });

  it('says so when nothing matches, and asks for a word before searching punctuation', async () => {
    const { requests } = api(() => ({ status: 200, data: [] }));
    const first = await renderPage(<HelpCenterPage query="zzz" />);
    expect(await screen.findByText(/No article matches your search/)).toBeVisible();
    first.unmount();
    await renderPage(<HelpCenterPage query="?!" />);
    expect(await screen.findByText(/at least 2 letters or digits/)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  it('puts the typed search in the address', async () => {
    api(() => ({ status: 200, data: ARTICLES }));
    const { router } = await renderPage(<HelpCenterPage query={undefined} />);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the help center' }), {
      target: { value: ' certificate ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(router.state.location.search).toEqual({ q: 'certificate' });
  });
});

describe('an article page', () => {
  it('renders the Markdown body, never its HTML, and links the pages it explains', async () => {
    api((url) =>
      url === '/api/help/articles/certificates-of-insurance'
        ? {
            status: 200,
            data: {
              ...ARTICLES[1],
              related: ['/client/policies', '/not-a-page'],
              version: 2,
              updatedAt: '2026-11-27T10:00:00.000Z',
              body: [
                'A **certificate** shows your cover.',
                '',
                '- Business info',
                '- Client info',
                '',
                '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
                '',
                '[Bad link](javascript:alert(1)) and [your policies](/client/policies)',
              ].join('\n'),
            },
          }
        : { status: 404 },
    );
    const { container } = await renderPage(<HelpArticlePage slug="certificates-of-insurance" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Getting a certificate of insurance' }),
    ).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('certificate');
    expect(screen.getByText('Client info').tagName).toBe('LI');
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByRole('link', { name: 'your policies' })).toHaveAttribute(
      'href',
      '/client/policies',
    );
    const related = screen.getByRole('navigation', { name: 'Where to do it' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Your policies']);
  });

  it('says when the article does not exist', async () => {
    api(() => ({
      status: 404,
      data: {
        statusCode: 404,
        code: ErrorCode.HelpArticleNotFound,
        message: 'This help article does not exist.',
        error: 'Not Found',
      },
    }));
    await renderPage(<HelpArticlePage slug="gone" />);
    expect(await screen.findByText('We could not find this article')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute(
      'href',
      '/help',
    );
  });
});
