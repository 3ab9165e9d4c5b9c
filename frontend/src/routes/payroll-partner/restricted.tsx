import { createFileRoute } from '@tanstack/react-router';
import { loadPartnerTexts } from '../../features/partner/namespace';
import { PartnerRestrictedPage } from '../../features/partner/PartnerRestrictedPage';

export const Route = createFileRoute('/payroll-partner/restricted')({
  loader: loadPartnerTexts,
  component: PartnerRestrictedPage,
});
