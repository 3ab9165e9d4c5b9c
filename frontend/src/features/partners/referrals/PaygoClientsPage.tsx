/**
 * PayGo WC Clients: the pay-as-you-go workers compensation clients of the rep's payroll
 * company, registered with it or referred by it, with their policy and payroll frequency.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useListPaygoClients } from '@coverline/contracts/generated/referrals/referrals';
import type { ListPaygoClientsParams, PaygoClientDto } from '@coverline/contracts/generated/model';
import { formatDay } from '../../../lib/dates';
import { listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useReferralsT } from './namespace';
import { REFERRALS_PAGE_SIZE } from './ReferralList';
import type { PaygoClientsSearch } from './search';
import '../../../ui/lists.css';
import './referrals.css';

const column = listColumns<PaygoClientDto>();

export function PaygoClientsPage() {
  const t = useReferralsT();
  useDocumentTitle(t('paygo.title'));
  const list = useListPage<PaygoClientsSearch, ListPaygoClientsParams, PaygoClientDto>({
    useQuery: useListPaygoClients,
    pageSize: REFERRALS_PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm || undefined,
    }),
  });
  const columns = useMemo(
    () => [
      column.display({
        id: 'client',
        header: t('paygo.client'),
        meta: { rowHeader: true },
        cell: ({ row: { original: client } }) => (
          <>
            {client.businessName}
            <span className="data-table__sub">
              {client.dba ? `${client.dba} · ` : ''}
              {client.email}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'policy',
        header: t('paygo.policy'),
        cell: ({ row: { original: client } }) => (
          <>
            {client.policyNumber ?? t('paygo.noPolicyNumber')}
            <span className="data-table__sub">
              {t('paygo.term', {
                from: formatDay(client.effectiveDate),
                to: formatDay(client.expirationDate),
              })}
            </span>
          </>
        ),
      }),
      column.accessor('carrier', { header: t('paygo.carrier') }),
      column.accessor('payFrequency', {
        header: t('paygo.frequency'),
        cell: ({ getValue }) => t(`paygo.frequencies.${getValue()}`),
      }),
      column.display({
        id: 'status',
        header: t('paygo.status'),
        cell: ({ row: { original: client } }) => (
          <>
            {t(`paygo.registration.${client.registrationStatus}`)}
            <span className="data-table__sub">
              {t('paygo.quoteStatus', { status: client.quoteStatus })}
            </span>
          </>
        ),
      }),
      column.accessor('referralNumber', {
        header: t('paygo.referral'),
        cell: ({ getValue }) => {
          const number = getValue();
          return number === null ? t('paygo.notReferred') : t('table.number', { number });
        },
      }),
    ],
    [t],
  );
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('paygo.title')}</h1>
        <p className="lead">{t('paygo.lead')}</p>
      </header>
      <ListSearch
        value={list.search.searchTerm ?? ''}
        labels={{
          form: t('paygo.search.label'),
          field: t('paygo.search.field'),
          hint: t('paygo.search.hint'),
          submit: t('paygo.search.submit'),
        }}
        onSearch={(term) => list.setFilters({ searchTerm: term || undefined })}
      />
      <ListView
        list={list}
        columns={columns}
        caption={t('paygo.caption', { page: list.page, pages: list.pages })}
        texts={{
          loading: t('paygo.loading'),
          empty: list.search.searchTerm ? t('paygo.emptySearch') : t('paygo.empty'),
          failed: t('paygo.failed'),
        }}
      />
      {list.query.data?.total === 0 && !list.search.searchTerm && (
        <section className="card" aria-labelledby="paygo-empty">
          <h2 id="paygo-empty">{t('paygo.emptyTitle')}</h2>
          <ol>
            {(['step1', 'step2', 'step3'] as const).map((step) => (
              <li key={step}>{t(`paygo.emptySteps.${step}`)}</li>
            ))}
          </ol>
          <Link to="/payroll-partner/new-referral" className="button button--primary">
            {t('paygo.emptyAction')}
          </Link>
        </section>
      )}
    </div>
  );
}
