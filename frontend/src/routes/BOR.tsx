import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { BorPage } from '../features/servicing/bor/BorPage';
import { loadBorTexts } from '../features/servicing/bor/namespace';
import { textParam } from '../lib/search';

export const Route = createFileRoute('/BOR')({
  validateSearch: z.object({
    borApplicationId: textParam,
    magicLink: textParam,
    referralToken: textParam,
  }),
  loader: loadBorTexts,
  component: Bor,
});

function Bor() {
  const { borApplicationId, magicLink, referralToken } = Route.useSearch();
  return (
    <BorPage
      borApplicationId={borApplicationId}
      magicLink={magicLink}
      referralToken={referralToken}
    />
  );
}
