import { createFileRoute } from '@tanstack/react-router';
import { HelpArticlesTab } from '../../../../features/back-office/settings/help-articles/HelpArticlesTab';
import { loadHelpTexts } from '../../../../features/support/help/namespace';

export const Route = createFileRoute('/_staff/dashboard/settings/help')({
  loader: loadHelpTexts,
  component: HelpArticlesTab,
});
