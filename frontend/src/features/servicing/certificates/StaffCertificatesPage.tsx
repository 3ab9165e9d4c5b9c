/**
 * /dashboard/coi: every certificate (an agent's assigned clients'), searchable and narrowed to
 * those pending; staff issue a pending one as asked, and issue a certificate for any client's
 * bound policy with the same five steps the client uses.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  getListCertificatesQueryKey,
  getQuoteCertificatesQueryKey,
  useListCertificates,
  useUpdateCertificate,
} from '@coverline/contracts/generated/certificates/certificates';
import type { CertificateDto, ListCertificatesParams } from '@coverline/contracts/generated/model';
import { useMyPolicies } from '@coverline/contracts/generated/policies/policies';
import { formatDate } from '../../../lib/dates';
import { formErrorMessage } from '../../../lib/http-errors';
import { FilterSelect, listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { FieldFrame } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { certificateContent, valuesOf } from './certificate-form';
import { CertificateDownload } from './CertificateDownload';
import { CertificateFlow } from './CertificateFlow';
import { CERTIFICATES_NS } from './namespace';
import { CERTIFICATE_STATUSES, type StaffCertificatesSearch } from './search';
import './certificates.css';

const PAGE_SIZE = 20;
/** How long typing pauses before the list is searched. */
const SEARCH_DELAY_MS = 300;

const column = listColumns<CertificateDto>();

export function StaffCertificatesPage() {
  const { t, ready } = useTranslation(CERTIFICATES_NS);
  useDocumentTitle(ready ? t('staff.title') : '');
  const list = useListPage<StaffCertificatesSearch, ListCertificatesParams, CertificateDto>({
    useQuery: useListCertificates,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm || undefined,
      status: search.status,
    }),
  });
  const columns = useMemo(
    () => [
      column.accessor('holderName', { header: t('staff.columns.holder') }),
      column.display({
        id: 'insured',
        header: t('staff.columns.insured'),
        cell: ({ row: { original: c } }) => (
          <>
            {c.insuredName}
            <br />
            <span className="certificate-list__meta">{c.clientEmail}</span>
          </>
        ),
      }),
      column.display({
        id: 'policy',
        header: t('staff.columns.policy'),
        cell: ({ row: { original: c } }) => (
          <>
            {c.policyNumber}
            <br />
            <span className="certificate-list__meta">{c.carrier}</span>
          </>
        ),
      }),
      column.display({
        id: 'status',
        header: t('staff.columns.status'),
        cell: ({ row: { original: c } }) => (
          <>
            <span className={`certificate-badge certificate-badge--${c.status}`}>
              {t(`status.${c.status}`)}
            </span>
            {c.status === 'pending' && (
              <p className="certificate-list__meta">
                {c.awaiting.map((a) => t(`endorsements.${a}`)).join(', ')}
              </p>
            )}
          </>
        ),
      }),
      column.display({
        id: 'date',
        header: t('staff.columns.date'),
        cell: ({ row: { original: c } }) => formatDate(c.issuedAt ?? c.createdAt),
      }),
      column.display({
        id: 'actions',
        header: t('staff.columns.actions'),
        cell: ({ row: { original: c } }) => <RowActions certificate={c} />,
      }),
    ],
    [t],
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('staff.title')}</h1>
        <p className="lead">{t('staff.lead')}</p>
      </header>
      <section className="card" aria-labelledby="coi-list">
        <h2 id="coi-list">{t('staff.listTitle')}</h2>
        <ListSearch
          value={list.search.searchTerm ?? ''}
          labels={{ form: t('staff.listTitle'), field: t('staff.search') }}
          delay={SEARCH_DELAY_MS}
          onSearch={(term) => list.setFilters({ searchTerm: term || undefined })}
        >
          <FilterSelect
            label={t('staff.statusFilter')}
            all={t('staff.allStatuses')}
            value={list.search.status}
            options={CERTIFICATE_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
            onChange={(status) => list.setFilters({ status })}
          />
        </ListSearch>
        <ListView
          list={list}
          columns={columns}
          labelledBy="coi-list"
          className="certificate-table"
          scrollClassName="certificate-table-scroll"
          showFailure
          texts={{ loading: t('list.loading'), empty: t('staff.none'), failed: t('loadFailed') }}
        />
      </section>
      <IssueForPolicy />
    </div>
  );
}

/** Issuing a pending certificate as asked, and its download. */
function RowActions({ certificate: c }: { certificate: CertificateDto }) {
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
