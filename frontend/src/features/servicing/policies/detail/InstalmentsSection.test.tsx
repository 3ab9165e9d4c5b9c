import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyBillingDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render';
import { wizardApi } from '../../../../test/quotation';
import { InstalmentsSection } from './InstalmentsSection';
import { POLICY_DETAIL_NS } from './namespace';

const instalment = (
  seq: number,
  status: PolicyBillingDto['instalments'][number]['status'],
  extra: Partial<PolicyBillingDto['instalments'][number]> = {},
) => ({
  id: `i-${seq}`,
  seq,
  dueOn: `2027-0${seq + 1}-15`,
  amountCents: 10_000,
  status,
  attempts: 0,
  nextAttemptOn: null,
  cancellationOn: null,
  paidAt: null,
  payableNow: status === 'Missed' || status === 'NoticeSent',
  ...extra,
});

const BILLING: PolicyBillingDto = {
  quoteId: 'q-1',
  policyNumber: 'WC-1',
  writtenCents: 120_000,
  billedCents: 40_000,
  collectedCents: 30_000,
  refundedCents: 0,
  returnPremiumCents: 0,
  balanceDueCents: 10_000,
  netCollectedCents: 30_000,
  instalments: [
    instalment(1, 'Paid'),
    instalment(2, 'NoticeSent', { attempts: 3, cancellationOn: '2027-04-10' }),
    instalment(3, 'Scheduled'),
  ],
  entries: [
    { id: 'e-1', kind: 'Written', amountCents: 120_000, postedOn: '2027-01-15', memo: 'Written' },
  ],
};

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));
afterEach(() => window.history.replaceState(null, '', '/'));

describe("the policy's payment schedule", () => {
  it('shows the balance and the schedule, and pays a missed instalment on the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '', pathname: '/' });
    const { calls } = wizardApi(
      {
        'GET /api/policy-billing/:id': () => ({ status: 200, data: BILLING }),
        'POST /api/policy-billing/payNow': () => ({
          status: 200,
          data: { redirectUrl: 'https://pay.example/checkout/1' },
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<InstalmentsSection quoteId="q-1" />);
    expect(await screen.findByTestId('balance-due')).toHaveTextContent('$100.00');
    expect(screen.getByText(/notice of cancellation sent/)).toBeVisible();
    const pay = screen.getAllByRole('button', { name: 'Pay $100.00 now' });
    // Only the missed instalment can be paid now.
    expect(pay).toHaveLength(1);
    await userEvent.click(pay[0]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      quoteId: 'q-1',
      instalmentId: 'i-2',
    });
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1');
    vi.unstubAllGlobals();
  });

  it('records the provider’s result on the way back, once', async () => {
    window.history.replaceState(null, '', '/client/policies/q-1?payNow=i-2&result=r&signature=s');
    const paid = {
      ...BILLING,
      balanceDueCents: 0,
      instalments: BILLING.instalments.map((i) =>
        i.id === 'i-2' ? { ...i, status: 'Paid' as const, payableNow: false } : i,
      ),
    };
    const { calls } = wizardApi(
      {
        'GET /api/policy-billing/:id': () => ({ status: 200, data: BILLING }),
        'POST /api/policy-billing/payNow/result': () => ({ status: 200, data: paid }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<InstalmentsSection quoteId="q-1" />);
    await waitFor(() => expect(screen.getByTestId('balance-due')).toHaveTextContent('$0.00'));
    const results = calls.filter((c) => c.path === '/api/policy-billing/payNow/result');
    expect(results).toHaveLength(1);
    expect(results[0].body).toEqual({ result: 'r', signature: 's' });
    expect(window.location.search).toBe('');
  });
});
