import { createFileRoute } from '@tanstack/react-router';
import { RatesTab } from '../../../../features/back-office/settings/rates/RatesTab';
import { rateTablesSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/rates')({
  validateSearch: rateTablesSearchSchema,
  component: RatesTab,
});
