import { createFileRoute } from '@tanstack/react-router';
import { loadBorTexts } from '../../../features/bor/namespace';
import { StaffBorPage } from '../../../features/bor/StaffBorPage';

export const Route = createFileRoute('/_staff/dashboard/bor')({
  loader: loadBorTexts,
  component: StaffBorPage,
});
