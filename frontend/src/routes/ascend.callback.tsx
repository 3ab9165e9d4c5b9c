import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CallbackPage } from '../features/purchase/checkout/CallbackPage';
import { loadCheckoutTexts } from '../features/purchase/checkout/namespace';
import { textParam } from '../lib/search';

export const Route = createFileRoute('/ascend/callback')({
  validateSearch: z.object({ result: textParam, signature: textParam }),
  loader: loadCheckoutTexts,
  component: Callback,
});

function Callback() {
  const { result, signature } = Route.useSearch();
  return <CallbackPage result={result} signature={signature} />;
}
