import { createFileRoute } from '@tanstack/react-router';
import { CarriersTab } from '../../../../features/back-office/settings/carriers/CarriersTab';
import { carriersSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/carriers')({
  validateSearch: carriersSearchSchema,
  component: CarriersTab,
});
