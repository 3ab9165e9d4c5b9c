import { createFileRoute } from '@tanstack/react-router';
import { StaffBorDetailPage } from '../../../../features/servicing/bor/StaffBorDetailPage';

export const Route = createFileRoute('/_staff/dashboard/bor/$id')({
  component: StaffBorDetail,
});

function StaffBorDetail() {
  const { id } = Route.useParams();
  return <StaffBorDetailPage id={id} />;
}
