/**
 * The client's policies (/client/policies): bound policies from `quote/myPolicies` with their
 * documents, the quotes still on their way to a policy (paid, awaiting signatures or being
 * bound), and under "Quotes" (the client menu's entry, `#quotes`) every open quote from
 * `quote/myQuotes` with a way back into the quotation.
 */
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  ApplicationStatus,
  ErrorCode,
  PolicyTermPhase,
  policyTermPhase,
} from '@coverline/contracts';
import { useGetCarriers } from '@coverline/contracts/generated/carriers/carriers';
import type { MyPolicyDto, QuoteSummaryDto } from '@coverline/contracts/generated/model';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { useMyQuotes } from '@coverline/contracts/generated/quotes/quotes';
import { errorCode, errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay } from '../../../lib/dates';
import { EmailConfirmation } from '../../identity/auth/EmailConfirmation';
import { useSession } from '../../identity/auth/use-session';
import { RequestCertificateLink } from '../certificates/RequestCertificateLink';
import { DocumentDownload } from './DocumentDownload';
import { POLICIES_NS } from './namespace';
import './policies.css';

/** Quotes between payment and binding: bought, not yet a policy. */
const IN_PURCHASE: readonly string[] = [
  ApplicationStatus.PurchasePending,
  ApplicationStatus.AwaitingSignatures,
  ApplicationStatus.Completed,
];

/** Quotes the client may still continue in the quotation. */
const OPEN: readonly string[] = [
  ApplicationStatus.InProcess,
  ApplicationStatus.InReview,
  ApplicationStatus.ReadyToBind,
];

const LIST_SIZE = 100;

/**
 * Until a client confirms their email, what was filed under it before the account existed stays
 * hidden (1208): this page says so itself instead of the app's redirect to the quotation.
 */
const UNCONFIRMED = { request: { keepRefusals: [ErrorCode.GuestTokenRequiredRegistration] } };

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * A bound policy's standing, as its badge says it: starts on a day, in force, expired, or
 * cancelled (from a day, which may still be ahead).
 */
export function policyStandingText(
  policy: Pick<MyPolicyDto, 'effectiveDate' | 'expirationDate'> & {
    cancellationDate?: string | null;
  },
  today: string,
): { phase: PolicyTermPhase | 'cancelled'; key: string; values?: Record<string, string> } {
  if (policy.cancellationDate) {
    const date = formatDay(policy.cancellationDate);
    return policy.cancellationDate <= today
      ? { phase: 'cancelled', key: 'standing.cancelled', values: { date } }
      : { phase: 'cancelled', key: 'standing.cancelling', values: { date } };
  }
  const phase = policyTermPhase(policy, today);
  return phase === PolicyTermPhase.Upcoming
    ? { phase, key: 'standing.upcoming', values: { date: formatDay(policy.effectiveDate) } }
    : { phase, key: `standing.${phase}` };
}

