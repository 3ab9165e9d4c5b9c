import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/partners/referrals/namespace';
import { NewReferralPage } from '../../../features/partners/referrals/NewReferralPage';

export const Route = createFileRoute('/_partner/payroll-partner/new-referral')({
  loader: loadReferralsTexts,
  component: NewReferralPage,
});
