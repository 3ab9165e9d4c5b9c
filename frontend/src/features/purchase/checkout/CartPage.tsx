/**
 * The cart: the chosen carrier quote, how the client pays for it (saved with
 * `billingInfo/create`), and the payment that sends them to the provider's checkout page.
 */
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApplicationStatus, Bindability, ErrorCode, HelpSlug } from '@coverline/contracts';
import { useGetBillingInfo } from '@coverline/contracts/generated/billing/billing';
import { useGetCarriers } from '@coverline/contracts/generated/carriers/carriers';
import type {
  BillingInfoDto,
  CarrierQuoteDto,
  QuoteDto,
} from '@coverline/contracts/generated/model';
import { useGetQuote } from '@coverline/contracts/generated/quotes/quotes';
import { errorCode, errorMessage, errorStatus } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { billingOptions } from './billing-options';
import { BillingStep } from './BillingStep';
import { CHECKOUT_NS } from './namespace';
import { PaySection } from './PaySection';
import { QuoteSummary } from './QuoteSummary';
import { SavedBilling } from './SavedBilling';
import './checkout.css';
import { HelpLink } from '../../support/help/HelpLink';

const CARRIERS_STALE_MS = 10 * 60_000;

export function CartPage({ quoteId, declined }: { quoteId: string; declined?: boolean }) {
  const { t, ready } = useTranslation(CHECKOUT_NS);
  useDocumentTitle(ready ? t('cart.title') : '');
  const quote = useGetQuote(quoteId, { query: { retry: false } });
  const carriers = useGetCarriers(
    { pageSize: 100 },
    { query: { staleTime: CARRIERS_STALE_MS, enabled: quote.isSuccess } },
  );
  // Nothing saved yet is a 404: the cart then starts empty.
  const billing = useGetBillingInfo(quoteId, { query: { retry: false } });

  if (!ready || quote.isPending || billing.isPending) return <PageLoading />;
  if (quote.isError && isOutsideItsSession(quote.error)) {
    return (
      <CartFrame>
        <CheckoutOutsideSession quoteId={quoteId} />
      </CartFrame>
    );
  }
  if (quote.isError) {
    return (
      <CartFrame>
        <Alert tone="error" title={t('cart.loadFailed')}>
          <p>{errorMessage(quote.error)}</p>
        </Alert>
      </CartFrame>
    );
  }
  const chosen = quote.data.carrierQuotes.find((q) => q.id === quote.data.selectedCarrierQuoteId);
  const paymentTypes =
    carriers.data?.items.find((c) => c.name.toLowerCase() === chosen?.carrier.toLowerCase())
      ?.paymentTypes ?? [];
  const saved = billing.isSuccess ? billing.data : undefined;
  const billingFailed = billing.isError && errorStatus(billing.error) !== 404;

  return (
    <CartFrame quoteId={quoteId}>
      {chosen && <QuoteSummary quote={quote.data} chosen={chosen} />}
      {billingFailed ? (
        <Alert tone="error">
          <p>{errorMessage(billing.error)}</p>
        </Alert>
      ) : (
        <CartBody
          quote={quote.data}
          chosen={chosen}
          saved={saved}
          paymentTypes={carriers.isPending ? undefined : paymentTypes}
          declined={declined}
        />
      )}
    </CartFrame>
  );
}

/**
 * The quote was refused for want of its session: no sign-in (401) or another account's (1203),
 * as when a checkout link is opened in another browser or on another address.
 */
function isOutsideItsSession(error: unknown): boolean {
  return errorStatus(error) === 401 || errorCode(error) === ErrorCode.NotYourQuote;
}

/** Says why the checkout cannot open here, and the ways on: sign in, or the quote's mail. */
function CheckoutOutsideSession({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const back = `/quotation?quoteId=${encodeURIComponent(quoteId)}&cart=true`;
  return (
    <section className="checkout-session" aria-labelledby="checkout-session-title">
      <h2 id="checkout-session-title">{t('cart.noSession.title')}</h2>
      <Alert tone="info">
        <p>{t('cart.noSession.why')}</p>
      </Alert>
      <ul className="checkout-ways">
        <li>{t('cart.noSession.signIn')}</li>
        <li>{t('cart.noSession.mail')}</li>
        <li>{t('cart.noSession.again')}</li>
      </ul>
      <div className="actions">
        <Link to="/login" search={{ redirect: back }} className="button button--primary">
          {t('cart.noSession.signInAction')}
        </Link>
        <Link to="/quotation" className="button button--secondary">
          {t('cart.noSession.againAction')}
        </Link>
      </div>
    </section>
  );
}

function CartFrame({ quoteId, children }: { quoteId?: string; children: ReactNode }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <div className="page checkout">
      <header className="page-header">
        <h1>{t('cart.title')}</h1>
        <p className="lead">{t('cart.lead')}</p>
        <p>
          <HelpLink slug={HelpSlug.PayingAndInstalments} />
        </p>
      </header>
      <div className="checkout__body">{children}</div>
      {quoteId && (
        <p className="checkout__back">
          <Link to="/quotation" search={{ quoteId }}>
            {t('cart.backToQuotes')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Billing, then payment, in the steps the quote's status allows. */
function CartBody({
  quote,
  chosen,
  saved,
  paymentTypes,
  declined,
}: {
  quote: QuoteDto;
  chosen: CarrierQuoteDto | undefined;
  saved: BillingInfoDto | undefined;
  paymentTypes: string[] | undefined;
  declined?: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [editing, setEditing] = useState(false);
  const bindable =
    chosen?.bindability === Bindability.BindableThruApi && chosen.annualPremiumCents !== null;
  if (!bindable) {
    return (
      <Alert tone="info" title={t('cart.notBindableTitle')}>
        <p>{t('cart.notBindable')}</p>
      </Alert>
    );
  }
  if (quote.status === ApplicationStatus.PurchasePending && saved) {
    return (
      <>
        <SavedBilling billing={saved} />
        <Alert tone="info">
          <p>{t('cart.pending')}</p>
        </Alert>
        <PaySection quoteId={quote.id} amountCents={saved.firstPaymentCents} />
      </>
    );
  }
  if (quote.status !== ApplicationStatus.ReadyToBind) {
    return (
      <Alert tone="info" title={t('cart.unavailableTitle')}>
        <p>{t('cart.unavailable', { status: quote.status })}</p>
      </Alert>
    );
  }
  if (paymentTypes === undefined) return <PageLoading />;
  const options = billingOptions(paymentTypes);
  if (options.plans.length === 0) {
    return (
      <Alert tone="info" title={t('cart.noOptionsTitle')}>
        <p>{t('cart.noOptions', { carrier: chosen.carrier })}</p>
      </Alert>
    );
  }
  return (
    <>
      {declined && (
        <Alert tone="error" title={t('cart.declinedTitle')}>
          <p>{t('cart.declined')}</p>
        </Alert>
      )}
      {saved && !editing ? (
        <>
          <SavedBilling billing={saved} onChange={() => setEditing(true)} />
          <PaySection quoteId={quote.id} amountCents={saved.firstPaymentCents} retry={declined} />
        </>
      ) : (
        <BillingStep
          quote={quote}
          premiumCents={chosen.annualPremiumCents ?? 0}
          options={options}
          saved={saved}
          onSaved={() => setEditing(false)}
        />
      )}
    </>
  );
}
