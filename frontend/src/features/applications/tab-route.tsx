/** What every applications tab route shares: its search parameters, texts and page. */
import type { ApplicationTab } from '@coverline/contracts';
import { ApplicationsPage } from './ApplicationsPage';
import { loadApplicationsTexts } from './namespace';
import { validateApplicationsSearch } from './search';

export function applicationsTabRoute(tab: ApplicationTab) {
  return {
    validateSearch: validateApplicationsSearch,
    loader: loadApplicationsTexts,
    component: function ApplicationsTab() {
      return <ApplicationsPage tab={tab} />;
    },
  };
}
