import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  WebhookDeliveryDto,
  WebhookSubscriptionDto,
} from '@coverline/contracts/generated/model';
import { page, renderTab, settingsApi } from '../../../../test/settings';
import { WebhooksTab } from './WebhooksTab';

const COMPANY = { id: '7d4f3a0c-4c2a-4f59-8d3c-000000000001', name: 'Gusto' };

function subscription(overrides: Partial<WebhookSubscriptionDto> = {}): WebhookSubscriptionDto {
  return {
    id: '5a0c3e2e-8d5f-4a51-b3b1-000000000001',
    partnerKind: 'payroll_company',
    partnerId: COMPANY.id,
    partnerName: COMPANY.name,
    apiClientId: null,
    url: 'https://hooks.gusto.example/coverline',
    description: null,
    eventTypes: ['referral.status_changed'],
    enabled: true,
    previousSecretExpiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const delivery: WebhookDeliveryDto = {
  id: '9b1f0000-0000-4000-8000-000000000001',
  eventId: '9b1f0000-0000-4000-8000-0000000000ee',
  eventType: 'referral.status_changed',
  occurredAt: '2026-01-02T10:00:00.000Z',
  subscriptionId: '5a0c3e2e-8d5f-4a51-b3b1-000000000001',
  url: 'https://hooks.gusto.example/coverline',
  status: 'failed',
  attempts: 13,
  lastStatusCode: 500,
  lastLatencyMs: 42,
  lastError: 'The receiver answered 500',
  deliveredAt: null,
};

function webhooksApi(stored: WebhookSubscriptionDto[] = []) {
  return settingsApi({
    'GET /api/payroll-companies': () => ({ status: 200, data: page([COMPANY]) }),
    'GET /api/carriers': () => ({ status: 200, data: page([]) }),
    'GET /api/webhooks/subscriptions': () => ({ status: 200, data: stored }),
    'POST /api/webhooks/subscriptions': ({ body }) => {
      const created = subscription(body as Partial<WebhookSubscriptionDto>);
      stored.push(created);
      return { status: 201, data: { subscription: created, secret: 'whsec_shown-once' } };
    },
    'GET /api/webhooks/deliveries': () => ({ status: 200, data: [delivery] }),
    'POST /api/webhooks/deliveries/:id/replay': () => ({
      status: 202,
      data: { ...delivery, status: 'pending' },
    }),
  });
}

describe('webhooks tab', () => {
  it('creates a subscription for a partner and shows its secret once', async () => {
    const api = webhooksApi();
    await renderTab(<WebhooksTab />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: COMPANY.name });
    await user.selectOptions(screen.getByLabelText('Partner'), COMPANY.name);
    await user.type(
      screen.getByLabelText(/Receiver address/),
      'https://hooks.gusto.example/coverline',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Referral status changed' }));
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));

    expect(await screen.findByText('whsec_shown-once')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      partnerKind: 'payroll_company',
      partnerId: COMPANY.id,
      url: 'https://hooks.gusto.example/coverline',
      eventTypes: ['referral.status_changed'],
    });
    await waitFor(() =>
      expect(
        screen.getByRole('cell', { name: 'https://hooks.gusto.example/coverline' }),
      ).toBeVisible(),
    );
  });

  it('shows the delivery log with status, attempts and latency, and replays a delivery', async () => {
    const api = webhooksApi();
    await renderTab(<WebhooksTab />);
    const log = await screen.findByRole('region', { name: 'Delivery log' });
    const row = (await within(log).findByText('Failed')).closest('tr')!;
    expect(within(row).getByText('13')).toBeVisible();
    expect(within(row).getByText('500')).toBeVisible();
    expect(within(row).getByText('42 ms')).toBeVisible();
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: `Replay event ${delivery.eventId}` }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === `/api/webhooks/deliveries/${delivery.id}/replay`),
      ).toBe(true),
    );
  });

  it("says which subscriptions a partner's API client made through the API", async () => {
    webhooksApi([
      subscription({ apiClientId: '2c9d7f10-0000-4000-8000-000000000001' }),
      subscription({
        id: '5a0c3e2e-8d5f-4a51-b3b1-000000000002',
        url: 'https://hooks.gusto.example/by-admin',
      }),
    ]);
    await renderTab(<WebhooksTab />);
    const byClient = (
      await screen.findByRole('cell', { name: 'https://hooks.gusto.example/coverline' })
    ).closest('tr')!;
    expect(within(byClient).getByText("Made by the partner's API client")).toBeVisible();
    const byAdmin = screen
      .getByRole('cell', { name: 'https://hooks.gusto.example/by-admin' })
      .closest('tr')!;
    expect(within(byAdmin).queryByText("Made by the partner's API client")).toBeNull();
  });
});
