import { createFileRoute } from '@tanstack/react-router';
import { ClientPage } from '../../../../features/back-office/clients/ClientPage';

export const Route = createFileRoute('/_staff/dashboard/clients/$id')({
  component: ClientDetail,
});

function ClientDetail() {
  const { id } = Route.useParams();
  return <ClientPage clientId={id} />;
}
