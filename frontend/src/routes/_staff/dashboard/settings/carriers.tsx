import { createFileRoute } from '@tanstack/react-router';
import { CarriersTab } from '../../../../features/settings/carriers/CarriersTab';

export const Route = createFileRoute('/_staff/dashboard/settings/carriers')({
  component: CarriersTab,
});
