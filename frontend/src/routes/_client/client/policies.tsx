import { createFileRoute } from '@tanstack/react-router';
import { loadPoliciesTexts } from '../../../features/policies/namespace';
import { PoliciesPage } from '../../../features/policies/PoliciesPage';

export const Route = createFileRoute('/_client/client/policies')({
  loader: loadPoliciesTexts,
  component: PoliciesPage,
});
