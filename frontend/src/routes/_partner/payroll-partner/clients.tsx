import { createFileRoute } from '@tanstack/react-router';
import { loadReferralsTexts } from '../../../features/referrals/namespace';
import { PaygoClientsPage } from '../../../features/referrals/PaygoClientsPage';
import { validatePaygoClientsSearch } from '../../../features/referrals/search';

export const Route = createFileRoute('/_partner/payroll-partner/clients')({
  validateSearch: validatePaygoClientsSearch,
  loader: loadReferralsTexts,
  component: PaygoClientsPage,
});
