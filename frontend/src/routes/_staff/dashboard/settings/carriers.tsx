import { createFileRoute } from '@tanstack/react-router';
import { CarriersTab } from '../../../../features/back-office/settings/carriers/CarriersTab';

export const Route = createFileRoute('/_staff/dashboard/settings/carriers')({
  component: CarriersTab,
});
