import { createFileRoute } from '@tanstack/react-router';
import { loadAppetiteTexts } from '../features/quoting/appetite/namespace';
import { whoWeCoverSearchSchema } from '../features/quoting/appetite/search';
import { WhoWeCoverPage } from '../features/quoting/appetite/WhoWeCoverPage';

/** Who we cover: the business types we quote, by coverage and state, for every visitor. */
export const Route = createFileRoute('/who-we-cover')({
  validateSearch: whoWeCoverSearchSchema,
  loader: loadAppetiteTexts,
  component: WhoWeCoverPage,
});
