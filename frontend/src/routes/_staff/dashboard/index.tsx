import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/DashboardPage';
import { loadStaffQuoteTexts } from '../../../features/staff-quote/namespace';

export const Route = createFileRoute('/_staff/dashboard/')({
  loader: loadStaffQuoteTexts,
  component: DashboardPage,
});
