import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/referrals/namespace';
import { NewReferralPage } from '../../../features/referrals/NewReferralPage';

export const Route = createFileRoute('/_partner/payroll-partner/new-referral')({
  loader: loadReferralsTexts,
  component: NewReferralPage,
});
