import { createFileRoute } from '@tanstack/react-router';
import { loadStaffQuoteTexts } from '../../../features/quoting/staff-quote/namespace';
import { StaffQuotePage } from '../../../features/quoting/staff-quote/StaffQuotePage';

export const Route = createFileRoute('/_staff/dashboard/quote/$id')({
  loader: loadStaffQuoteTexts,
  component: StaffQuote,
});

function StaffQuote() {
  const { id } = Route.useParams();
  return <StaffQuotePage quoteId={id} />;
}
