import { createFileRoute } from '@tanstack/react-router';
import { loadCertificatesTexts } from '../../../features/certificates/namespace';
import { StaffCertificatesPage } from '../../../features/certificates/StaffCertificatesPage';

export const Route = createFileRoute('/_staff/dashboard/coi')({
  loader: loadCertificatesTexts,
  component: StaffCertificatesPage,
});
