import { createFileRoute } from '@tanstack/react-router';
import { PartnerContactPage } from '../../../features/partners/partner/PartnerContactPage';

export const Route = createFileRoute('/_partner/payroll-partner/contact')({
  component: PartnerContactPage,
});
