import { screen, waitFor } from '@testing-library/react';
import { SESSION_HEADER, SessionTransport } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import partnerTexts from '../../../../public/locales/en/partner.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInRep } from '../../../test/tokens';
import { PARTNER_NS } from './namespace';
import { PartnerGate } from './PartnerGate';

function api(reply: () => FakeReply | Promise<FakeReply>) {
  setAppNavigation(fakeNavigation('/payroll-partner/home'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, reply);
}

beforeAll(() => {
  i18n.addTexts(PARTNER_NS, partnerTexts);
});
beforeEach(() => clearAllCookies());

describe('payroll partner pages', () => {
  it('send a visitor without a rep session to the partner sign-in', async () => {
    const { requests } = api(() => ({ status: 200, data: {} }));
    const { router } = await renderPage(<PartnerGate />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll-partner/login'));
    expect(router.state.location.search).toEqual({ type: 'expire' });
    expect(requests).toHaveLength(0);
  });

  it("show Loading... while the rep's profile loads, speaking with the rep session", async () => {
    signInRep();
    const { requests } = api(() => new Promise<FakeReply>(() => undefined));
    await renderPage(<PartnerGate />);
    expect(await screen.findByText('Loading...')).toBeVisible();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].url).toBe('/api/payroll-partners/profile');
    expect(requests[0].headers.Authorization).toBeUndefined();
    expect(requests[0].headers[SESSION_HEADER]).toBe(SessionTransport.Rep);
  });

  it('offer to try again when the profile fails to load', async () => {
    signInRep();
    api(() => ({ status: 503, data: { statusCode: 503, message: 'down', error: 'Unavailable' } }));
    await renderPage(<PartnerGate />);
    expect(await screen.findByText('Your profile could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
