import { createFileRoute } from '@tanstack/react-router';
import { staffBorSearchSchema } from '../../../../features/servicing/bor/search';
import { StaffBorPage } from '../../../../features/servicing/bor/StaffBorPage';

export const Route = createFileRoute('/_staff/dashboard/bor/')({
  validateSearch: staffBorSearchSchema,
  component: StaffBorPage,
});
