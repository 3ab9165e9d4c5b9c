import { createFileRoute } from '@tanstack/react-router';
import { loadStaffQuotePageTexts } from '../../../features/quoting/staff-quote/namespace';
import { StaffQuotePage } from '../../../features/quoting/staff-quote/StaffQuotePage';

export const Route = createFileRoute('/_staff/dashboard/quote/$id')({
  loader: ({ context, params }) => {
    // The quote loads with the page's code, not once the page has rendered. The generated
    // client this takes stays out of the first page's JavaScript.
    void import('@coverline/contracts/generated/quotes/quotes').then((quotes) =>
      context.queryClient.prefetchQuery(
        quotes.getGetQuoteQueryOptions(params.id, { query: { retry: false } }),
      ),
    );
    return loadStaffQuotePageTexts();
  },
  component: StaffQuote,
});

function StaffQuote() {
  const { id } = Route.useParams();
  return <StaffQuotePage quoteId={id} />;
}
