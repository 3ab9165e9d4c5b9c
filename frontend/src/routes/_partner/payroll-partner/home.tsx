import { createFileRoute } from '@tanstack/react-router';
import { PartnerHomePage } from '../../../features/partners/partner/PartnerHomePage';

export const Route = createFileRoute('/_partner/payroll-partner/home')({
  component: PartnerHomePage,
});
