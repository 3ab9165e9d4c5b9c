import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../../../features/identity/auth/guards';
import { loadReferralsTexts } from '../../../features/partners/referrals/namespace';
import { staffReferralTrakSearchSchema } from '../../../features/partners/referrals/search';
import { StaffReferralTrakPage } from '../../../features/partners/referrals/StaffReferralTrakPage';

/** Referrals are the admins' to manage: an agent who opens the page sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/referraltrak')({
  validateSearch: staffReferralTrakSearchSchema,
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: loadReferralsTexts,
  component: StaffReferralTrakPage,
});
