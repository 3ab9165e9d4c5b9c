/** Admins reset a checkout stuck in Purchase pending, returning the quote to Ready to bind. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { ApplicationStatus } from '@coverline/contracts';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { useResetCheckout } from '@coverline/contracts/generated/purchase/purchase';
import { getGetQuoteQueryKey } from '@coverline/contracts/generated/quotes/quotes';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { ConfirmAction } from './ConfirmAction';
import { STAFF_QUOTE_NS } from './namespace';

export function CheckoutPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const reset = useResetCheckout();
  const [problem, setProblem] = useState<string>();
  const pending = quote.status === ApplicationStatus.PurchasePending;
  const run = async () => {
    setProblem(undefined);
    try {
      await reset.mutateAsync({ data: { quoteId: quote.id } });
      toast.success(t('checkout.done'));
      await queryClient.invalidateQueries({ queryKey: getGetQuoteQueryKey(quote.id) });
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  };
  return (
    <section className="card staff-panel" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout.title')}</h2>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {pending ? (
        <>
          <p>{t('checkout.pending')}</p>
          <div className="staff-actions">
            <ConfirmAction
              label={t('checkout.reset')}
              question={t('checkout.question')}
              confirmLabel={t('checkout.confirm')}
              busy={reset.isPending}
              onConfirm={() => void run()}
            />
          </div>
        </>
      ) : (
        <p>{t('checkout.notPending', { status: quote.status })}</p>
      )}
    </section>
  );
}
