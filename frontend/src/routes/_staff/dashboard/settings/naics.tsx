import { createFileRoute } from '@tanstack/react-router';
import { NaicsTab } from '../../../../features/back-office/settings/naics/NaicsTab';
import { naicsSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/naics')({
  validateSearch: naicsSearchSchema,
  component: NaicsTab,
});
