import { createFileRoute } from '@tanstack/react-router';
import { StaffBorPage } from '../../../../features/servicing/bor/StaffBorPage';

export const Route = createFileRoute('/_staff/dashboard/bor/')({
  component: StaffBorPage,
});
