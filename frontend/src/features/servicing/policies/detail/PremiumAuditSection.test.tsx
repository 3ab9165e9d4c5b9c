import { fireEvent, screen, within } from '@testing-library/react';
import type { PolicyPremiumAuditDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render';
import { wizardApi } from '../../../../test/quotation';
import { POLICY_DETAIL_NS } from './namespace';
import { dollarsToCents, PremiumAuditSection } from './PremiumAuditSection';

const VIEW: PolicyPremiumAuditDto = {
  quoteId: 'q-1',
  policyNumber: 'WC-77',
  businessName: 'Harbor Bakery LLC',
  preview: {
    asOf: '2027-02-14',
    effectiveDate: '2027-01-01',
    expirationDate: '2028-01-01',
    termDays: 365,
    daysReported: 28,
    paygo: true,
    basis: 'reports',
    estimatedPayrollCents: 60_000_000,
    estimatedPremiumCents: 996_300,
    reportedPayrollCents: 5_523_288,
    reportedPremiumCents: 92_055,
    projectedPayrollCents: 71_999_997,
    projectedAuditedPremiumCents: 1_193_511,
    expectedBilledCents: 1_299_630,
    projectedTrueUpCents: -106_119,
    projectedTrueUpKind: 'return',
    classes: [
      {
        state: 'CA',
        classCode: '8810',
        estimatedPayrollCents: 60_000_000,
        reportedPayrollCents: 5_523_288,
        projectedPayrollCents: 71_999_997,
        ratePer100: 2,
      },
    ],
  },
  audit: null,
};

const AWAITING: PolicyPremiumAuditDto = {
  ...VIEW,
  preview: {
    ...VIEW.preview,
    paygo: false,
    basis: 'estimate',
    daysReported: 0,
    reportedPayrollCents: 0,
    reportedPremiumCents: 0,
    projectedPayrollCents: 60_000_000,
    projectedAuditedPremiumCents: 996_300,
    expectedBilledCents: 996_300,
    projectedTrueUpCents: 0,
    projectedTrueUpKind: 'none',
  },
  audit: {
    id: 'a-1',
    status: 'awaiting_payroll',
    payrollSource: null,
    lines: [],
    audited: null,
    auditedPremiumCents: null,
    billedCents: null,
    differenceCents: null,
    settlementStatus: null,
    auditedAt: null,
    settledAt: null,
  },
};

const SETTLED: PolicyPremiumAuditDto = {
  ...AWAITING,
  preview: {
    ...AWAITING.preview,
    basis: 'final',
    projectedPayrollCents: 66_000_000,
    projectedAuditedPremiumCents: 1_095_000,
    projectedTrueUpCents: 98_700,
    projectedTrueUpKind: 'additional',
  },
  audit: {
    ...AWAITING.audit!,
    status: 'settled',
    payrollSource: 'client',
    auditedPremiumCents: 1_095_000,
    billedCents: 996_300,
    differenceCents: 98_700,
    settlementStatus: 'charged',
  },
};

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));

describe('the premium audit section', () => {
  it('previews the true-up mid-term from the payroll reported so far', async () => {
    wizardApi(
      { 'GET /api/policy-premium-audits/:id': () => ({ status: 200, data: VIEW }) },
      '/client/policies/q-1',
    );
    await renderPage(<PremiumAuditSection quoteId="q-1" canSubmit />);
    expect(await screen.findByText(/28 of 365 days reported/)).toBeVisible();
    expect(screen.getByTestId('audit-reported-payroll')).toHaveTextContent('$55,232.88');
    expect(screen.getByTestId('audit-projected-payroll')).toHaveTextContent('$719,999.97');
    expect(screen.getByTestId('audit-projected-premium')).toHaveTextContent('$11,935.11');
    expect(screen.getByText('Projected return premium at audit: $1,061.19')).toBeVisible();
    const table = screen.getByRole('table', { name: /Payroll per class code of policy WC-77/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '8810 (CA)$600,000.00$55,232.88$719,999.97',
    );
    // No audit yet: no form.
    expect(screen.queryByRole('button', { name: 'Send the final payroll' })).toBeNull();
  });

  it('takes the final payroll per class code once the audit waits for it, and shows the result', async () => {
    const { calls } = wizardApi(
      {
        'GET /api/policy-premium-audits/:id': () => ({ status: 200, data: AWAITING }),
        'POST /api/policy-premium-audits/:id/payroll': () => ({ status: 200, data: SETTLED }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<PremiumAuditSection quoteId="q-1" canSubmit />);
    const field = await screen.findByLabelText(/Payroll for class code 8810 \(CA\)/);
    fireEvent.change(field, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the final payroll' }));
    expect(await screen.findByText(/Give an amount in dollars/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '660,000.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the final payroll' }));
    expect(await screen.findByText('Additional premium of the audit: $987.00')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      lines: [{ state: 'CA', classCode: '8810', payrollCents: 66_000_000 }],
    });
    expect(screen.getByTestId('audit-status')).toHaveTextContent(
      'Audited and settled. The additional premium was charged.',
    );
    expect(screen.queryByRole('button', { name: 'Send the final payroll' })).toBeNull();
  });

  it('tells staff who may not give the payroll that the client is asked', async () => {
    wizardApi(
      { 'GET /api/policy-premium-audits/:id': () => ({ status: 200, data: AWAITING }) },
      '/dashboard/quote/q-1',
    );
    await renderPage(<PremiumAuditSection quoteId="q-1" canSubmit={false} />);
    expect(await screen.findByText(/waiting for the client's final payroll/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send the final payroll' })).toBeNull();
  });

  it('reads dollars as typed in whole cents', () => {
    expect(dollarsToCents('$12,345.6')).toBe(1_234_560);
    expect(dollarsToCents('100')).toBe(10_000);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });
});
