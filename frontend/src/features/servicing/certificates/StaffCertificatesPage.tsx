/**
 * /dashboard/coi: every certificate (an agent's assigned clients'), searchable and narrowed to
 * those pending; staff issue a pending one as asked, and issue a certificate for any client's
 * bound policy with the same five steps the client uses.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  getListCertificatesQueryKey,
  getQuoteCertificatesQueryKey,
  useListCertificates,
  useUpdateCertificate,
} from '@coverline/contracts/generated/certificates/certificates';
import type { CertificateDto, CertificateStatus } from '@coverline/contracts/generated/model';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { formatDate } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { certificateContent, valuesOf } from './certificate-form';
import { CertificateDownload } from './CertificateDownload';
import { CertificateFlow } from './CertificateFlow';
import { CERTIFICATES_NS } from './namespace';
import './certificates.css';

const PAGE_SIZE = 20;

export function StaffCertificatesPage() {
  const { t, ready } = useTranslation(CERTIFICATES_NS);
  useDocumentTitle(ready ? t('staff.title') : '');
  const [searchTerm, setSearchTerm] = useState('');
  const [status, setStatus] = useState<CertificateStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useListCertificates({
    page,
    pageSize: PAGE_SIZE,
    ...(searchTerm.trim() ? { searchTerm: searchTerm.trim() } : {}),
    ...(status ? { status } : {}),
  });
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('staff.title')}</h1>
        <p className="lead">{t('staff.lead')}</p>
      </header>
      <section className="card" aria-labelledby="coi-list">
        <h2 id="coi-list">{t('staff.listTitle')}</h2>
        <div className="certificate-flow__row">
          <TextField
            label={t('staff.search')}
            type="search"
            value={searchTerm}
            onChange={(e) => {
              setSearchTerm(e.target.value);
              setPage(1);
            }}
          />
          <FieldFrame label={t('staff.statusFilter')}>
            {(control) => (
              <select
                {...control}
                className="field__input"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as CertificateStatus | '');
                  setPage(1);
                }}
              >
                <option value="">{t('staff.allStatuses')}</option>
                <option value="pending">{t('status.pending')}</option>
                <option value="issued">{t('status.issued')}</option>
              </select>
            )}
          </FieldFrame>
        </div>
        {list.error && (
          <Alert tone="error" title={t('loadFailed')}>
            <p>{errorMessage(list.error)}</p>
          </Alert>
        )}
        {list.isPending ? (
          <p>{t('list.loading')}</p>
        ) : items.length === 0 ? (
          <p>{t('staff.none')}</p>
        ) : (
          <div className="certificate-table-scroll">
            <table className="certificate-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.columns.holder')}</th>
                  <th scope="col">{t('staff.columns.insured')}</th>
                  <th scope="col">{t('staff.columns.policy')}</th>
                  <th scope="col">{t('staff.columns.status')}</th>
                  <th scope="col">{t('staff.columns.date')}</th>
                  <th scope="col">{t('staff.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <StaffRow key={c.id} certificate={c} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="certificate-flow__actions" aria-label={t('staff.pages')}>
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('staff.previous')}
            </button>
            <span>{t('staff.pageOf', { page, pages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('staff.next')}
            </button>
          </nav>
        )}
      </section>
      <IssueForPolicy />
    </div>
  );
}

function StaffRow({ certificate: c }: { certificate: CertificateDto }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const queryClient = useQueryClient();
  const issue = useUpdateCertificate();
  const complete = () =>
    issue.mutate(
      { data: { id: c.id, ...certificateContent(valuesOf(c)) } },
      {
        onSuccess: () => {
          toast.success(t('staff.issued', { holder: c.holderName }));
          void queryClient.invalidateQueries({ queryKey: getListCertificatesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getQuoteCertificatesQueryKey(c.quoteId) });
        },
        onError: (error) => {
          const message = formErrorMessage(error);
          if (message) toast.error(message);
        },
      },
    );
  return (
    <tr>
      <td>{c.holderName}</td>
      <td>
        {c.insuredName}
        <br />
        <span className="certificate-list__meta">{c.clientEmail}</span>
      </td>
      <td>
        {c.policyNumber}
        <br />
        <span className="certificate-list__meta">{c.carrier}</span>
      </td>
      <td>
        <span className={`certificate-badge certificate-badge--${c.status}`}>
          {t(`status.${c.status}`)}
        </span>
        {c.status === 'pending' && (
          <p className="certificate-list__meta">
            {c.awaiting.map((a) => t(`endorsements.${a}`)).join(', ')}
          </p>
        )}
      </td>
      <td>{formatDate(c.issuedAt ?? c.createdAt)}</td>
      <td>
        <div className="certificate-table__actions">
          {c.status === 'pending' && (
            <button
              type="button"
              className="button button--primary"
              disabled={issue.isPending}
              onClick={complete}
              aria-label={t('staff.issueNamed', { holder: c.holderName })}
            >
              {t('staff.issue')}
            </button>
          )}
          <CertificateDownload certificate={c} />
        </div>
      </td>
    </tr>
  );
}

/** Staff pick a bound policy (an agent's assigned clients') and issue a certificate for it. */
function IssueForPolicy() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const policies = useMyPolicies({ pageSize: 100 });
  const [quoteId, setQuoteId] = useState('');
  const active = (policies.data?.items ?? []).filter((p) => p.status === 'Active');
  const policy = active.find((p) => p.quoteId === quoteId);
  return (
    <section className="card certificate-flow__issue" aria-labelledby="coi-issue">
      <h2 id="coi-issue">{t('staff.issueTitle')}</h2>
      <p>{t('staff.issueLead')}</p>
      <FieldFrame label={t('staff.policy')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={quoteId}
            onChange={(e) => setQuoteId(e.target.value)}
          >
            <option value="">{t('staff.choosePolicy')}</option>
            {active.map((p) => (
              <option key={p.quoteId} value={p.quoteId}>
                {`${p.businessName} - ${p.policyNumber} (${p.carrier})`}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {policy && <CertificateFlow key={policy.quoteId} policy={policy} />}
    </section>
  );
}
