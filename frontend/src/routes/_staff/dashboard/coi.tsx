import { createFileRoute } from '@tanstack/react-router';
import { loadCertificatesTexts } from '../../../features/servicing/certificates/namespace';
import { StaffCertificatesPage } from '../../../features/servicing/certificates/StaffCertificatesPage';

export const Route = createFileRoute('/_staff/dashboard/coi')({
  loader: loadCertificatesTexts,
  component: StaffCertificatesPage,
});
