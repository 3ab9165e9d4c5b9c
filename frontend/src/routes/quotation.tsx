import { createFileRoute } from '@tanstack/react-router';
import { QuotationEntry } from '../features/quotation/QuotationEntry';
import { flag, searchParams, text } from '../lib/search';

export const Route = createFileRoute('/quotation')({
  validateSearch: searchParams({
    quoteId: text,
    guestToken: text,
    emailResume: flag,
    emailRegistrationResume: flag,
    notYourClient: flag,
  }),
  component: Quotation,
});

function Quotation() {
  const { quoteId, guestToken, emailResume, emailRegistrationResume, notYourClient } =
    Route.useSearch();
  return (
    <QuotationEntry
      quoteId={quoteId}
      guestToken={guestToken}
      notices={{ emailResume, emailRegistrationResume, notYourClient }}
    />
  );
}
