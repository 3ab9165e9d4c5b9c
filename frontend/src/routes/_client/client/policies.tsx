import { createFileRoute } from '@tanstack/react-router';
import { loadPoliciesTexts } from '../../../features/servicing/policies/namespace';
import { PoliciesPage } from '../../../features/servicing/policies/PoliciesPage';

export const Route = createFileRoute('/_client/client/policies')({
  loader: loadPoliciesTexts,
  component: PoliciesPage,
});
