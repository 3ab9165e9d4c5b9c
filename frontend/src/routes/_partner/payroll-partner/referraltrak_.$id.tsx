import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/partners/referrals/namespace';
import { RepReferralPage } from '../../../features/partners/referrals/RepReferralPage';

/** One referral of the rep's company; not nested in the list's route. */
export const Route = createFileRoute('/_partner/payroll-partner/referraltrak_/$id')({
  loader: loadReferralsTexts,
  component: RepReferralRoute,
});

function RepReferralRoute() {
  const { id } = Route.useParams();
  return <RepReferralPage id={id} />;
}
