import { ErrorCode } from '@coverline/contracts';
import { randomUUID } from 'node:crypto';
import type { DomainException } from '../../../common/errors/domain.exception';
import type { PaymentResult } from '../payment-provider';
import { RESULT_MAX_AGE_MS, signResult, verifyResult } from './signed-result';

const SECRET = 'payment-webhook-secret-for-the-unit-tests-0123';
const NOW = new Date('2026-03-02T10:00:00Z');

const result = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  checkoutId: randomUUID(),
  providerCheckoutId: randomUUID(),
  providerPaymentId: randomUUID(),
  status: 'paid',
  amountCents: 90_000,
  method: 'card',
  last4: '4242',
  issuedAt: NOW,
  ...overrides,
});

function refusal(run: () => unknown): number | undefined {
  try {
    run();
  } catch (err) {
    return (err as DomainException).code;
  }
  return undefined;
}

describe('signed payment results', () => {
  it('verifies what was signed with the same secret and gives the result back', () => {
    const original = result();
    expect(verifyResult(signResult(original, SECRET), SECRET, NOW)).toEqual(original);
  });

  it('carries at most the last four digits of the card or account', () => {
    const withoutDigits = result({ last4: null });
    expect(verifyResult(signResult(withoutDigits, SECRET), SECRET, NOW).last4).toBeNull();
    const whole = signResult(result({ last4: '4242424242424242' }), SECRET);
    expect(refusal(() => verifyResult(whole, SECRET, NOW))).toBe(ErrorCode.PaymentResultInvalid);
  });

  it('refuses a result whose content was changed after signing', () => {
    const signed = signResult(result(), SECRET);
    const content = JSON.parse(Buffer.from(signed.result, 'base64url').toString()) as object;
    const tampered = Buffer.from(JSON.stringify({ ...content, amountCents: 1 })).toString(
      'base64url',
    );
    expect(refusal(() => verifyResult({ ...signed, result: tampered }, SECRET, NOW))).toBe(
      ErrorCode.PaymentResultInvalid,
    );
  });

  it('refuses a result signed with another secret (a forgery)', () => {
    const forged = signResult(result(), 'someone-elses-secret-that-is-long-enough-000');
    expect(refusal(() => verifyResult(forged, SECRET, NOW))).toBe(ErrorCode.PaymentResultInvalid);
  });

  it('refuses a malformed signature or a signature of the wrong length', () => {
    const signed = signResult(result(), SECRET);
    for (const signature of ['', 'zz', signed.signature.slice(2), signed.signature + '00']) {
      expect(refusal(() => verifyResult({ ...signed, signature }, SECRET, NOW))).toBe(
        ErrorCode.PaymentResultInvalid,
      );
    }
  });

  it('refuses correctly signed content that is not a payment result', () => {
    const text = Buffer.from(JSON.stringify({ status: 'paid' })).toString('base64url');
    const signature = signResult(result(), SECRET).signature;
    expect(refusal(() => verifyResult({ result: text, signature }, SECRET, NOW))).toBe(
      ErrorCode.PaymentResultInvalid,
    );
  });

  it('refuses a stale result and one from the future, with the expired code', () => {
    const stale = signResult(
      result({ issuedAt: new Date(NOW.getTime() - RESULT_MAX_AGE_MS - 1000) }),
      SECRET,
    );
    const future = signResult(result({ issuedAt: new Date(NOW.getTime() + 3_600_000) }), SECRET);
    expect(refusal(() => verifyResult(stale, SECRET, NOW))).toBe(ErrorCode.PaymentResultExpired);
    expect(refusal(() => verifyResult(future, SECRET, NOW))).toBe(ErrorCode.PaymentResultExpired);
  });
});
