import { screen, within } from '@testing-library/react';
import { setHttpClient } from '@coverline/contracts/http';
import detailTexts from '../../../../public/locales/en/policyDetail.json';
import referralTexts from '../../../../public/locales/en/referrals.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInRep } from '../../../test/tokens';
import { REFERRALS_NS } from '../referrals/namespace';
import { PayrollReportsPage } from './PayrollReportsPage';

beforeAll(() => {
  i18n.addTexts(REFERRALS_NS, referralTexts);
  i18n.addTexts('policyDetail', detailTexts);
});
beforeEach(() => {
  clearAllCookies();
  signInRep();
});

const policy = (n: number, reportingState: string, reports: unknown[]) => ({
  quoteId: `quote-${n}`,
  policyNumber: `WC-${n}`,
  businessName: `Business ${n} LLC`,
  payFrequency: 'Weekly',
  effectiveDate: '2026-09-01',
  expirationDate: '2027-09-01',
  reportedThrough: reports.length ? '2026-09-07' : '2026-08-31',
  reportingState,
  reports,
});

describe("the payroll partner's payroll reports page", () => {
  it('shows each client with its reports and flags the late and unreported ones', async () => {
    setAppNavigation(fakeNavigation('/payroll-partner/payroll-reports'));
    const http = createHttpClient();
    setHttpClient(http);
    const { requests } = fakeApi(http, () => ({
      status: 200,
      data: {
        items: [
          policy(1, 'current', [
            {
              id: 'r-1',
              reportId: 'run-1',
              policyNumber: 'WC-1',
              periodStart: '2026-09-01',
              periodEnd: '2026-09-07',
              lines: [
                {
                  classCode: '8810',
                  state: 'TX',
                  payrollCents: 500_000,
                  ratePer100: 0.21,
                  premiumCents: 1_050,
                },
              ],
              payrollCents: 500_000,
              premiumCents: 1_050,
              chargeStatus: 'paid',
              receivedAt: '2026-09-08T10:00:00.000Z',
              chargedAt: '2026-09-08T10:00:01.000Z',
            },
          ]),
          policy(2, 'unreported', []),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    }));
    await renderPage(<PayrollReportsPage />);
    const sections = await screen.findAllByTestId('payroll-policy');
    expect(sections).toHaveLength(2);
    expect(within(sections[0]).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Business 1 LLC, policy WC-1',
    );
    expect(within(sections[0]).getByRole('table')).toHaveTextContent(
      '8810 (TX): $5,000.00 at 0.21 per $100 = $10.50',
    );
    expect(within(sections[0]).getByRole('table')).toHaveTextContent('Paid');
    expect(within(sections[1]).getByRole('alert')).toHaveTextContent(
      'No payroll reported for 30 days or more',
    );
    expect(screen.getByText('1 client on this page has a late payroll report.')).toBeVisible();
    expect(requests[0].url).toContain('/api/payroll-partners/payroll-reports');
  });
});
