/**
 * Staff's ReferralTrak (admins): every payroll company's referrals, one referral opened beside
 * the list with its quote, history and the admin's actions (attach or detach a quote, payout
 * decision, close), and the payout report per payroll company and month, as CSV too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { REFERRAL_CLOSING_STATUSES } from '@coverline/contracts';
import {
  downloadPayoutReport,
  getGetReferralAsAdminQueryKey,
  getListReferralsAsAdminQueryKey,
  useAttachReferral,
  useCloseReferral,
  useDetachReferral,
  useGetPayoutReport,
  useGetReferralAsAdmin,
  useListReferralsAsAdmin,
  useMarkEligibleForPayout,
  useMarkIneligibleForPayout,
} from '@coverline/contracts/generated/referrals/referrals';
import { useGetPayrollCompanies } from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { useListApplicationsByTab } from '@coverline/contracts/generated/application-view/application-view';
import type {
  ListReferralsAsAdminParams,
  ReferralClosingStatus,
  ReferralDetailDto,
  ReferralDto,
} from '@coverline/contracts/generated/model';
import { formatCents } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { saveBlob } from '../../../lib/save-file';
import { useReferralsT } from './namespace';
import { ReferralAnswers } from './ReferralAnswers';
import {
  REFERRALS_PAGE_SIZE,
  ReferralFilters,
  StatusBadge,
  useReferralColumns,
} from './ReferralList';
import type { StaffReferralTrakSearch } from './search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function StaffReferralTrakPage() {
  const t = useReferralsT();
  useDocumentTitle(t('staff.title'));
  const list = useListPage<StaffReferralTrakSearch, ListReferralsAsAdminParams, ReferralDto>({
    useQuery: useListReferralsAsAdmin,
    pageSize: REFERRALS_PAGE_SIZE,
    params: ({ search: { referralId: _open, ...filters }, page, pageSize }) => ({
      ...filters,
      searchTerm: filters.searchTerm || undefined,
      page,
      pageSize,
    }),
  });
  const { referralId } = list.search;
  const open = list.setSearch;
  const action = useCallback(
    (referral: ReferralDto) => (
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('staff.openReferral', { number: referral.referralNumber })}
        aria-pressed={referral.id === referralId}
        onClick={() => open({ referralId: referral.id })}
      >
        {t('staff.open')}
      </button>
    ),
    [t, referralId, open],
  );
  const columns = useReferralColumns({ showCompany: true, action });
  return (
    <div className="page staff-referrals">
      <header className="page-header">
        <p className="eyebrow">{t('staff.eyebrow')}</p>
        <h1>{t('staff.title')}</h1>
        <p className="lead">{t('staff.lead')}</p>
      </header>
      <ReferralFilters search={list.search} onChange={list.setFilters} />
      <ListView
        list={list}
        columns={columns}
        caption={t('table.caption', { page: list.page, pages: list.pages })}
        className="data-table referral-table"
        texts={{ loading: t('table.loading'), empty: t('table.empty'), failed: t('table.failed') }}
      />
      {referralId && (
        <ReferralPanel id={referralId} onClose={() => open({ referralId: undefined })} />
      )}
      <PayoutReport />
    </div>
  );
}

export function ReferralPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useReferralsT();
  const detail = useGetReferralAsAdmin(id);
  const referral = detail.data;
  return (
    <section className="card referral-panel" aria-labelledby="referral-panel-title">
      <div className="referral-panel__head">
        <h2 id="referral-panel-title">
          {referral
            ? t('staff.panelTitle', {
                number: referral.referralNumber,
                business: referral.businessName,
              })
            : t('staff.panelLoading')}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('staff.close')}
        </button>
      </div>
      {detail.isError && <Alert tone="error">{errorMessage(detail.error)}</Alert>}
      {referral && <ReferralDetail referral={referral} />}
    </section>
  );
}

function ReferralDetail({ referral }: { referral: ReferralDetailDto }) {
  const t = useReferralsT();
  return (
    <>
      <dl className="referral-detail">
        <dt>{t('table.status')}</dt>
        <dd>
          <StatusBadge status={referral.status} />
        </dd>
        <dt>{t('table.type')}</dt>
        <dd>{t(`types.${referral.type}.label`)}</dd>
        <dt>{t('table.client')}</dt>
        <dd>
          {referral.businessName}
          {referral.businessDBA ? ` (${referral.businessDBA})` : ''}
          <br />
          {referral.firstName} {referral.lastName} · {referral.email}
          {referral.phone ? ` · ${referral.phone}` : ''}
        </dd>
        <dt>{t('table.rep')}</dt>
        <dd>
          {referral.repFirstName} {referral.repLastName} · {referral.repEmail} ·{' '}
          {referral.payrollCompanyName}
        </dd>
        <ReferralAnswers
          referral={referral}
          comparisonLabel={t('fields.ifComparison')}
          notesLabel={t('fields.referralDesc')}
        />
        <dt>{t('detail.quote')}</dt>
        <dd>
          {referral.quote ? (
            <>
              <Link to="/dashboard/quote/$id" params={{ id: referral.quote.id }}>
                {referral.quote.businessName ?? referral.quote.clientEmail}
              </Link>{' '}
              · {referral.quote.status}
              {referral.quote.policyNumber
                ? ` · ${t('detail.policy', { number: referral.quote.policyNumber })}`
                : ''}
              {referral.quote.annualPremiumCents !== null
                ? ` · ${formatCents(referral.quote.annualPremiumCents)}`
                : ''}
            </>
          ) : (
            t('detail.noQuote')
          )}
        </dd>
      </dl>
      <ReferralActions referral={referral} />
      <h3>{t('detail.history')}</h3>
      <ol className="referral-history">
        {referral.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatDate(event.at)}</time> —{' '}
            {event.fromStatus
              ? t('detail.moved', {
                  from: t(`statuses.${event.fromStatus}`),
                  to: t(`statuses.${event.toStatus}`),
                })
              : t('detail.created', { to: t(`statuses.${event.toStatus}`) })}
          </li>
        ))}
      </ol>
    </>
  );
}

function ReferralActions({ referral }: { referral: ReferralDetailDto }) {
  const t = useReferralsT();
  const queryClient = useQueryClient();
  const [quoteId, setQuoteId] = useState('');
  const [closing, setClosing] = useState<ReferralClosingStatus | ''>('');
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const attach = useAttachReferral();
  const detach = useDetachReferral();
  const eligible = useMarkEligibleForPayout();
  const ineligible = useMarkIneligibleForPayout();
  const close = useCloseReferral();
  const busy =
    attach.isPending ||
    detach.isPending ||
    eligible.isPending ||
    ineligible.isPending ||
    close.isPending;
  const closed = REFERRAL_CLOSING_STATUSES.includes(referral.status);

  const after = (message: string) => ({
    onSuccess: async (updated: ReferralDetailDto) => {
      setFailure(undefined);
      setDone(message);
      queryClient.setQueryData(getGetReferralAsAdminQueryKey(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: getListReferralsAsAdminQueryKey() });
    },
    onError: (error: unknown) => {
      setDone(undefined);
      setFailure(errorMessage(error));
    },
  });

  return (
    <div className="referral-actions">
      {done && (
        <p role="status" className="referral-actions__done">
          {done}
        </p>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      {referral.borApplicationId && (
        <Link to="/dashboard/bor/$id" params={{ id: referral.borApplicationId }}>
          {t('actions.openBor')}
        </Link>
      )}
      {referral.quoteId ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || closed}
          onClick={() => detach.mutate({ id: referral.id }, after(t('actions.detached')))}
        >
          {t('actions.detach')}
        </button>
      ) : (
        <>
          <ClientQuotes
            email={referral.email}
            disabled={busy || closed}
            onAttach={(id) =>
              attach.mutate(
                { id: referral.id, data: { quoteId: id } },
                after(t('actions.attached')),
              )
            }
          />
          <form
            className="inline-form"
            aria-label={t('actions.attachLabel')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!UUID.test(quoteId.trim())) {
                setFailure(t('actions.quoteIdInvalid'));
                return;
              }
              attach.mutate(
                { id: referral.id, data: { quoteId: quoteId.trim().toLowerCase() } },
                after(t('actions.attached')),
              );
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor="attach-quote-id">
                {t('actions.quoteId')}
              </label>
              <input
                id="attach-quote-id"
                className="field__input"
                value={quoteId}
                onChange={(event) => setQuoteId(event.target.value)}
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy || closed}>
              {t('actions.attach')}
            </button>
          </form>
        </>
      )}
      <div className="referral-actions__row">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || closed || referral.payout === 'eligible' || !referral.quoteId}
          onClick={() => eligible.mutate({ id: referral.id }, after(t('actions.markedEligible')))}
        >
          {t('actions.eligible')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || referral.payout === 'ineligible'}
          onClick={() =>
            ineligible.mutate({ id: referral.id }, after(t('actions.markedIneligible')))
          }
        >
          {t('actions.ineligible')}
        </button>
      </div>
      {!closed && referral.status !== 'Processed' && (
        <form
          className="inline-form"
          aria-label={t('actions.closeLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!closing) {
              setFailure(t('actions.chooseClosing'));
              return;
            }
            close.mutate(
              { id: referral.id, data: { status: closing } },
              after(t('actions.closed', { status: t(`statuses.${closing}`) })),
            );
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="close-status">
              {t('actions.closeStatus')}
            </label>
            <select
              id="close-status"
              className="field__input"
              value={closing}
              onChange={(event) => setClosing(event.target.value as ReferralClosingStatus | '')}
            >
              <option value="">{t('actions.chooseClosing')}</option>
              {(REFERRAL_CLOSING_STATUSES as ReferralClosingStatus[]).map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('actions.close')}
          </button>
        </form>
      )}
    </div>
  );
}

/** The quotes of the referred client's email, to attach one without copying its id. */
function ClientQuotes({
  email,
  disabled,
  onAttach,
}: {
  email: string;
  disabled: boolean;
  onAttach: (quoteId: string) => void;
}) {
  const t = useReferralsT();
  const quotes = useListApplicationsByTab({ status: 'all', searchTerm: email, pageSize: 10 });
  const items = (quotes.data?.items ?? []).filter(
    (quote) => quote.clientEmail.toLowerCase() === email.toLowerCase(),
  );
  if (!quotes.data) return null;
  if (items.length === 0) {
    return <p className="field__hint">{t('actions.noClientQuotes', { email })}</p>;
  }
  return (
    <div className="referral-client-quotes">
      <h3>{t('actions.clientQuotes', { email })}</h3>
      <ul>
        {items.map((quote) => (
          <li key={quote.id}>
            <span>
              {quote.businessName ?? quote.clientName ?? quote.clientEmail} ·{' '}
              {quote.coverageType.toUpperCase()} · {quote.status} · {formatDate(quote.createdAt)}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={disabled}
              aria-label={t('actions.attachQuote', {
                quote: quote.businessName ?? quote.clientEmail,
                date: formatDate(quote.createdAt),
              })}
              onClick={() => onAttach(quote.id)}
            >
              {t('actions.attach')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

function PayoutReport() {
  const t = useReferralsT();
  const companies = useGetPayrollCompanies({ pageSize: 100 });
  const [companyId, setCompanyId] = useState('');
  const [month, setMonth] = useState(thisMonth());
  const [failure, setFailure] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const ready = Boolean(companyId) && /^\d{4}-\d{2}$/.test(month);
  const params = { payrollCompanyId: companyId, month };
  const report = useGetPayoutReport(params, { query: { enabled: ready } });
  const lines = report.data?.lines ?? [];

  const download = async () => {
    setFailure(undefined);
    setDownloading(true);
    try {
      const blob = await downloadPayoutReport(params);
      const name = (report.data?.payrollCompanyName ?? 'payroll-company').replace(
        /[^A-Za-z0-9]+/g,
        '-',
      );
      saveBlob(blob, `payouts-${name}-${month}.csv`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card payout-report" aria-labelledby="payout-report-title">
      <h2 id="payout-report-title">{t('payouts.title')}</h2>
      <p>{t('payouts.lead')}</p>
      <div className="payout-report__controls">
        <div className="field">
          <label className="field__label" htmlFor="payout-company">
            {t('payouts.company')}
          </label>
          <select
            id="payout-company"
            className="field__input"
            value={companyId}
            onChange={(event) => setCompanyId(event.target.value)}
          >
            <option value="">{t('payouts.chooseCompany')}</option>
            {(companies.data?.items ?? []).map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="payout-month">
            {t('payouts.month')}
          </label>
          <input
            id="payout-month"
            className="field__input"
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={!ready || downloading}
          onClick={() => void download()}
        >
          {t('payouts.download')}
        </button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {report.isError && <Alert tone="error">{errorMessage(report.error)}</Alert>}
      {ready && report.data && lines.length === 0 && (
        <p role="status" className="list-status">
          {t('payouts.empty')}
        </p>
      )}
      {lines.length > 0 && (
        <table className="data-table">
          <caption>
            {t('payouts.caption', { company: report.data?.payrollCompanyName, month })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('table.referral')}</th>
              <th scope="col">{t('table.client')}</th>
              <th scope="col">{t('table.rep')}</th>
              <th scope="col">{t('table.status')}</th>
              <th scope="col">{t('payouts.premium')}</th>
              <th scope="col">{t('payouts.eligibleOn')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.referralNumber}>
                <th scope="row">{t('table.number', { number: line.referralNumber })}</th>
                <td data-label={t('table.client')}>
                  {line.businessName}
                  {line.policyNumber && (
                    <span className="data-table__sub">
                      {t('detail.policy', { number: line.policyNumber })}
                    </span>
                  )}
                </td>
                <td data-label={t('table.rep')}>{line.repName}</td>
                <td data-label={t('table.status')}>
                  <StatusBadge status={line.status} />
                </td>
                <td data-label={t('payouts.premium')}>
                  {line.annualPremiumCents === null
                    ? t('payouts.noPremium')
                    : formatCents(line.annualPremiumCents)}
                </td>
                <td data-label={t('payouts.eligibleOn')}>{formatDate(line.eligibleAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
