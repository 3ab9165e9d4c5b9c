/**
 * Checks that a webhook came from Coverline: HMAC-SHA256 of `<timestamp>.<raw body>` keyed with
 * the subscription's secret, in `Coverline-Webhook-Signature` as `v1=<hex>` (several, comma
 * separated, while a rotated secret still signs). The same check as docs/partner-webhooks.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface CoverlineEvent {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** The event a genuine delivery carries; throws when the delivery is not genuine or too old. */
export function verifyCoverlineWebhook(
  rawBody: string | Buffer,
  headers: IncomingHttpHeaders,
  secret: string,
  toleranceSeconds = 300,
): CoverlineEvent {
  const id = headers['coverline-webhook-id'];
  const timestamp = headers['coverline-webhook-timestamp'];
  const signatures = headers['coverline-webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') {
    throw new Error('Not a Coverline webhook');
  }
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= toleranceSeconds)) throw new Error('The webhook timestamp is too far off');
  const body = Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const genuine = signatures.split(',').some((part) => {
    const [version, hex] = part.trim().split('=');
    if (version !== 'v1' || !hex) return false;
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine) throw new Error('The webhook signature does not match');
  const event = JSON.parse(body) as CoverlineEvent;
  if (event.id !== id) throw new Error('The event id does not match its header');
  return event;
}
