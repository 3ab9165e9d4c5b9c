import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '../features/support/help/HelpCenterPage';
import { loadHelpTexts } from '../features/support/help/namespace';
import { helpSearchSchema } from '../features/support/help/search';

export const Route = createFileRoute('/help')({
  validateSearch: helpSearchSchema,
  loader: loadHelpTexts,
  component: function HelpRoute() {
    const { q } = Route.useSearch();
    return <HelpCenterPage query={q || undefined} />;
  },
});
