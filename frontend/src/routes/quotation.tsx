import * as z from 'zod/mini';
import { createFileRoute } from '@tanstack/react-router';
import { QuotationEntry } from '../features/quotation/QuotationEntry';
import { flag, text } from '../lib/search';

export const Route = createFileRoute('/quotation')({
  validateSearch: z.object({
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
