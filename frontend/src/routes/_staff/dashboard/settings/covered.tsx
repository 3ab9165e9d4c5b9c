import { createFileRoute } from '@tanstack/react-router';
import { CoverageTextKind } from '@coverline/contracts';
import { CoverageTextsTab } from '../../../../features/back-office/settings/coverage-texts/CoverageTextsTab';
import { coverageTextsSearchSchema } from '../../../../features/back-office/settings/search';

export const Route = createFileRoute('/_staff/dashboard/settings/covered')({
  validateSearch: coverageTextsSearchSchema,
  component: () => <CoverageTextsTab kind={CoverageTextKind.Covered} />,
});
