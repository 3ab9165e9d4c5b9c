import { createFileRoute } from '@tanstack/react-router';
import { loadCertificatesTexts } from '../../../features/servicing/certificates/namespace';
import { staffCertificatesSearchSchema } from '../../../features/servicing/certificates/search';
import { StaffCertificatesPage } from '../../../features/servicing/certificates/StaffCertificatesPage';

export const Route = createFileRoute('/_staff/dashboard/coi')({
  validateSearch: staffCertificatesSearchSchema,
  loader: loadCertificatesTexts,
  component: StaffCertificatesPage,
});
