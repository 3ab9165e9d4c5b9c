import { createFileRoute } from '@tanstack/react-router';
import { HelpArticlePage } from '../features/support/help/HelpArticlePage';
import { loadHelpTexts } from '../features/support/help/namespace';

export const Route = createFileRoute('/help_/$slug')({
  loader: loadHelpTexts,
  component: function HelpArticleRoute() {
    const { slug } = Route.useParams();
    return <HelpArticlePage slug={slug} />;
  },
});
