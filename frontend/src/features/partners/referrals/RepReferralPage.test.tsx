import { screen } from '@testing-library/react';
import { setHttpClient } from '@coverline/contracts/http';
import type { RepReferralDetailDto } from '@coverline/contracts/generated/model';
import referralTexts from '../../../../public/locales/en/referrals.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInRep } from '../../../test/tokens';
import { REFERRALS_NS } from './namespace';
import { RepReferralPage } from './RepReferralPage';

const REFERRAL: RepReferralDetailDto = {
  id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
  referralNumber: 1042,
  type: 'NewBizWC',
  status: 'In Review',
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
  businessDBA: 'Harbor Bakes',
  email: 'dana@harbor.example',
  phone: '(415) 555-0142',
  firstName: 'Dana',
  lastName: 'Baker',
  referralDesc: null,
  clientMailed: true,
  quoteId: '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e',
  borApplicationId: null,
  payout: null,
  payoutDecidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  history: [
    { fromStatus: null, toStatus: 'Submitted', at: '2026-11-20T10:00:00.000Z' },
    { fromStatus: 'Submitted', toStatus: 'In Progress', at: '2026-11-21T10:00:00.000Z' },
    { fromStatus: 'In Progress', toStatus: 'In Review', at: '2026-11-22T10:00:00.000Z' },
  ],
  outcome: {
    kind: 'quote',
    status: 'In review',
    coverageType: 'wc',
    policyNumber: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
  },
};

function api(referral: RepReferralDetailDto = REFERRAL) {
  setAppNavigation(fakeNavigation(`/payroll-partner/referraltrak/${referral.id}`));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) =>
    config.url === `/api/payroll-partners/referraltrak/${referral.id}`
      ? { status: 200, data: referral }
      : { status: 404, data: { statusCode: 404, message: 'Not found' } },
  );
}

beforeAll(() => {
  i18n.addTexts(REFERRALS_NS, referralTexts);
});
beforeEach(() => {
  clearAllCookies();
  signInRep();
});

describe("a rep's referral page", () => {
  it('shows the business, the contact, the history in words with dates and the quote stage', async () => {
    api();
    await renderPage(<RepReferralPage id={REFERRAL.id} />);
    expect(
      await screen.findByRole('heading', { name: 'Referral #1042: Harbor Bakery LLC' }),
    ).toBeVisible();
    expect(screen.getByText('Harbor Bakery LLC (Harbor Bakes)')).toBeVisible();
    expect(screen.getByText(/Dana Baker · dana@harbor.example · \(415\) 555-0142/)).toBeVisible();
    expect(
      screen.getByText('Our underwriting team is reviewing the quote.', { selector: 'dd' }),
    ).toBeVisible();
    expect(screen.getByText('Workers compensation')).toBeVisible();
    const history = screen.getByRole('list');
    expect(history).toHaveTextContent('Referred as Submitted');
    expect(history).toHaveTextContent('Moved from In Progress to In Review');
    expect(history.querySelectorAll('time')).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/_|In review\b/);
    expect(screen.getByRole('link', { name: 'Back to ReferralTrak' })).toBeVisible();
  });

  it("says a BOR referral's change has not started, in words", async () => {
    api({ ...REFERRAL, type: 'BOR', status: 'Not Started', quoteId: null, outcome: null });
    await renderPage(<RepReferralPage id={REFERRAL.id} />);
    expect(
      await screen.findByText('The client has not started the broker of record change yet.'),
    ).toBeVisible();
    expect(screen.getByText('Our team has not reached the client yet.')).toBeVisible();
  });

  it("reads a BOR change's status in words", async () => {
    api({
      ...REFERRAL,
      type: 'BOR',
      status: 'In Progress',
      quoteId: null,
      borApplicationId: 'b0b0b0b0-1111-4222-8333-444455556666',
      outcome: {
        kind: 'bor',
        status: 'sent_to_carrier',
        coverageType: 'wc',
        policyNumber: null,
        updatedAt: '2026-11-22T10:00:00.000Z',
      },
    });
    await renderPage(<RepReferralPage id={REFERRAL.id} />);
    expect(await screen.findByText('The letter is with the carrier.')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: "The client's broker of record change" }),
    ).toBeVisible();
  });
});
