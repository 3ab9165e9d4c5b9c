import { createFileRoute } from '@tanstack/react-router';
import { DailyRunsTab } from '../../../../features/back-office/settings/daily-runs/DailyRunsTab';

export const Route = createFileRoute('/_staff/dashboard/settings/daily-runs')({
  component: DailyRunsTab,
});
