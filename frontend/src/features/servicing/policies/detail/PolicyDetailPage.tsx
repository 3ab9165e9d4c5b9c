/**
 * One bound policy (/client/policies/{quoteId}): its facts, then the five servicing sections of
 * the specification: billing, request certificate, request policy change/service, pay-as-you-go
 * and claims; for workers' compensation, the premium audit and its live preview.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { errorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { InTurn } from '../../../../ui/InTurn';
import { PageLoading } from '../../../../ui/PageLoading';
import { useDocumentTitle } from '../../../../ui/use-document-title';
import { PolicySummary } from '../PoliciesPage';
import '../policies.css';
import { BillingSection } from './BillingSection';
import { CancellationSection } from './CancellationSection';
import { ClaimsSection } from './ClaimsSection';
import { EndorsementsSection } from './EndorsementsSection';
import { InstalmentsSection } from './InstalmentsSection';
import { POLICY_DETAIL_NS } from './namespace';
import { LIST_SIZE } from './prefetch';
import { PaygoSection } from './PaygoSection';
import { PolicyChangesSection } from './PolicyChangesSection';
import { RenewalSection } from './RenewalSection';
import { PremiumAuditSection } from './PremiumAuditSection';

export function PolicyDetailPage({ quoteId }: { quoteId: string }) {
  const { t, ready } = useTranslation(POLICY_DETAIL_NS);
  const { t: tc } = useTranslation();
  const policies = useMyPolicies({ pageSize: LIST_SIZE });
  const policy = policies.data?.items.find((p) => p.quoteId === quoteId);
  useDocumentTitle(policy ? tc(`coverages.${policy.coverageType}.name`) : '');

  if (!ready || policies.isPending) return <PageLoading />;
  const back = (
    <p>
      <Link to="/client/policies">{t('back')}</Link>
    </p>
  );
  if (policies.isError) {
    return (
      <div className="page">
        <Alert tone="error">
          <p>{errorMessage(policies.error)}</p>
        </Alert>
        {back}
      </div>
    );
  }
  if (!policy) {
    return (
      <div className="page">
        <section className="card policies__empty" aria-labelledby="policy-missing">
          <h1 id="policy-missing">{t('notFound.title')}</h1>
          <p>{t('notFound.body')}</p>
          {back}
        </section>
      </div>
    );
  }
  return (
    <div className="page policy-detail">
      {back}
      <PolicySummary policy={policy} headingLevel={1} />
      <div className="policy-detail__sections">
        <InTurn>
          {policy.cancellationDate && <CancellationSection policy={policy} />}
          {!policy.cancellationDate && <RenewalSection quoteId={quoteId} />}
          <EndorsementsSection quoteId={quoteId} />
          <BillingSection quoteId={quoteId} />
          <InstalmentsSection quoteId={quoteId} />
          {policy.status !== 'Cancelled' && (
            <section className="card" aria-labelledby="certificate-title">
              <h2 id="certificate-title">{t('certificate.title')}</h2>
              <p>{t('certificate.body')}</p>
              <Link
                to="/client/policies/$quoteId/certificate"
                params={{ quoteId }}
                className="button button--secondary"
              >
                {t('certificate.action')}
              </Link>
            </section>
          )}
          <PolicyChangesSection quoteId={quoteId} />
          <PaygoSection quoteId={quoteId} carrier={policy.carrier} />
          {policy.coverageType === 'wc' && policy.status !== 'Cancelled' && (
            <PremiumAuditSection quoteId={quoteId} canSubmit />
          )}
          <ClaimsSection quoteId={quoteId} />
        </InTurn>
      </div>
    </div>
  );
}
