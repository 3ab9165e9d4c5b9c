import { createFileRoute } from '@tanstack/react-router';
import { CallbackPage } from '../features/purchase/checkout/CallbackPage';
import { loadCheckoutTexts } from '../features/purchase/checkout/namespace';
import { searchParams, text } from '../lib/search';

export const Route = createFileRoute('/ascend/callback')({
  validateSearch: searchParams({ result: text, signature: text }),
  loader: loadCheckoutTexts,
  component: Callback,
});

function Callback() {
  const { result, signature } = Route.useSearch();
  return <CallbackPage result={result} signature={signature} />;
}
