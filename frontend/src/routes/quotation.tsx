import * as z from 'zod/mini';
import { createFileRoute } from '@tanstack/react-router';
import { QuotationPage } from '../features/quotation/QuotationPage';
import { flag, text } from '../lib/search';

export const Route = createFileRoute('/quotation')({
  validateSearch: z.object({
    quoteId: text,
    emailResume: flag,
    emailRegistrationResume: flag,
    notYourClient: flag,
  }),
  component: Quotation,
});

function Quotation() {
  const { emailResume, emailRegistrationResume, notYourClient } = Route.useSearch();
  return <QuotationPage notices={{ emailResume, emailRegistrationResume, notYourClient }} />;
}
