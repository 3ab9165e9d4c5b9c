import { createFileRoute } from '@tanstack/react-router';
import { CoverageTextKind } from '@coverline/contracts';
import { CoverageTextsTab } from '../../../../features/back-office/settings/coverage-texts/CoverageTextsTab';

export const Route = createFileRoute('/_staff/dashboard/settings/popups')({
  component: () => <CoverageTextsTab kind={CoverageTextKind.Popup} />,
});
