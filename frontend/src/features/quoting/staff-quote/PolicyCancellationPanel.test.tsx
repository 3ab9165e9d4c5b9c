import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CancellationPreviewDto,
  PolicyCancellationDto,
} from '@coverline/contracts/generated/model';
import staffQuoteTexts from '../../../../public/locales/en/staffQuote.json';
import { i18n } from '../../../lib/i18n';
import type { FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { wizardApi, type FakeRequest } from '../../../test/quotation';
import { STAFF_QUOTE_NS } from './namespace';
import { PolicyCancellationPanel } from './PolicyCancellationPanel';

const QUOTE_ID = '11111111-1111-4111-8111-111111111111';

const PREVIEW: CancellationPreviewDto = {
  cancellationDate: '2027-04-11',
  reason: 'underwriting',
  method: 'pro_rata',
  termDays: 365,
  daysInForce: 100,
  premiumCents: 365_000,
  earnedCents: 100_000,
  returnPremiumCents: 265_000,
  refundCents: 265_000,
  balanceDueCents: 0,
  netCollectedCents: 365_000,
  carrierShortRate: false,
  carrierNotified: true,
};

const CANCELLED: PolicyCancellationDto = {
  quoteId: QUOTE_ID,
  reason: 'underwriting',
  note: null,
  cancellationDate: '2027-04-11',
  method: 'pro_rata',
  premiumCents: 365_000,
  earnedCents: 100_000,
  returnPremiumCents: 265_000,
  refundCents: 265_000,
  balanceDueCents: 0,
  carrierConfirmation: 'CXL-0123456789',
  cancelledAt: '2027-04-11T10:00:00Z',
};

function api(routes: Record<string, (r: FakeRequest) => FakeReply>) {
  return wizardApi(routes, `/dashboard/quote/${QUOTE_ID}`);
}

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
});

