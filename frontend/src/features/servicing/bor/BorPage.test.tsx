import { screen, waitFor } from '@testing-library/react';
import { SESSION_HEADER, SessionTransport } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import { createHttpClient } from '../../../lib/http';
import { setAppNavigation } from '../../../lib/navigation';
import { BOR_SESSION_HINT_KEY } from '../../../lib/session-store';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { BorPage } from './BorPage';

function api(reply: (url: string) => FakeReply) {
  setAppNavigation(fakeNavigation('/BOR'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) => reply(config.url ?? ''));
}

beforeEach(() => clearAllCookies());

describe('the broker-of-record page', () => {
  it('trades the emailed link for the session cookie and keeps no token itself', async () => {
    const { requests } = api((url) =>
      url.startsWith('/api/bor/auth/magic-link/')
        ? { status: 200, data: { email: 'bor@example.com', expires_in: 86_400 } }
        : { status: 404, data: { statusCode: 404, code: 2401, message: 'No application yet.' } },
    );
    await renderPage(<BorPage magicLink="link-token-from-the-mail" />);
    await waitFor(() => expect(window.localStorage.getItem(BOR_SESSION_HINT_KEY)).not.toBeNull());
    expect(document.cookie).toBe('');
    const hint = JSON.parse(window.localStorage.getItem(BOR_SESSION_HINT_KEY) ?? '{}') as object;
    expect(Object.keys(hint).sort()).toEqual(['exp', 'sub']);
    // The applicant's calls name the BOR cookie and carry no token.
    await renderPage(<BorPage />);
    expect(await screen.findByRole('button', { name: 'Begin the application' })).toBeVisible();
    const mine = requests.find((r) => r.url === '/api/bor/myBorApplication');
    expect(mine?.headers[SESSION_HEADER]).toBe(SessionTransport.Bor);
    expect(mine?.headers.Authorization).toBeUndefined();
  });
});
