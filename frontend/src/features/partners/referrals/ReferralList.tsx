/**
 * The ReferralTrak list both the partner portal and staff show: filters (search by field, date,
 * status, sort), a table of referrals and the pager. The page owns the data and the URL.
 */
import { useId, useState } from 'react';
import {
  DATE_FILTERS,
  REFERRAL_SEARCH_BY,
  REFERRAL_STATUSES,
  type DateFilter,
  type ReferralSearchBy,
  type ReferralStatus,
} from '@coverline/contracts';
import type { ReferralDto, ReferralPageDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Pager } from '../../../ui/list';
import { useReferralsT } from './namespace';
import type { ReferralTrakSearch } from './search';
import '../../../ui/lists.css';
import './referrals.css';

export const REFERRALS_PAGE_SIZE = 20;

const SORTS = ['createdAt-DESC', 'createdAt-ASC', 'updatedAt-DESC', 'updatedAt-ASC'] as const;
type Sort = (typeof SORTS)[number];

/** A status's badge tone: closed referrals muted, finished ones green, the rest in progress. */
export function statusTone(status: ReferralStatus): 'done' | 'closed' | 'open' {
  if (status === 'Processed' || status === 'Completed') return 'done';
  if (REFERRAL_STATUSES.indexOf(status) >= REFERRAL_STATUSES.indexOf('Could not reach client')) {
    return 'closed';
  }
  return 'open';
}

export function StatusBadge({ status }: { status: ReferralStatus }) {
  const t = useReferralsT();
  return (
    <span className={`referral-status referral-status--${statusTone(status)}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}

export function ReferralFilters({
  search,
  onChange,
}: {
  search: ReferralTrakSearch;
  onChange: (changes: Partial<ReferralTrakSearch>) => void;
}) {
  const t = useReferralsT();
  const id = useId();
  const [typed, setTyped] = useState(search.searchTerm ?? '');
  const [searchBy, setSearchBy] = useState<ReferralSearchBy | ''>(search.searchBy ?? '');
  const sort: Sort = `${search.sort ?? 'createdAt'}-${search.order ?? 'DESC'}`;
  return (
    <form
      className="referral-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ searchTerm: typed.trim() || undefined, searchBy: searchBy || undefined });
      }}
    >
      <div className="referral-filters__row">
        <div className="field referral-filters__search">
          <label className="field__label" htmlFor={`${id}-term`}>
            {t('filters.search')}
          </label>
          <input
            id={`${id}-term`}
            className="field__input"
            type="search"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-by`}>
            {t('filters.searchBy')}
          </label>
          <select
            id={`${id}-by`}
            className="field__input"
            value={searchBy}
            onChange={(event) => setSearchBy(event.target.value as ReferralSearchBy | '')}
          >
            <option value="">{t('filters.anyField')}</option>
            {REFERRAL_SEARCH_BY.map((by) => (
              <option key={by} value={by}>
                {t(`searchBy.${by}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('filters.submit')}
        </button>
      </div>
      <div className="referral-filters__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {t('filters.date')}
          </label>
          <select
            id={`${id}-date`}
            className="field__input"
            value={search.dateFilter ?? 'All time'}
            onChange={(event) => {
              const value = event.target.value as DateFilter;
              onChange({ dateFilter: value === 'All time' ? undefined : value });
            }}
          >
            {DATE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`dateFilters.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t('filters.status')}
          </label>
          <select
            id={`${id}-status`}
            className="field__input"
            value={search.status ?? ''}
            onChange={(event) =>
              onChange({ status: (event.target.value || undefined) as ReferralStatus | undefined })
            }
          >
            <option value="">{t('filters.anyStatus')}</option>
            {REFERRAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-sort`}>
            {t('filters.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="field__input"
            value={sort}
            onChange={(event) => {
              const [field, order] = event.target.value.split('-') as [
                'updatedAt' | 'createdAt',
                'ASC' | 'DESC',
              ];
              onChange({ sort: field, order });
            }}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}

export function ReferralResults({
  result,
  isPending,
  isError,
  page,
  onPage,
  showCompany,
  action,
}: {
  result: ReferralPageDto | undefined;
  isPending: boolean;
  isError: boolean;
  page: number;
  onPage: (page: number) => void;
  showCompany?: boolean;
  /** A last column per referral (staff open the referral from it). */
  action?: (referral: ReferralDto) => React.ReactNode;
}) {
  const t = useReferralsT();
  if (isError) return <Alert tone="error">{t('table.failed')}</Alert>;
  if (!result) {
    return isPending ? (
      <p role="status" className="list-status">
        {t('table.loading')}
      </p>
    ) : null;
  }
  if (result.items.length === 0) {
    return (
      <p role="status" className="list-status">
        {t('table.empty')}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(result.total / REFERRALS_PAGE_SIZE));
  return (
    <>
      <table className="data-table referral-table">
        <caption>{t('table.caption', { page, pages })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.referral')}</th>
            <th scope="col">{t('table.client')}</th>
            <th scope="col">{t('table.type')}</th>
            <th scope="col">{t('table.rep')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.payout')}</th>
            {action && <th scope="col">{t('table.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {result.items.map((referral) => (
            <tr key={referral.id}>
              <th scope="row">
                {t('table.number', { number: referral.referralNumber })}
                <span className="data-table__sub">{formatDate(referral.createdAt)}</span>
              </th>
              <td data-label={t('table.client')}>
                {referral.businessName}
                <span className="data-table__sub">
                  {referral.firstName} {referral.lastName} · {referral.email}
                </span>
              </td>
              <td data-label={t('table.type')}>{t(`types.${referral.type}.short`)}</td>
              <td data-label={t('table.rep')}>
                {referral.repFirstName} {referral.repLastName}
                {showCompany && (
                  <span className="data-table__sub">{referral.payrollCompanyName}</span>
                )}
              </td>
              <td data-label={t('table.status')}>
                <StatusBadge status={referral.status} />
              </td>
              <td data-label={t('table.payout')}>
                {referral.payout ? t(`payout.${referral.payout}`) : t('payout.undecided')}
              </td>
              {action && <td data-label={t('table.actions')}>{action(referral)}</td>}
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
        onPage={onPage}
      />
    </>
  );
}
