import { screen, waitFor } from '@testing-library/react';
import { setHttpClient } from '@coverline/contracts/http';
import referralTexts from '../../../../public/locales/en/referrals.json';
import { CookieName, readCookie } from '../../../lib/cookies';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { REFERRALS_NS } from './namespace';
import { ReferralLinkLanding } from './ReferralLinkLanding';

const TOKEN = 'a'.repeat(43);

function api(reply: FakeReply) {
  setAppNavigation(fakeNavigation('/quotation'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, () => reply);
}

beforeAll(() => {
  i18n.addTexts(REFERRALS_NS, referralTexts);
});
beforeEach(() => clearAllCookies());

describe('a referral link landing on the quotation page', () => {
  it('keeps the referral in its cookies for the quote to come', async () => {
    const { requests } = api({
      status: 200,
      data: {
        referralId: 'referral-1',
        type: 'NewBizWC',
        businessName: 'Harbor Bakery LLC',
        businessDBA: null,
        firstName: 'Dana',
        lastName: 'Baker',
        email: 'dana@harbor.example',
        phone: null,
        payrollCompanyName: 'Payroll Co',
      },
    });
    await renderPage(<ReferralLinkLanding token={TOKEN} />);
    await waitFor(() => expect(readCookie(CookieName.referralToken)).toBe(TOKEN));
    expect(JSON.parse(readCookie(CookieName.referralContext) ?? '{}')).toMatchObject({
      referralId: 'referral-1',
      businessName: 'Harbor Bakery LLC',
    });
    expect(requests[0].url).toBe(`/api/payroll-partners/referraltrak/invitation/${TOKEN}`);
  });

  it('loads the wizard while the referral is read, with the referral read once', async () => {
    const { requests } = api({
      status: 200,
      data: {
        referralId: 'referral-1',
        type: 'NewBizWC',
        businessName: 'Harbor Bakery LLC',
        businessDBA: null,
        firstName: 'Dana',
        lastName: 'Baker',
        email: 'dana@harbor.example',
        phone: null,
        payrollCompanyName: 'Paychex',
      },
    });
    const whileReading = vi.fn();
    await renderPage(<ReferralLinkLanding token={TOKEN} whileReading={whileReading} />);
    await waitFor(() => expect(readCookie(CookieName.referralToken)).toBe(TOKEN));
    expect(whileReading).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.url?.includes('/invitation/'))).toHaveLength(1);
  });

  it('says so when the link is not valid and keeps no cookie', async () => {
    api({
      status: 404,
      data: {
        statusCode: 404,
        code: 2309,
        message: 'This referral link is not valid. Ask your payroll partner for a new one.',
        error: 'Not Found',
      },
    });
    await renderPage(<ReferralLinkLanding token={TOKEN} />);
    expect(await screen.findByText('This referral link does not work')).toBeVisible();
    expect(
      screen.getByText('This referral link is not valid. Ask your payroll partner for a new one.'),
    ).toBeVisible();
    expect(readCookie(CookieName.referralToken)).toBeUndefined();
  });
});
