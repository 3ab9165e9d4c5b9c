/**
 * What a client holds, on My Account: their businesses as the quotes recorded them, and every
 * document of their policies to download (the same documents the policies page lists by policy).
 */
import { useTranslation } from '../../../lib/i18n';
import { useListBusinesses } from '@coverline/contracts/generated/business/business';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { DocumentDownload } from '../../servicing/policies/DocumentDownload';

/** As many as one page answers: a small business rarely has more. */
const LIST_SIZE = 100;

export function ClientBusinesses() {
  const { t } = useTranslation();
  const businesses = useListBusinesses({ pageSize: LIST_SIZE });
  const items = businesses.data?.items ?? [];
  return (
    <section className="card" aria-labelledby="businesses-title">
      <h2 id="businesses-title">{t('account.businessesTitle')}</h2>
      {businesses.isError && <Alert tone="error">{errorMessage(businesses.error)}</Alert>}
      {businesses.isPending && <p role="status">{t('account.loading')}</p>}
      {businesses.isSuccess && items.length === 0 && <p>{t('account.noBusinesses')}</p>}
      {items.length > 0 && (
        <ul className="account-list" aria-labelledby="businesses-title">
          {items.map(({ business }) => (
            <li key={business.id}>
              <strong>{business.businessName ?? t('account.unnamedBusiness')}</strong>
              {business.businessDba && (
                <span className="account-list__detail">
                  {t('account.dba', { name: business.businessDba })}
                </span>
              )}
              {business.feinMasked && (
                <span className="account-list__detail">
                  {t('account.fein', { fein: business.feinMasked })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ClientDocuments() {
  const { t } = useTranslation();
  const policies = useMyPolicies({ pageSize: LIST_SIZE });
  const withDocuments = (policies.data?.items ?? []).filter((p) => p.documents.length > 0);
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('account.documentsTitle')}</h2>
      {policies.isError && <Alert tone="error">{errorMessage(policies.error)}</Alert>}
      {policies.isPending && <p role="status">{t('account.loading')}</p>}
      {policies.isSuccess && withDocuments.length === 0 && <p>{t('account.noDocuments')}</p>}
      {withDocuments.map((policy) => (
        <div key={policy.quoteId}>
          <h3 className="account-list__title">
            {t('account.policyDocuments', {
              business: policy.businessName,
              number: policy.policyNumber,
            })}
          </h3>
          <ul className="account-list">
            {policy.documents.map((document) => (
              <li key={document.id}>
                <DocumentDownload quoteId={policy.quoteId} document={document} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
