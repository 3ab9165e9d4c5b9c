import { createFileRoute } from '@tanstack/react-router';
import { loadPartnerTexts } from '../../features/partners/partner/namespace';
import { PartnerRestrictedPage } from '../../features/partners/partner/PartnerRestrictedPage';

export const Route = createFileRoute('/payroll-partner/restricted')({
  loader: loadPartnerTexts,
  component: PartnerRestrictedPage,
});
