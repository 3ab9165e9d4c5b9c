import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import partnerTexts from '../../../../public/locales/en/partner.json';
import { readLoginAsToken } from '../../../lib/cookies';
import { partnerSession } from '../../../lib/session-store';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, fakeToken } from '../../../test/tokens';
import { PARTNER_NS } from './namespace';
import { PartnerLoginPage } from './PartnerLoginPage';

function api(reply: (url: string) => FakeReply) {
  setAppNavigation(fakeNavigation('/payroll-partner/login'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) => reply(config.url ?? ''));
}

beforeAll(() => {
  i18n.addTexts(PARTNER_NS, partnerTexts);
});
beforeEach(() => clearAllCookies());

describe('payroll partner sign-in page', () => {
  it('asks for an email and then says to check the inbox', async () => {
    const { requests } = api(() => ({ status: 200, data: { message: 'sent' } }));
    await renderPage(<PartnerLoginPage expired={false} />);
    await userEvent.type(screen.getByLabelText('Email'), 'rep@payroll.example');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(
      screen.getByText(/If rep@payroll.example belongs to a payroll partner rep/),
    ).toBeVisible();
    const posts = requests.filter((r) => r.url === '/api/payroll-partners/auth/initiate');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0].data as string)).toEqual({ email: 'rep@payroll.example' });
  });

  it('checks the email before asking for a link', async () => {
    const { requests } = api(() => ({ status: 200, data: {} }));
    await renderPage(<PartnerLoginPage expired={false} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('explains both ways a rep gets access: registering themselves or being added by staff', async () => {
    api(() => ({ status: 200, data: {} }));
    await renderPage(<PartnerLoginPage expired={false} />);
    expect(await screen.findByRole('heading', { name: 'How reps get access' })).toBeVisible();
    expect(screen.getByText(/Register yourself with your work email/)).toBeVisible();
    expect(screen.getByText(/your Coverline contact adds you/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/payroll-partner/register',
    );
  });

  it('says when the session expired', async () => {
    api(() => ({ status: 200, data: {} }));
    await renderPage(<PartnerLoginPage expired />);
    expect(await screen.findByText('Your session expired')).toBeVisible();
  });

  it("exchanges the emailed token once, notes the rep session (its cookie is the API's) and opens the portal", async () => {
    const { requests } = api(() => ({ status: 200, data: { expires_in: 3600 } }));
    const { router } = await renderPage(<PartnerLoginPage token="from-mail" expired={false} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll-partner/home'));
    expect(partnerSession()).toMatchObject({ kind: 'rep' });
    const posts = requests.filter((r) => r.url === '/api/payroll-partners/auth/magic-link');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0].data as string)).toEqual({ token: 'from-mail' });
  });

  it('offers a new link when the emailed one was used or expired', async () => {
    api(() => ({
      status: 400,
      data: {
        statusCode: 400,
        message: 'This sign-in link is invalid or has expired',
        error: 'Bad Request',
      },
    }));
    await renderPage(<PartnerLoginPage token="used" expired={false} />);
    expect(await screen.findByText('This sign-in link did not work')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    expect(partnerSession()?.kind).not.toBe('rep');
  });

  it("keeps an admin's login-as token for the tab and opens the portal", async () => {
    const { requests } = api(() => ({ status: 200, data: {} }));
    const token = fakeToken({ sub: 'rep-2', typ: 'rep' });
    const { router } = await renderPage(<PartnerLoginPage loginAsToken={token} expired={false} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll-partner/home'));
    expect(readLoginAsToken()).toBe(token);
    expect(partnerSession()?.kind).not.toBe('rep');
    expect(requests).toHaveLength(0);
  });
});
