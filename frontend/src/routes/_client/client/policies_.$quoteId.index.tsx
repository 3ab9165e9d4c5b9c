import { createFileRoute } from '@tanstack/react-router';
import { loadPolicyDetailTexts } from '../../../features/servicing/policies/detail/namespace';
import { PolicyDetailPage } from '../../../features/servicing/policies/detail/PolicyDetailPage';

/** One bound policy; not nested in the list's route, so the list does not render around it. */
export const Route = createFileRoute('/_client/client/policies_/$quoteId/')({
  loader: loadPolicyDetailTexts,
  component: PolicyDetailRoute,
});

function PolicyDetailRoute() {
  const { quoteId } = Route.useParams();
  return <PolicyDetailPage quoteId={quoteId} />;
}
