/** ReferralTrak in the partner portal: the referrals of the rep's payroll company. */
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useListReferrals } from '@coverline/contracts/generated/referrals/referrals';
import type { ListReferralsParams, ReferralDto } from '@coverline/contracts/generated/model';
import { ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useRepProfile } from '../partner/rep-session';
import { useReferralsT } from './namespace';
import { REFERRALS_PAGE_SIZE, ReferralFilters, useReferralColumns } from './ReferralList';
import type { ReferralTrakSearch } from './search';

export function ReferralTrakPage() {
  const t = useReferralsT();
  useDocumentTitle(t('trak.title'));
  const { data: rep } = useRepProfile();
  const list = useListPage<ReferralTrakSearch, ListReferralsParams, ReferralDto>({
    useQuery: useListReferrals,
    pageSize: REFERRALS_PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      ...search,
      searchTerm: search.searchTerm || undefined,
      page,
      pageSize,
    }),
  });
  const action = useCallback(
    (referral: ReferralDto) => (
      <Link
        to="/payroll-partner/referraltrak/$id"
        params={{ id: referral.id }}
        className="button button--secondary"
        aria-label={t('trak.openReferral', { number: referral.referralNumber })}
      >
        {t('trak.open')}
      </Link>
    ),
    [t],
  );
  const columns = useReferralColumns({ action });
  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{rep?.payrollCompanyName}</p>
        <h1>{t('trak.title')}</h1>
        <p className="lead">{t('trak.lead')}</p>
        <p>
          <Link to="/payroll-partner/new-referral" className="button button--primary">
            {t('trak.newReferral')}
          </Link>
        </p>
      </header>
      <ReferralFilters search={list.search} onChange={list.setFilters} />
      <ListView
        list={list}
        columns={columns}
        caption={t('table.caption', { page: list.page, pages: list.pages })}
        className="data-table referral-table"
        texts={{ loading: t('table.loading'), empty: t('table.empty'), failed: t('table.failed') }}
      />
    </div>
  );
}
