/**
 * The ReferralTrak list both the partner portal and staff show: filters (search by field, date,
 * status, sort) and the referral table's columns. The page shows them with the list kit.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  DATE_FILTERS,
  REFERRAL_SEARCH_BY,
  REFERRAL_STATUSES,
  type DateFilter,
  type ReferralSearchBy,
  type ReferralStatus,
} from '@coverline/contracts';
import type { ReferralDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { listColumns } from '../../../ui/list';
import { useReferralsT } from './namespace';
import type { ReferralTrakSearch } from './search';
import '../../../ui/lists.css';
import './referrals.css';

export const REFERRALS_PAGE_SIZE = 20;

const SORTS = ['createdAt-DESC', 'createdAt-ASC', 'updatedAt-DESC', 'updatedAt-ASC'] as const;
type Sort = (typeof SORTS)[number];

const column = listColumns<ReferralDto>();

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

/**
 * The referral table's columns; staff see the rep's payroll company, and a last column of an
 * action per referral (they open the referral from it).
 */
export function useReferralColumns({
  showCompany = false,
  action,
}: {
  showCompany?: boolean;
  action?: (referral: ReferralDto) => ReactNode;
} = {}) {
  const t = useReferralsT();
  return useMemo(
    () => [
      column.display({
        id: 'referral',
        header: t('table.referral'),
        meta: { rowHeader: true },
        cell: ({ row: { original: referral } }) => (
          <>
            {t('table.number', { number: referral.referralNumber })}
            <span className="data-table__sub">{formatDate(referral.createdAt)}</span>
          </>
        ),
      }),
      column.display({
        id: 'client',
        header: t('table.client'),
        cell: ({ row: { original: referral } }) => (
          <>
            {referral.businessName}
            <span className="data-table__sub">
              {referral.firstName} {referral.lastName} · {referral.email}
            </span>
          </>
        ),
      }),
      column.accessor('type', {
        header: t('table.type'),
        cell: ({ getValue }) => t(`types.${getValue()}.short`),
      }),
      column.display({
        id: 'rep',
        header: t('table.rep'),
        cell: ({ row: { original: referral } }) => (
          <>
            {referral.repFirstName} {referral.repLastName}
            {showCompany && <span className="data-table__sub">{referral.payrollCompanyName}</span>}
          </>
        ),
      }),
      column.accessor('status', {
        header: t('table.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      }),
      column.accessor('payout', {
        header: t('table.payout'),
        cell: ({ getValue }) => {
          const payout = getValue();
          return payout ? t(`payout.${payout}`) : t('payout.undecided');
        },
      }),
      ...(action
        ? [
            column.display({
              id: 'actions',
              header: t('table.actions'),
              cell: ({ row: { original: referral } }) => action(referral),
            }),
          ]
        : []),
    ],
    [t, showCompany, action],
  );
}