describe('the policy cancellation panel', () => {
  it('previews the return premium for the reason and date, then cancels after confirming', async () => {
    let cancelled = false;
    const { calls } = api({
      'GET /api/quote/:id/cancellation': () => ({
        status: 200,
        data: { cancellation: cancelled ? CANCELLED : null },
      }),
      'POST /api/quote/:id/cancellation/preview': () => ({ status: 200, data: PREVIEW }),
      'POST /api/quote/:id/cancel': () => {
        cancelled = true;
        return { status: 201, data: CANCELLED };
      },
      'GET /api/quote/getQuotePolicy/:id': () => ({ status: 404, data: {} }),
    });
    await renderPage(<PolicyCancellationPanel quoteId={QUOTE_ID} isAdmin />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel policy' }));
    const form = screen.getByRole('form', { name: 'Cancel the policy' });
    await user.selectOptions(within(form).getByLabelText('Reason'), 'underwriting');
    const date = within(form).getByLabelText(/Cancellation date/);
    await user.clear(date);
    await user.type(date, '2027-04-11');
    await user.type(within(form).getByLabelText(/Note/), 'Class withdrawn');
    // Nothing can be cancelled before the figures are seen.
    expect(within(form).queryByRole('button', { name: 'Cancel the policy' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Preview return premium' }));

    const preview = await within(form).findByRole('region', { name: 'Return premium preview' });
    expect(within(preview).getByText('Pro rata')).toBeVisible();
    expect(within(preview).getAllByText('$2,650.00')).toHaveLength(2);
    expect(within(preview).getByText('$1,000.00')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/cancellation/preview'))?.body).toEqual({
      reason: 'underwriting',
      cancellationDate: '2027-04-11',
    });

    await user.click(within(preview).getByRole('button', { name: 'Cancel the policy' }));
    await user.click(within(preview).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === `/api/quote/${QUOTE_ID}/cancel`)?.body).toEqual({
        reason: 'underwriting',
        cancellationDate: '2027-04-11',
        note: 'Class withdrawn',
      }),
    );
    expect(await screen.findByText(/Cancelled from/)).toBeVisible();
    expect(screen.getByText(/CXL-0123456789/)).toBeVisible();
  });

  it('shows the refusal and clears the preview when the date changes', async () => {
    api({
      'GET /api/quote/:id/cancellation': () => ({ status: 200, data: { cancellation: null } }),
      'POST /api/quote/:id/cancellation/preview': (r) =>
        (r.body as { cancellationDate: string }).cancellationDate < '2027-01-01'
          ? {
              status: 400,
              data: {
                statusCode: 400,
                code: 3055,
                message:
                  "The cancellation date is before the policy's start: cancel flat on its effective date.",
              },
            }
          : { status: 200, data: PREVIEW },
    });
    await renderPage(<PolicyCancellationPanel quoteId={QUOTE_ID} isAdmin />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel policy' }));
    const form = screen.getByRole('form', { name: 'Cancel the policy' });
    const date = within(form).getByLabelText(/Cancellation date/);
    await user.clear(date);
    await user.type(date, '2027-04-11');
    await user.click(within(form).getByRole('button', { name: 'Preview return premium' }));
    await within(form).findByRole('region', { name: 'Return premium preview' });
    await user.clear(date);
    await user.type(date, '2026-12-01');
    expect(within(form).queryByRole('region', { name: 'Return premium preview' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Preview return premium' }));
    expect(await within(form).findByText(/before the policy's start/)).toBeVisible();
  });

  it('offers agents no cancel action', async () => {
    api({
      'GET /api/quote/:id/cancellation': () => ({ status: 200, data: { cancellation: null } }),
    });
    await renderPage(<PolicyCancellationPanel quoteId={QUOTE_ID} isAdmin={false} />);
    expect(await screen.findByText('The policy is not cancelled.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel policy' })).toBeNull();
  });

  it('reinstates a policy cancelled for non-payment within its window, after confirming', async () => {
    let reinstated = false;
    const offer = {
      reinstatable: true,
      refusal: null,
      deadline: '2027-05-11',
      pastDueCents: 20_000,
    };
    const { calls } = api({
      'GET /api/quote/:id/cancellation': () => ({
        status: 200,
        data: reinstated
          ? { cancellation: null, reinstatement: null }
          : { cancellation: { ...CANCELLED, reason: 'non_payment' }, reinstatement: offer },
      }),
      'POST /api/quote/:id/reinstate': () => {
        reinstated = true;
        return {
          status: 200,
          data: {
            quoteId: QUOTE_ID,
            cancellationDate: '2027-04-11',
            reinstatedOn: '2027-04-20',
            paidCents: null,
            balanceDueCents: 20_000,
            carrierConfirmation: 'RIN-0123456789',
          },
        };
      },
      'GET /api/quote/getQuotePolicy/:id': () => ({ status: 404, data: {} }),
    });
    await renderPage(<PolicyCancellationPanel quoteId={QUOTE_ID} isAdmin />);
    const user = userEvent.setup();
    expect(await screen.findByText(/\$200\.00.*to reinstate the policy until/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reinstate policy' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reinstate it' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/quote/${QUOTE_ID}/reinstate`)).toBe(true),
    );
    expect(await screen.findByText('The policy is not cancelled.')).toBeVisible();
  });

  it('tells agents until when the client may reinstate, with no action', async () => {
    api({
      'GET /api/quote/:id/cancellation': () => ({
        status: 200,
        data: {
          cancellation: { ...CANCELLED, reason: 'non_payment' },
          reinstatement: {
            reinstatable: true,
            refusal: null,
            deadline: '2027-05-11',
            pastDueCents: 20_000,
          },
        },
      }),
    });
    await renderPage(<PolicyCancellationPanel quoteId={QUOTE_ID} isAdmin={false} />);
    expect(await screen.findByText(/to reinstate the policy until/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reinstate policy' })).toBeNull();
  });
});
