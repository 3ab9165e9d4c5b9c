/**
 * PayGo WC Clients: the pay-as-you-go workers compensation clients of the rep's payroll
 * company, registered with it or referred by it, with their policy and payroll frequency.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useListPaygoClients } from '@coverline/contracts/generated/referrals/referrals';
import { formatDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { ListSearch, Pager } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useReferralsT } from './namespace';
import { REFERRALS_PAGE_SIZE } from './ReferralList';
import type { PaygoClientsSearch } from './search';
import '../../../ui/lists.css';
import './referrals.css';

export function PaygoClientsPage() {
  const t = useReferralsT();
  useDocumentTitle(t('paygo.title'));
  const search = useSearch({ strict: false }) as PaygoClientsSearch;
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const list = useListPaygoClients(
    { page, pageSize: REFERRALS_PAGE_SIZE, searchTerm: search.searchTerm || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const update = (changes: Partial<PaygoClientsSearch>) =>
    void navigate({
      to: '.',
      search: (prev: PaygoClientsSearch) => ({ ...prev, page: undefined, ...changes }),
      replace: true,
    });
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / REFERRALS_PAGE_SIZE)) : 1;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('paygo.title')}</h1>
        <p className="lead">{t('paygo.lead')}</p>
      </header>
      <ListSearch
        value={search.searchTerm ?? ''}
        labels={{
          form: t('paygo.search.label'),
          field: t('paygo.search.field'),
          hint: t('paygo.search.hint'),
          submit: t('paygo.search.submit'),
        }}
        onSearch={(term) => update({ searchTerm: term || undefined })}
      />
      {list.isError && <Alert tone="error">{t('paygo.failed')}</Alert>}
      {!result && list.isPending && (
        <p role="status" className="list-status">
          {t('paygo.loading')}
        </p>
      )}
      {result &&
        (result.items.length === 0 ? (
          <p role="status" className="list-status">
            {t('paygo.empty')}
          </p>
        ) : (
          <>
            <table className="data-table">
              <caption>{t('paygo.caption', { page, pages })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('paygo.client')}</th>
                  <th scope="col">{t('paygo.policy')}</th>
                  <th scope="col">{t('paygo.carrier')}</th>
                  <th scope="col">{t('paygo.frequency')}</th>
                  <th scope="col">{t('paygo.status')}</th>
                  <th scope="col">{t('paygo.referral')}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((client) => (
                  <tr key={client.id}>
                    <th scope="row">
                      {client.businessName}
                      <span className="data-table__sub">
                        {client.dba ? `${client.dba} · ` : ''}
                        {client.email}
                      </span>
                    </th>
                    <td data-label={t('paygo.policy')}>
                      {client.policyNumber ?? t('paygo.noPolicyNumber')}
                      <span className="data-table__sub">
                        {t('paygo.term', {
                          from: formatDay(client.effectiveDate),
                          to: formatDay(client.expirationDate),
                        })}
                      </span>
                    </td>
                    <td data-label={t('paygo.carrier')}>{client.carrier}</td>
                    <td data-label={t('paygo.frequency')}>
                      {t(`paygo.frequencies.${client.payFrequency}`)}
                    </td>
                    <td data-label={t('paygo.status')}>
                      {t(`paygo.registration.${client.registrationStatus}`)}
                      <span className="data-table__sub">
                        {t('paygo.quoteStatus', { status: client.quoteStatus })}
                      </span>
                    </td>
                    <td data-label={t('paygo.referral')}>
                      {client.referralNumber === null
                        ? t('paygo.notReferred')
                        : t('table.number', { number: client.referralNumber })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              page={page}
              pages={pages}
              pageSize={REFERRALS_PAGE_SIZE}
              total={result.total}
              shown={result.items.length}
              onPage={(next) => update({ page: next })}
            />
          </>
        ))}
    </div>
  );
}
