/** ReferralTrak in the partner portal: the referrals of the rep's payroll company. */
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useListReferrals } from '@coverline/contracts/generated/referrals/referrals';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useRepProfile } from '../partner/rep-session';
import { useReferralsT } from './namespace';
import { REFERRALS_PAGE_SIZE, ReferralFilters, ReferralResults } from './ReferralList';
import type { ReferralTrakSearch } from './search';

export function ReferralTrakPage() {
  const t = useReferralsT();
  useDocumentTitle(t('trak.title'));
  const { data: rep } = useRepProfile();
  const search = useSearch({ strict: false }) as ReferralTrakSearch;
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const list = useListReferrals(
    { ...search, searchTerm: search.searchTerm || undefined, page, pageSize: REFERRALS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const update = (changes: Partial<ReferralTrakSearch>) =>
    void navigate({
      to: '.',
      search: (prev: ReferralTrakSearch) => ({ ...prev, page: undefined, ...changes }),
      replace: true,
    });
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
      <ReferralFilters search={search} onChange={update} />
      <ReferralResults
        result={list.data}
        isPending={list.isPending}
        isError={list.isError}
        page={page}
        onPage={(next) => update({ page: next })}
      />
    </div>
  );
}
