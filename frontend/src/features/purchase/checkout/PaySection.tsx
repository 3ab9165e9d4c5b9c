/**
 * The payment step: what is charged now, and the button that opens the provider's checkout. One
 * idempotency key per attempt (this section's life): a double click, a re-render or a retried
 * request all answer the same checkout. A client signed in under another name than the quote's
 * hears so (1501) and pays once they confirm the quote's details.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { checkoutAscend } from '@coverline/contracts/generated/purchase/purchase';
import { ErrorCode } from '@coverline/contracts';
import { errorCode, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { formatCentsExact } from '../../../lib/currency';
import { newIdempotencyKey } from './idempotency-key';
import { CHECKOUT_NS } from './namespace';

export function PaySection({
  quoteId,
  amountCents,
  retry,
}: {
  quoteId: string;
  amountCents: number;
  /** After a declined payment the button says so. */
  retry?: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [idempotencyKey] = useState(newIdempotencyKey);
  // State disables the button on the next render; the ref also stops a second click before it.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The account's name is not the quote's: paying needs the person's confirmation.
  const [confirming, setConfirming] = useState(false);

  const pay = async (confirmDetails = false) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFailure(undefined);
    try {
      const started = await checkoutAscend({
        quoteId,
        idempotencyKey,
        ...(confirmDetails ? { confirmDetails } : {}),
      });
      // The provider's page takes over; the button stays disabled until the browser leaves.
      window.location.assign(started.redirectUrl);
    } catch (error) {
      sendingRef.current = false;
      setSending(false);
      setConfirming(errorCode(error) === ErrorCode.UserDetailsMayDiffer);
      setFailure(formErrorMessage(error));
    }
  };

  return (
    <section className="card checkout-card" aria-labelledby="cart-pay-title">
      <h2 id="cart-pay-title" className="checkout-card__title">
        {t('pay.title')}
      </h2>
      <p className="checkout-sandbox">
        <span className="checkout-badge">{t('pay.sandbox')}</span> {t('pay.sandboxNote')}
      </p>
      <p>{t('pay.amount', { amount: formatCentsExact(amountCents) })}</p>
      {failure && (
        <Alert tone={confirming ? 'warning' : 'error'}>
          <p>{failure}</p>
          {confirming && <p>{t('pay.detailsNote')}</p>}
        </Alert>
      )}
      {confirming && (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={sending}
          onClick={() => void pay(true)}
        >
          {t('pay.confirmDetails', { amount: formatCentsExact(amountCents) })}
        </button>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={sending}
        onClick={() => void pay()}
      >
        {sending
          ? t('pay.sending')
          : t(retry ? 'pay.retry' : 'pay.pay', { amount: formatCentsExact(amountCents) })}
      </button>
    </section>
  );
}
