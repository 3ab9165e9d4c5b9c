import { createFileRoute } from '@tanstack/react-router';
import { PartnerSettingsPage } from '../../../features/partners/partner/PartnerSettingsPage';

export const Route = createFileRoute('/_partner/payroll-partner/settings')({
  component: PartnerSettingsPage,
});
