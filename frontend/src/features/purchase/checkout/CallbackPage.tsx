/**
 * `/ascend/callback`, where the provider's checkout returns: the signed result is posted once
 * (a query keyed by the signature, so a second render or React's double effects send nothing
 * more), then the page says what happened. A declined payment goes back to the cart.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorCode } from '@coverline/contracts';
import { CheckoutOutcome } from '@coverline/contracts/generated/model';
import { checkoutAscendCallback } from '@coverline/contracts/generated/purchase/purchase';
import { errorCode, errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CHECKOUT_NS } from './namespace';
import { PaymentSuccess } from './PaymentSuccess';
import { ResultFrame } from './ResultFrame';
import './checkout.css';

export function CallbackPage({ result, signature }: { result?: string; signature?: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  useDocumentTitle(t('callback.title'));
  const navigate = useNavigate();
  const complete = Boolean(result && signature);
  const outcome = useQuery({
    queryKey: ['checkoutCallback', signature],
    queryFn: () => checkoutAscendCallback({ result: result!, signature: signature! }),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const declinedQuote =
    outcome.data?.outcome === CheckoutOutcome.declined ? outcome.data.quoteId : undefined;

  useEffect(() => {
    if (!declinedQuote) return;
    void navigate({
      to: '/quotation',
      search: { quoteId: declinedQuote, cart: true, declined: true },
      replace: true,
    });
  }, [declinedQuote, navigate]);

  if (!complete)
    return <Refused title={t('callback.forgedTitle')} body={t('callback.incomplete')} />;
  if (outcome.isError) {
    const code = errorCode(outcome.error);
    if (code === ErrorCode.PaymentResultInvalid || code === ErrorCode.PaymentResultExpired) {
      return (
        <Refused
          title={t(
            code === ErrorCode.PaymentResultInvalid
              ? 'callback.forgedTitle'
              : 'callback.staleTitle',
          )}
          body={errorMessage(outcome.error)}
        />
      );
    }
    return <Refused title={t('callback.failedTitle')} body={errorMessage(outcome.error)} />;
  }
  if (outcome.data?.outcome === CheckoutOutcome.paid) {
    return <PaymentSuccess outcome={outcome.data} />;
  }
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {t('callback.checking')}
    </div>
  );
}

function Refused({ title, body }: { title: string; body: ReactNode }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <ResultFrame title={title}>
      <Alert tone="error">
        <p>{body}</p>
      </Alert>
      <div className="actions">
        <Link to="/quotation" className="button button--primary">
          {t('callback.backToQuotation')}
        </Link>
        <Link to="/" className="button button--secondary">
          {t('callback.home')}
        </Link>
      </div>
    </ResultFrame>
  );
}
