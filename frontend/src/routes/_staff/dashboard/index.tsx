import { createFileRoute } from '@tanstack/react-router';
import { loadApplicationsTexts } from '../../../features/applications/namespace';
import { DashboardPage } from '../../../features/dashboard/DashboardPage';
import { loadActivityTexts } from '../../../features/dashboard/namespace';
import { loadStaffQuoteTexts } from '../../../features/staff-quote/namespace';

export const Route = createFileRoute('/_staff/dashboard/')({
  loader: () => Promise.all([loadStaffQuoteTexts(), loadApplicationsTexts(), loadActivityTexts()]),
  component: DashboardPage,
});