export function PoliciesPage() {
  const { t, ready } = useTranslation(POLICIES_NS);
  useDocumentTitle(ready ? t('title') : '');
  const policies = useMyPolicies({ pageSize: LIST_SIZE }, UNCONFIRMED);
  const quotes = useMyQuotes({ pageSize: LIST_SIZE }, UNCONFIRMED);
  const session = useSession();
  const unconfirmed = session.status === 'authenticated' && !session.user.emailVerified;
  const hash = useLocation({ select: (location) => location.hash });
  const loaded = ready && !policies.isPending && !quotes.isPending;
  // The Quotes menu entry opens this page at its Quotes section, once the lists are in.
  useEffect(() => {
    if (!loaded || hash !== 'quotes') return;
    const section = document.getElementById('quotes');
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [loaded, hash]);

  if (!loaded) return <PageLoading />;
  const refused = policies.error ?? quotes.error;
  // Hidden until the email is confirmed is not a failure: the page says what to do.
  const hidden = errorCode(refused) === ErrorCode.GuestTokenRequiredRegistration;
  const failed = hidden ? null : refused;
  const inPurchase = (quotes.data?.items ?? []).filter((q) => IN_PURCHASE.includes(q.status));
  const bound = policies.data?.items ?? [];
  const open = (quotes.data?.items ?? []).filter((q) => OPEN.includes(q.status));

  return (
    <div className="page policies">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      {(unconfirmed || hidden) && (
        <div className="policies__confirm">
          <EmailConfirmation verified={false} />
        </div>
      )}
      {failed && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(failed)}</p>
        </Alert>
      )}
      {!refused && bound.length === 0 && inPurchase.length === 0 && (
        <section className="card policies__empty" aria-labelledby="policies-empty">
          <h2 id="policies-empty">{t('empty.title')}</h2>
          <p>{t('empty.body')}</p>
          <Link to="/quotation" className="button button--primary">
            {t('empty.action')}
          </Link>
        </section>
      )}
      {bound.length > 0 && (
        <ul className="policies__list" aria-label={t('listLabel')}>
          {bound.map((policy) => (
            <li key={policy.quoteId}>
              <PolicySummary policy={policy} detailLink />
            </li>
          ))}
        </ul>
      )}
      {inPurchase.length > 0 && (
        <section aria-labelledby="policies-in-purchase" className="policies__section">
          <h2 id="policies-in-purchase">{t('inPurchase.title')}</h2>
          <p>{t('inPurchase.lead')}</p>
          <ul className="policies__list">
            {inPurchase.map((quote) => (
              <li key={quote.id}>
                <PurchaseCard quote={quote} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="quotes" className="policies__section">
        <h2 id="quotes" tabIndex={-1}>
          {t('quotes.title')}
        </h2>
        {hidden ? (
          <p>{t('confirm.quotesHidden')}</p>
        ) : open.length === 0 ? (
          <p>{t('quotes.none')}</p>
        ) : (
          <ul className="policies__list" aria-label={t('quotes.title')}>
            {open.map((quote) => (
              <li key={quote.id}>
                <OpenQuoteCard quote={quote} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/quotation" className="button button--secondary">
            {t('quotes.start')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** The carrier's uploaded logo, when it has one; the name is always written beside it. */
function CarrierLogo({ carrier }: { carrier: string }) {
  const carriers = useGetCarriers(
    { pageSize: 100 },
    { query: { staleTime: 5 * 60_000, retry: false } },
  );
  const found = carriers.data?.items.find((c) => c.name.toLowerCase() === carrier.toLowerCase());
  if (!found?.logoUrl) return null;
  return <img className="carrier-logo" src={found.logoUrl} alt="" width={96} height={32} />;
}

/** A bound policy's facts and documents, on the list and at the top of its detail page. */
export function PolicySummary({
  policy,
  detailLink = false,
  headingLevel = 2,
}: {
  policy: MyPolicyDto;
  detailLink?: boolean;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation(POLICIES_NS);
  const { t: tc } = useTranslation();
  const titleId = `policy-${policy.quoteId}`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const standing = policyStandingText(policy, todayIso());
  return (
    <article className="card policy-card" aria-labelledby={titleId}>
      <div className="policy-card__head">
        <Heading id={titleId} className="policy-card__title">
          {tc(`coverages.${policy.coverageType}.name`)}
        </Heading>
        <span className={`policy-badge policy-badge--${standing.phase.toLowerCase()}`}>
          {t(standing.key, standing.values)}
        </span>
      </div>
      <p className="policy-card__business">{policy.businessName}</p>
      <CarrierLogo carrier={policy.carrier} />
      <dl className="policy-facts">
        <div>
          <dt>{t('fields.policyNumber')}</dt>
          <dd>{policy.policyNumber}</dd>
        </div>
        <div>
          <dt>{t('fields.carrier')}</dt>
          <dd>{policy.carrier}</dd>
        </div>
        <div>
          <dt>{t('fields.term')}</dt>
          <dd>
            {t('fields.termValue', {
              from: formatDay(policy.effectiveDate),
              to: formatDay(policy.expirationDate),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('fields.annualPremium')}</dt>
          <dd>{formatCentsExact(policy.annualPremiumCents)}</dd>
        </div>
        {policy.billingInfo && (
          <div>
            <dt>{t('fields.billing')}</dt>
            <dd>{policy.billingInfo}</dd>
          </div>
        )}
        {policy.limits.map((limit) => (
          <div key={limit.label}>
            <dt>{limit.label}</dt>
            <dd>{limit.value}</dd>
          </div>
        ))}
      </dl>
      {policy.portalLink && (
        <p>
          <a href={policy.portalLink} target="_blank" rel="noopener noreferrer">
            {t('portalLink', { carrier: policy.carrier })}
          </a>
        </p>
      )}
      {detailLink && (
        <p>
          <Link
            to="/client/policies/$quoteId"
            params={{ quoteId: policy.quoteId }}
            className="button button--primary"
          >
            {t('openPolicy')}
          </Link>
        </p>
      )}
      {/* On the policy's own page its Request certificate section offers the flow instead. */}
      {detailLink && policy.status === 'Active' && (
        <RequestCertificateLink quoteId={policy.quoteId} />
      )}
      <h3 className="policy-card__subtitle">{t('documents.title')}</h3>
      {policy.documents.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <ul className="policy-documents">
          {policy.documents.map((document) => (
            <li key={document.id}>
              <DocumentDownload quoteId={policy.quoteId} document={document} />
              <span className="policy-documents__type">{t(`documentTypes.${document.type}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function PurchaseCard({ quote }: { quote: QuoteSummaryDto }) {
  const { t } = useTranslation(POLICIES_NS);
  const { t: tc } = useTranslation();
  return (
    <article className="card policy-card" aria-label={tc(`coverages.${quote.coverageType}.name`)}>
      <div className="policy-card__head">
        <h3 className="policy-card__title">{tc(`coverages.${quote.coverageType}.name`)}</h3>
        <span className="policy-badge">{quote.status}</span>
      </div>
      {quote.businessName && <p className="policy-card__business">{quote.businessName}</p>}
      <p>{t(`inPurchase.next.${quote.status}`)}</p>
    </article>
  );
}

function OpenQuoteCard({ quote }: { quote: QuoteSummaryDto }) {
  const { t } = useTranslation(POLICIES_NS);
  const { t: tc } = useTranslation();
  return (
    <article className="card policy-card" aria-label={tc(`coverages.${quote.coverageType}.name`)}>
      <div className="policy-card__head">
        <h3 className="policy-card__title">{tc(`coverages.${quote.coverageType}.name`)}</h3>
        <span className="policy-badge">{quote.status}</span>
      </div>
      {quote.businessName && <p className="policy-card__business">{quote.businessName}</p>}
      <dl className="policy-facts">
        <div>
          <dt>{t('quotes.effective')}</dt>
          <dd>{quote.effectiveDate ? formatDay(quote.effectiveDate) : t('quotes.notYet')}</dd>
        </div>
        <div>
          <dt>{t('quotes.premium')}</dt>
          <dd>
            {quote.lowestPremiumCents === null
              ? t('quotes.notYet')
              : formatCentsExact(quote.lowestPremiumCents)}
          </dd>
        </div>
        <div>
          <dt>{t('quotes.updated')}</dt>
          <dd>{formatDay(quote.updatedAt.slice(0, 10))}</dd>
        </div>
      </dl>
      <p>
        <Link to="/quotation" search={{ quoteId: quote.id }} className="button button--secondary">
          {t('quotes.continue')}
        </Link>
      </p>
    </article>
  );
}
