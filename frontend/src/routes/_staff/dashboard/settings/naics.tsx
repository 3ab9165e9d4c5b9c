import { createFileRoute } from '@tanstack/react-router';
import { NaicsTab } from '../../../../features/back-office/settings/naics/NaicsTab';

export const Route = createFileRoute('/_staff/dashboard/settings/naics')({
  component: NaicsTab,
});
