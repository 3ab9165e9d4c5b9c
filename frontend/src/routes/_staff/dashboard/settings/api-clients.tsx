import { createFileRoute } from '@tanstack/react-router';
import { ApiClientsTab } from '../../../../features/back-office/settings/api-clients/ApiClientsTab';
import { apiClientsSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/api-clients')({
  validateSearch: apiClientsSearchSchema,
  component: ApiClientsTab,
});
