import { HelpSlug } from '@coverline/contracts';
/**
 * /client/policies/{quoteId}/certificate: the client's certificate flow for one of their bound
 * policies, found among `quote/myPolicies`.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CertificateFlow } from './CertificateFlow';
import { CERTIFICATES_NS } from './namespace';
import { HelpLink } from '../../support/help/HelpLink';

export function CertificatePage({ quoteId }: { quoteId: string }) {
  const { t, ready } = useTranslation(CERTIFICATES_NS);
  useDocumentTitle(ready ? t('title') : '');
  const policies = useMyPolicies({ pageSize: 100 });
  if (!ready || policies.isPending) return <PageLoading />;
  const policy = policies.data?.items.find((p) => p.quoteId === quoteId);
  return (
    <div className="page">
      <header className="page-header">
        <p>
          <Link to="/client/policies">{t('backToPolicies')}</Link>
        </p>
        <h1>{t('title')}</h1>
        {policy && (
          <p className="lead">
            {t('lead', { business: policy.businessName, policyNumber: policy.policyNumber })}
          </p>
        )}
        <p>
          <HelpLink slug={HelpSlug.CertificatesOfInsurance} />
        </p>
      </header>
      {policies.error && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(policies.error)}</p>
        </Alert>
      )}
      {!policies.error && !policy && (
        <Alert tone="error" title={t('notFound.title')}>
          <p>{t('notFound.body')}</p>
        </Alert>
      )}
      {policy && policy.status !== 'Active' && (
        <Alert tone="error" title={t('expired.title')}>
          <p>{t('expired.body')}</p>
        </Alert>
      )}
      {policy && policy.status === 'Active' && <CertificateFlow policy={policy} />}
    </div>
  );
}
