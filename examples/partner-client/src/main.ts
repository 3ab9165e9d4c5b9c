/**
 * A payroll company's system calling Coverline, end to end: a token with the client-credentials
 * grant, the company's referrals, a webhook subscription, and a delivery received and verified.
 *
 *   COVERLINE_URL=https://api.coverline.example COVERLINE_CLIENT_ID=... \
 *   COVERLINE_CLIENT_SECRET=... WEBHOOK_PUBLIC_URL=https://hooks.example.com/coverline/webhooks \
 *   npm start
 *
 * The client needs the scopes `referrals:read` and `webhooks:manage`.
 */
import {
  createPartnerWebhookSubscription,
  deletePartnerWebhookSubscription,
  getPartnerReferrals,
  issueClientToken,
  listPartnerWebhookDeliveries,
} from './generated/coverline';
import type { ReferralDto, WebhookDeliveryDto } from './generated/model';
import { coverlineError, useAccessToken, useBaseUrl } from './http';
import { WebhookReceiver } from './receiver';
import type { CoverlineEvent } from './webhook-signature';

export interface ExampleOptions {
  /** The API's address, e.g. https://api.coverline.example */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The port the local receiver listens on (any free one when left out). */
  receiverPort?: number;
  /**
   * The address Coverline posts webhooks to, when the receiver is reached through another one
   * (a tunnel, a load balancer); the receiver's own address when left out.
   */
  publicWebhookUrl?: string;
  /** How long to wait for the first webhook. */
  waitMs?: number;
  /** Keep the subscription afterwards (it is deleted by default: this is an example). */
  keepSubscription?: boolean;
  /** Called once the subscription exists, while the receiver waits for a delivery. */
  onSubscribed?: (subscriptionId: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface ExampleResult {
  referrals: ReferralDto[];
  subscriptionId: string;
  event: CoverlineEvent;
  deliveries: WebhookDeliveryDto[];
}

/** Trades the client's id and secret for a bearer token; later calls send it. */
export async function authenticate(clientId: string, clientSecret: string): Promise<number> {
  useAccessToken(undefined);
  const token = await issueClientToken({
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
  });
  useAccessToken(token.access_token);
  // Ask for a new token before this one ends (15 minutes), or when a call answers 401.
  return token.expires_in;
}

export async function main(options: ExampleOptions): Promise<ExampleResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  useBaseUrl(options.baseUrl);

  const expiresIn = await authenticate(options.clientId, options.clientSecret);
  log(`Signed in; the token lasts ${expiresIn} s.`);

  const page = await getPartnerReferrals({
    page: 1,
    pageSize: 20,
    sort: 'updatedAt',
    order: 'DESC',
  });
  log(`${page.total} referrals; the latest:`);
  for (const r of page.items) log(`  #${r.referralNumber} ${r.businessName}: ${r.status}`);

  const receiver = new WebhookReceiver();
  const localUrl = await receiver.listen(options.receiverPort ?? 0);
  let subscriptionId = '';
  try {
    const created = await createPartnerWebhookSubscription({
      url: options.publicWebhookUrl ?? localUrl,
      eventTypes: ['referral.status_changed'],
      description: 'Partner client example',
    });
    subscriptionId = created.subscription.id;
    // The secret is shown this once: a real system keeps it in its secret store.
    receiver.secrets.push(created.secret);
    log(`Subscribed ${created.subscription.url} to referral.status_changed.`);

    const next = receiver.nextEvent(options.waitMs ?? 60_000);
    await options.onSubscribed?.(subscriptionId);
    const event = await next;
    log(`Received ${event.type} ${event.id}, signature verified: ${JSON.stringify(event.data)}`);

    const deliveries = await listPartnerWebhookDeliveries({ subscriptionId });
    for (const d of deliveries) {
      log(`  delivery ${d.id}: ${d.status} after ${d.attempts} attempt(s)`);
    }
    return { referrals: page.items, subscriptionId, event, deliveries };
  } finally {
    await receiver.close();
    if (subscriptionId && !options.keepSubscription) {
      await deletePartnerWebhookSubscription(subscriptionId);
      log('Deleted the subscription.');
    }
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
}

if (require.main === module) {
  Promise.resolve()
    .then(() =>
      main({
        baseUrl: required('COVERLINE_URL'),
        clientId: required('COVERLINE_CLIENT_ID'),
        clientSecret: required('COVERLINE_CLIENT_SECRET'),
        receiverPort: process.env.WEBHOOK_PORT ? Number(process.env.WEBHOOK_PORT) : undefined,
        publicWebhookUrl: process.env.WEBHOOK_PUBLIC_URL,
      }),
    )
    .catch((error: unknown) => {
      const refusal = coverlineError(error);
      const text = error instanceof Error ? error.message : String(error);
      console.error(refusal ? `Refused: ${refusal.code} ${String(refusal.message)}` : text);
      process.exitCode = 1;
    });
}
