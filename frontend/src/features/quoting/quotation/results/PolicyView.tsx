/**
 * A bought quote, seen again at /quotation: no more carriers to compare or buttons to buy, but
 * the policy it became, where it stands (starts on a day, in force, expired) and where it is
 * kept. Before binding the start date is the chosen quote's; once bound it is the policy's.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n';
import {
  ApplicationStatus,
  ErrorCode,
  PolicyTermPhase,
  policyTermPhase,
} from '@coverline/contracts';
import type { MyPolicyDto, QuoteDto } from '@coverline/contracts/generated/model';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { WhatsCovered } from '../components/CoverageTexts';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';

/** Statuses of a quote that is bought: paid, signed, or bound into a policy. */
const BOUGHT: readonly string[] = [
  ApplicationStatus.AwaitingSignatures,
  ApplicationStatus.Completed,
  ApplicationStatus.Bound,
];

export function isBought(status: string): boolean {
  return BOUGHT.includes(status);
}

/** The words of a bound policy's standing on a day: "Starts December 4, 2026", "In force". */
export function policyStanding(
  policy: Pick<MyPolicyDto, 'effectiveDate' | 'expirationDate'>,
  today: string,
): { key: string; values?: Record<string, string> } {
  switch (policyTermPhase(policy, today)) {
    case PolicyTermPhase.Upcoming:
      return { key: 'policy.starts', values: { date: formatDay(policy.effectiveDate) } };
    case PolicyTermPhase.InForce:
      return { key: 'policy.inForce' };
    case PolicyTermPhase.Expired:
      return { key: 'policy.expired', values: { date: formatDay(policy.expirationDate) } };
  }
}

export function PolicyView() {
  const { t } = useTranslation(QUOTATION_NS);
  const { quote } = useWizard();
  if (!quote) return null;
  return (
    <section className="card wizard-step policy-view" aria-labelledby="wizard-step-title">
      {quote.status === ApplicationStatus.Bound ? (
        <BoundPolicy quote={quote} />
      ) : (
        <BoughtQuote quote={quote} />
      )}
      <details className="disclosure">
        <summary>
          {t('results.whatsCovered', {
            coverage: t(`coverages.${quote.coverageType}.name`, { ns: 'translation' }),
          })}
        </summary>
        <WhatsCovered coverage={quote.coverageType} />
      </details>
    </section>
  );
}

function Heading({ quote, carrier }: { quote: QuoteDto; carrier: string }) {
  const { t } = useTranslation(QUOTATION_NS);
  return (
    <h2 id="wizard-step-title" tabIndex={-1} className="wizard-step__title">
      {t('policy.title', {
        coverage: t(`coverages.${quote.coverageType}.name`, { ns: 'translation' }),
        carrier,
      })}
    </h2>
  );
}

/** Paid (and perhaps signed), not bound yet: the chosen quote's facts and what happens next. */
function BoughtQuote({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(QUOTATION_NS);
  const { selected } = useWizard();
  const store = useWizardStore();
  const date = selected?.effectiveDate ?? quote.effectiveDate;
  return (
    <>
      <Heading quote={quote} carrier={selected?.carrier ?? ''} />
      <p className="policy-view__standing">
        {quote.status === ApplicationStatus.Completed ? t('policy.signed') : t('policy.paid')}
      </p>
      <dl className="policy-view__facts">
        {quote.business.businessName && (
          <div>
            <dt>{t('policy.business')}</dt>
            <dd>{quote.business.businessName}</dd>
          </div>
        )}
        {date && (
          <div>
            <dt>{t('policy.startDate')}</dt>
            <dd>{t('policy.starts', { date: formatDay(date) })}</dd>
          </div>
        )}
        {selected?.annualPremiumCents != null && (
          <div>
            <dt>{t('policy.premium')}</dt>
            <dd>{formatCentsExact(selected.annualPremiumCents)}</dd>
          </div>
        )}
      </dl>
      <p>{t('policy.notBoundLead')}</p>
      {store.caller === 'client' && (
        <p>
          <Link to="/client/policies" className="button button--primary">
            {t('policy.allPolicies')}
          </Link>
        </p>
      )}
    </>
  );
}

/** Bound: the policy record as the client's policies list has it. */
function BoundPolicy({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(QUOTATION_NS);
  const { context, selected } = useWizard();
  const store = useWizardStore();
  const policies = useMyPolicies(
    { clientId: quote.client.id, pageSize: 100 },
    { request: { keepRefusals: [ErrorCode.GuestTokenRequiredRegistration] } },
  );
  const policy = policies.data?.items.find((p) => p.quoteId === quote.id);
  if (policies.isPending) {
    return (
      <>
        <Heading quote={quote} carrier={selected?.carrier ?? ''} />
        <p role="status">{t('policy.loading')}</p>
      </>
    );
  }
  if (!policy) {
    return (
      <>
        <Heading quote={quote} carrier={selected?.carrier ?? ''} />
        <Alert tone="error" title={t('policy.loadFailed')}>
          {policies.error && <p>{errorMessage(policies.error)}</p>}
        </Alert>
      </>
    );
  }
  const standing = policyStanding(policy, context.today);
  return (
    <>
      <Heading quote={quote} carrier={policy.carrier} />
      <p className="policy-view__standing">
        <span className={`badge badge--term-${policyTermPhase(policy, context.today)}`}>
          {t(standing.key, standing.values)}
        </span>
      </p>
      <p>{t('policy.boundLead')}</p>
      <dl className="policy-view__facts">
        <div>
          <dt>{t('policy.business')}</dt>
          <dd>{policy.businessName}</dd>
        </div>
        <div>
          <dt>{t('policy.policyNumber')}</dt>
          <dd>{policy.policyNumber}</dd>
        </div>
        <div>
          <dt>{t('policy.carrier')}</dt>
          <dd>{policy.carrier}</dd>
        </div>
        <div>
          <dt>{t('policy.term')}</dt>
          <dd>
            {t('policy.termValue', {
              from: formatDay(policy.effectiveDate),
              to: formatDay(policy.expirationDate),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('policy.premium')}</dt>
          <dd>{formatCentsExact(policy.annualPremiumCents)}</dd>
        </div>
      </dl>
      <p>
        {store.caller === 'client' ? (
          <Link
            to="/client/policies/$quoteId"
            params={{ quoteId: quote.id }}
            className="button button--primary"
          >
            {t('policy.open')}
          </Link>
        ) : (
          <Link
            to="/dashboard/quote/$id"
            params={{ id: quote.id }}
            className="button button--primary"
          >
            {t('policy.openStaff')}
          </Link>
        )}
      </p>
    </>
  );
}
