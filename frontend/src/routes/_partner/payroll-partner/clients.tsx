import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/partners/referrals/namespace';
import { PaygoClientsPage } from '../../../features/partners/referrals/PaygoClientsPage';
import { paygoClientsSearchSchema } from '../../../features/partners/referrals/search';

export const Route = createFileRoute('/_partner/payroll-partner/clients')({
  validateSearch: paygoClientsSearchSchema,
  loader: loadReferralsTexts,
  component: PaygoClientsPage,
});
