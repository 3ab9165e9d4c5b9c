import { createFileRoute } from '@tanstack/react-router';
import { AppetiteGuidePage } from '../../../features/quoting/appetite/AppetiteGuidePage';
import { loadAppetiteTexts } from '../../../features/quoting/appetite/namespace';
import { appetiteGuideSearchSchema } from '../../../features/quoting/appetite/search';

/** The appetite guide: admins and agents ask who writes a business type where. */
export const Route = createFileRoute('/_staff/dashboard/appetite')({
  validateSearch: appetiteGuideSearchSchema,
  loader: loadAppetiteTexts,
  component: AppetiteGuidePage,
});
