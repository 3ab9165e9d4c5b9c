import { createFileRoute } from '@tanstack/react-router';
import { ClientsPage } from '../../../../features/back-office/clients/ClientsPage';
import { clientsSearchSchema } from '../../../../features/back-office/clients/search';

export const Route = createFileRoute('/_staff/dashboard/clients/')({
  validateSearch: clientsSearchSchema,
  component: ClientsPage,
});
