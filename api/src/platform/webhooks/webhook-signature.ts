/**
 * The signature scheme of deliveries (docs/partner-webhooks.md): HMAC-SHA256, keyed with the
 * subscription's secret, over `<timestamp>.<raw body>`, sent hex-encoded as `v1=<hex>`. While a
 * rotated secret overlaps, the header carries one `v1=` per secret, comma-separated.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** A new subscription secret: 32 random bytes, readable as a secret in logs and configs. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header's value for every secret in force, newest first. */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  return secrets.map((s) => `v1=${signatureOf(s, timestamp, body)}`).join(',');
}
