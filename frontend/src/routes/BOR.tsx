import { createFileRoute } from '@tanstack/react-router';
import { BorPage } from '../features/servicing/bor/BorPage';
import { loadBorTexts } from '../features/servicing/bor/namespace';
import { searchParams, text } from '../lib/search';

export const Route = createFileRoute('/BOR')({
  validateSearch: searchParams({ borApplicationId: text, magicLink: text, referralToken: text }),
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
