import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import type { ReferralDetailDto } from '@coverline/contracts/generated/model';
import referralTexts from '../../../../public/locales/en/referrals.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { REFERRALS_NS } from './namespace';
import { ReferralPanel } from './StaffReferralTrakPage';

const QUOTE_ID = '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e';

const REFERRAL: ReferralDetailDto = {
  id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
  referralNumber: 1042,
  type: 'NewBizWC',
  status: 'Submitted',
  repId: 'rep-1',
  repEmail: 'riley@payroll.example',
  repFirstName: 'Riley',
  repLastName: 'Partner',
  repPhone: null,
  payrollCompanyId: 'company-1',
  payrollCompanyName: 'Payroll Co',
  activeWCPolicy: true,
  transfer: false,
  needReplace: false,
  ifComparison: null,
  businessName: 'Harbor Bakery LLC',
  businessDBA: null,
  email: 'dana@harbor.example',
  phone: null,
  firstName: 'Dana',
  lastName: 'Baker',
  referralDesc: null,
  clientMailed: true,
  quoteId: null,
  borApplicationId: null,
  payout: null,
  payoutDecidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  quote: null,
  history: [{ fromStatus: null, toStatus: 'Submitted', at: '2026-11-20T10:00:00.000Z' }],
};

function api() {
  setAppNavigation(fakeNavigation('/dashboard/referraltrak'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) => {
    const url = config.url ?? '';
    if (url === `/api/payroll-partners/referraltrak/admin/${REFERRAL.id}`) {
      return { status: 200, data: REFERRAL };
    }
    if (url === '/api/application-view') {
      return {
        status: 200,
        data: {
          items: [
            {
              id: QUOTE_ID,
              businessName: 'Harbor Bakery LLC',
              clientId: 'client-1',
              clientName: 'Dana Baker',
              clientEmail: 'dana@harbor.example',
              coverageType: 'wc',
              status: 'In process',
              locked: false,
              agentId: null,
              agentName: null,
              selectedCarrier: null,
              selectedPremiumCents: null,
              createdAt: '2026-11-21T10:00:00.000Z',
              updatedAt: '2026-11-21T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      };
    }
    if (url.endsWith('/attach')) {
      return {
        status: 200,
        data: {
          ...REFERRAL,
          status: 'In Progress',
          quoteId: QUOTE_ID,
          quote: {
            id: QUOTE_ID,
            status: 'In process',
            coverageType: 'wc',
            businessName: 'Harbor Bakery LLC',
            clientEmail: 'dana@harbor.example',
            policyNumber: null,
            annualPremiumCents: null,
          },
        },
      };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not found' } };
  });
}

beforeAll(() => {
  i18n.addTexts(REFERRALS_NS, referralTexts);
});
beforeEach(() => {
  clearAllCookies();
  signInAs({ sub: 'admin-1', role: 'admin' });
});

describe("staff's referral panel", () => {
  it("offers the referred client's quotes and attaches the one chosen", async () => {
    const { requests } = api();
    await renderPage(<ReferralPanel id={REFERRAL.id} onClose={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: 'Referral #1042: Harbor Bakery LLC' }),
    ).toBeVisible();
    expect(screen.getByText('No quote attached')).toBeVisible();
    const search = requests.find((r) => r.url === '/api/application-view');
    expect(search?.params).toMatchObject({ status: 'all', searchTerm: 'dana@harbor.example' });

    await userEvent.click(
      await screen.findByRole('button', { name: /^Attach the quote of Harbor Bakery LLC/ }),
    );
    expect(
      await screen.findByText('The quote is attached; the referral now follows it.'),
    ).toBeVisible();
    const attach = requests.find((r) => r.url?.endsWith('/attach'));
    expect(JSON.parse(attach?.data as string)).toEqual({ quoteId: QUOTE_ID });
    expect(screen.getByRole('button', { name: 'Detach quote' })).toBeVisible();
  });
});
