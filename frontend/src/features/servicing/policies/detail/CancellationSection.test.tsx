import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyCancellationDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render';
import { wizardApi } from '../../../../test/quotation';
import { CancellationSection } from './CancellationSection';
import { POLICY_DETAIL_NS } from './namespace';

const CANCELLED: PolicyCancellationDto = {
  quoteId: 'q-1',
  reason: 'non_payment',
  note: null,
  cancellationDate: '2027-04-11',
  method: 'pro_rata',
  premiumCents: 365_000,
  earnedCents: 100_000,
  returnPremiumCents: 0,
  refundCents: 0,
  balanceDueCents: 10_000,
  carrierConfirmation: 'CXL-0123456789',
  cancelledAt: '2027-04-11T10:00:00Z',
};

const OFFER = { reinstatable: true, refusal: null, deadline: '2027-05-11', pastDueCents: 20_000 };

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));
afterEach(() => window.history.replaceState(null, '', '/'));

describe("a cancelled policy's reinstatement in the portal", () => {
  it('pays what is past due on the provider’s page within the window', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '', pathname: '/' });
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/cancellation': () => ({
          status: 200,
          data: { cancellation: CANCELLED, reinstatement: OFFER },
        }),
        'POST /api/quote/:id/reinstatement/pay': () => ({
          status: 200,
          data: { redirectUrl: 'https://pay.example/checkout/9' },
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<CancellationSection policy={{ quoteId: 'q-1' }} />);
    expect(await screen.findByText(/Pay what is past due, \$200\.00/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $200.00 to reinstate' }));
    expect(calls.some((c) => c.path === '/api/quote/q-1/reinstatement/pay')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/9');
    vi.unstubAllGlobals();
  });

  it('offers nothing once the window closed', async () => {
    wizardApi(
      {
        'GET /api/quote/:id/cancellation': () => ({
          status: 200,
          data: {
            cancellation: CANCELLED,
            reinstatement: { ...OFFER, reinstatable: false, refusal: 3095 },
          },
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<CancellationSection policy={{ quoteId: 'q-1' }} />);
    expect(await screen.findByText(/This policy is cancelled from/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /to reinstate/ })).toBeNull();
  });

  it('records the provider’s result on the way back, once', async () => {
    window.history.replaceState(
      null,
      '',
      '/client/policies/q-1?reinstatement=c-1&result=r&signature=s',
    );
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/cancellation': () => ({
          status: 200,
          data: { cancellation: CANCELLED, reinstatement: OFFER },
        }),
        'POST /api/quote/reinstatement/result': () => ({
          status: 200,
          data: {
            quoteId: 'q-1',
            cancellationDate: '2027-04-11',
            reinstatedOn: '2027-04-20',
            paidCents: 20_000,
            balanceDueCents: 0,
            carrierConfirmation: 'RIN-0123456789',
          },
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<CancellationSection policy={{ quoteId: 'q-1' }} />);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/quote/reinstatement/result')).toHaveLength(1),
    );
    expect(calls.find((c) => c.path === '/api/quote/reinstatement/result')?.body).toEqual({
      result: 'r',
      signature: 's',
    });
    expect(window.location.search).toBe('');
  });
});
