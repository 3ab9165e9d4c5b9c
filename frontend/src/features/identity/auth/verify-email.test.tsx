import { screen } from '@testing-library/react';
import { setHttpClient } from '@coverline/contracts/http';
import { createHttpClient } from '../../../lib/http';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { VerifyEmailPage } from './VerifyEmailPage';

function api(reply: () => FakeReply) {
  setAppNavigation(fakeNavigation('/verify-email'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, reply);
}

beforeEach(() => clearAllCookies());

describe('email confirmation page', () => {
  it('sends the token from the link once and says the email is confirmed', async () => {
    const { requests } = api(() => ({
      status: 200,
      data: { message: 'Your email is confirmed.' },
    }));
    await renderPage(<VerifyEmailPage token="token-from-mail" />);
    expect(await screen.findByText('Your email is confirmed.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    // Their quotes list, not a new quote.
    expect(screen.getByRole('link', { name: 'Go to my quotes' })).toHaveAttribute(
      'href',
      '/client/policies#quotes',
    );
    const posts = requests.filter((r) => r.url === '/api/users/verify-email');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0].data as string)).toEqual({ token: 'token-from-mail' });
  });

  it("shows the API's message when the link is used or expired", async () => {
    api(() => ({
      status: 400,
      data: {
        statusCode: 400,
        message: 'This confirmation link is invalid or has expired',
        error: 'Bad Request',
      },
    }));
    await renderPage(<VerifyEmailPage token="used" />);
    expect(
      await screen.findByText('This confirmation link is invalid or has expired'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /new confirmation link/ })).toBeVisible();
  });

  it('explains an incomplete link without calling the API', async () => {
    const { requests } = api(() => ({ status: 200, data: {} }));
    await renderPage(<VerifyEmailPage />);
    expect(await screen.findByText('This link is incomplete')).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
