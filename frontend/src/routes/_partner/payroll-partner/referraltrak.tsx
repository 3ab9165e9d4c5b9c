import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/partners/referrals/namespace';
import { ReferralTrakPage } from '../../../features/partners/referrals/ReferralTrakPage';
import { referralTrakSearchSchema } from '../../../features/partners/referrals/search';

export const Route = createFileRoute('/_partner/payroll-partner/referraltrak')({
  validateSearch: referralTrakSearchSchema,
  loader: loadReferralsTexts,
  component: ReferralTrakPage,
});
