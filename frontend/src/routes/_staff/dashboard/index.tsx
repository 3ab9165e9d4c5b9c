import { createFileRoute } from '@tanstack/react-router';
import { loadApplicationsTexts } from '../../../features/back-office/applications/namespace';
import { DashboardPage } from '../../../features/back-office/dashboard/DashboardPage';
import { loadActivityTexts } from '../../../features/back-office/dashboard/namespace';
import { loadStaffQuoteTexts } from '../../../features/quoting/staff-quote/namespace';

export const Route = createFileRoute('/_staff/dashboard/')({
  loader: () => Promise.all([loadStaffQuoteTexts(), loadApplicationsTexts(), loadActivityTexts()]),
  component: DashboardPage,
});
