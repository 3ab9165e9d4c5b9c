import { createFileRoute } from '@tanstack/react-router';
import { StaffBorPage } from '../../../../features/bor/StaffBorPage';

export const Route = createFileRoute('/_staff/dashboard/bor/')({
  component: StaffBorPage,
});
