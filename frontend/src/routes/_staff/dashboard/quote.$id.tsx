import { createFileRoute } from '@tanstack/react-router';
import { loadStaffQuoteTexts } from '../../../features/staff-quote/namespace';
import { StaffQuotePage } from '../../../features/staff-quote/StaffQuotePage';

export const Route = createFileRoute('/_staff/dashboard/quote/$id')({
  loader: loadStaffQuoteTexts,
  component: StaffQuote,
});

function StaffQuote() {
  const { id } = Route.useParams();
  return <StaffQuotePage quoteId={id} />;
}
