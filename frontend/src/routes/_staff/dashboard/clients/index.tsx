import { createFileRoute } from '@tanstack/react-router';
import { ClientsPage } from '../../../../features/clients/ClientsPage';
import { validateClientsSearch } from '../../../../features/clients/search';

export const Route = createFileRoute('/_staff/dashboard/clients/')({
  validateSearch: validateClientsSearch,
  component: ClientsPage,
});
