import { screen, within } from '@testing-library/react';
import type { PolicyPayrollReportsDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render';
import { wizardApi } from '../../../../test/quotation';
import { POLICY_DETAIL_NS } from './namespace';
import { PaygoSection } from './PaygoSection';

const REGISTRATION = {
  registration: {
    id: 'g-1',
    quoteId: 'q-1',
    carrier: 'Employers',
    payrollCompanyId: 'pc-1',
    payFrequency: 'Biweekly',
    carrierStatus: 'accepted',
    carrierAccountNumber: 'ACCT-1',
    carrierMessage: null,
    submittedAt: '2026-10-01T10:00:00.000Z',
  },
  prefill: null,
};

const REPORTS: PolicyPayrollReportsDto = {
  quoteId: 'q-1',
  policyNumber: 'WC-77',
  businessName: 'Harbor Bakery LLC',
  payFrequency: 'Biweekly',
  effectiveDate: '2026-10-01',
  expirationDate: '2027-10-01',
  reportedThrough: '2026-10-14',
  reportingState: 'late',
  reports: [
    {
      id: 'r-1',
      reportId: 'run-42',
      policyNumber: 'WC-77',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-14',
      lines: [
        {
          classCode: '5403',
          state: 'CA',
          payrollCents: 1_234_567,
          ratePer100: 11.33,
          premiumCents: 139_876,
        },
      ],
      payrollCents: 1_234_567,
      premiumCents: 139_876,
      chargeStatus: 'declined',
      receivedAt: '2026-10-15T06:00:00.000Z',
      chargedAt: '2026-10-15T06:00:01.000Z',
    },
  ],
};

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));

describe('the pay-as-you-go section of a policy', () => {
  it('lists the payroll reports with their lines, premium and payment, and says a report is late', async () => {
    wizardApi(
      {
        'GET /api/trakpay/register': () => ({ status: 200, data: REGISTRATION }),
        'GET /api/payroll-companies/:id': () => ({
          status: 200,
          data: { id: 'pc-1', name: 'Acme Payroll', code: 'ACME' },
        }),
        'GET /api/policy-payroll-reports/:id': () => ({ status: 200, data: REPORTS }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<PaygoSection quoteId="q-1" carrier="Employers" />);
    const table = await screen.findByRole('table', { name: /Payroll reports of policy WC-77/ });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('5403 (CA): $12,345.67 at 11.33 per $100 = $1,398.76');
    expect(row).toHaveTextContent('$1,398.76');
    expect(row).toHaveTextContent('Declined: the amount is owed');
    expect(row).toHaveTextContent('Report run-42');
    expect(screen.getByRole('alert')).toHaveTextContent('A payroll report is late');
    expect(screen.getByRole('alert')).toHaveTextContent('Payroll is reported through');
  });

  it('says no report has arrived while the registration is not accepted', async () => {
    wizardApi(
      {
        'GET /api/trakpay/register': () => ({
          status: 200,
          data: {
            ...REGISTRATION,
            registration: { ...REGISTRATION.registration, carrierStatus: 'notSubmitted' },
          },
        }),
        'GET /api/payroll-companies/:id': () => ({
          status: 200,
          data: { id: 'pc-1', name: 'Acme Payroll', code: 'ACME' },
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<PaygoSection quoteId="q-1" carrier="Employers" />);
    expect(await screen.findByText(/no reports have reached us yet/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
