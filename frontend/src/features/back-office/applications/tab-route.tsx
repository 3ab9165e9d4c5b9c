/** What every applications tab route shares: its search parameters, texts and page. */
import { lazy, Suspense } from 'react';
import type { ApplicationTab } from '@coverline/contracts';
import { PageLoading } from '../../../ui/PageLoading';
import { loadApplicationsTexts } from './namespace';
import { applicationsSearchSchema } from './search';

/* The route factory keeps the page out of the router's code splitting, so it loads on its own. */
const ApplicationsPage = lazy(() =>
  import('./ApplicationsPage').then((module) => ({ default: module.ApplicationsPage })),
);

export function applicationsTabRoute(tab: ApplicationTab) {
  return {
    validateSearch: applicationsSearchSchema,
    loader: loadApplicationsTexts,
    component: function ApplicationsTab() {
      return (
        <Suspense fallback={<PageLoading />}>
          <ApplicationsPage tab={tab} />
        </Suspense>
      );
    },
  };
}
