import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/referrals/namespace';
import { ReferralTrakPage } from '../../../features/referrals/ReferralTrakPage';
import { validateReferralTrakSearch } from '../../../features/referrals/search';

export const Route = createFileRoute('/_partner/payroll-partner/referraltrak')({
  validateSearch: validateReferralTrakSearch,
  loader: loadReferralsTexts,
  component: ReferralTrakPage,
});
