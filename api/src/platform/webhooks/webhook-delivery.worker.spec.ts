import type { ChannelSubscriber, PgNotifications } from '../../common/database/pg-notifications';
import type { DataCipher } from '../../common/crypto/data-cipher';
import type { AppConfig } from '../config';
import type { JobsService } from '../jobs';
import { WEBHOOK_DELIVERIES_CHANNEL, WebhookDeliveryWorker } from './webhook-delivery.worker';
import type { WebhooksRepository } from './webhooks.repository';

/** The worker with its database parts replaced: counts how often it looks for new deliveries. */
function worker(listening: boolean) {
  const subscribers = new Map<string, ChannelSubscriber>();
  const notifications = {
    listening,
    subscribe: (channel: string, s: ChannelSubscriber) => subscribers.set(channel, s),
  } as unknown as PgNotifications;
  let looks = 0;
  const repo = {
    hasNewDeliveries: () => {
      looks++;
      return Promise.resolve(false);
    },
  } as unknown as WebhooksRepository;
  const config = {
    webhooks: { timeoutMs: 1000, allowPrivateTargets: true, worker: true },
  } as unknown as AppConfig;
  const w = new WebhookDeliveryWorker(
    repo,
    {} as JobsService,
    {} as DataCipher,
    config,
    notifications,
  );
  return { w, subscribers, looks: () => looks };
}

/** Lets timers due now and the promises they start run. */
async function tick(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('WebhookDeliveryWorker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('looks for new deliveries as soon as they are announced, and rarely otherwise', async () => {
    const { w, subscribers, looks } = worker(true);
    w.onApplicationBootstrap();
    await tick(0);
    expect(looks()).toBe(1);
    // Announcements arrive: no look five times a second.
    await tick(5_000);
    expect(looks()).toBe(1);
    subscribers.get(WEBHOOK_DELIVERIES_CHANNEL)!.message('');
    await tick(0);
    expect(looks()).toBe(2);
    // The safety look, for an announcement lost with the connection.
    await tick(10_000);
    expect(looks()).toBe(3);
    w.onModuleDestroy();
  });

  it('looks five times a second while nothing announces', async () => {
    const { w, looks } = worker(false);
    w.onApplicationBootstrap();
    await tick(1_000);
    expect(looks()).toBeGreaterThanOrEqual(5);
    w.onModuleDestroy();
  });
});
