/**
 * The sandbox provider's signed payment results: the result as base64url JSON, signed with
 * HMAC-SHA256 under PAYMENT_WEBHOOK_SECRET, checked in constant time and refused when stale.
 */
import { ErrorCode } from '@coverline/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainException } from '../../../common/errors/domain.exception';
import type { PaymentResult, SignedPaymentResult } from '../payment-provider';

/** Long enough for a slow browser and a restart of the API; short enough to bound a replay. */
export const RESULT_MAX_AGE_MS = 60 * 60 * 1000;
/** Clocks of the provider and the API may disagree a little. */
export const RESULT_CLOCK_SKEW_MS = 5 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest();

export function signResult(result: PaymentResult, secret: string): SignedPaymentResult {
  const text = Buffer.from(
    JSON.stringify({ ...result, issuedAt: result.issuedAt.toISOString() }),
    'utf8',
  ).toString('base64url');
  return { result: text, signature: hmac(secret, text).toString('hex') };
}

const invalid = () => new DomainException(ErrorCode.PaymentResultInvalid);

/** Only the shape a signed result has; anything else was not made by the provider. */
function parseResult(text: string): PaymentResult {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const r = raw as Record<string, unknown> | null;
  const valid =
    typeof r === 'object' &&
    r !== null &&
    typeof r.checkoutId === 'string' &&
    UUID.test(r.checkoutId) &&
    typeof r.providerCheckoutId === 'string' &&
    UUID.test(r.providerCheckoutId) &&
    typeof r.providerPaymentId === 'string' &&
    UUID.test(r.providerPaymentId) &&
    (r.status === 'paid' || r.status === 'declined') &&
    typeof r.amountCents === 'number' &&
    Number.isSafeInteger(r.amountCents) &&
    r.amountCents > 0 &&
    (r.method === 'card' || r.method === 'bank') &&
    (r.last4 === undefined ||
      r.last4 === null ||
      (typeof r.last4 === 'string' && /^\d{4}$/.test(r.last4))) &&
    typeof r.issuedAt === 'string' &&
    !Number.isNaN(Date.parse(r.issuedAt));
  if (!valid) throw invalid();
  return {
    checkoutId: r.checkoutId as string,
    providerCheckoutId: r.providerCheckoutId as string,
    providerPaymentId: r.providerPaymentId as string,
    status: r.status as PaymentResult['status'],
    amountCents: r.amountCents as number,
    method: r.method as PaymentResult['method'],
    last4: (r.last4 as string | null | undefined) ?? null,
    issuedAt: new Date(r.issuedAt as string),
  };
}

/** The result, once its signature is the secret's and it is recent; a DomainException if not. */
export function verifyResult(
  signed: SignedPaymentResult,
  secret: string,
  now: Date = new Date(),
): PaymentResult {
  const { result, signature } = signed;
  if (typeof result !== 'string' || typeof signature !== 'string') throw invalid();
  if (!/^[0-9a-f]{64}$/.test(signature) || result.length > 2000) throw invalid();
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), hmac(secret, result))) throw invalid();
  const parsed = parseResult(result);
  const age = now.getTime() - parsed.issuedAt.getTime();
  if (age > RESULT_MAX_AGE_MS || age < -RESULT_CLOCK_SKEW_MS) {
    throw new DomainException(ErrorCode.PaymentResultExpired);
  }
  return parsed;
}
