import { createFileRoute } from '@tanstack/react-router';
import { loadPolicyDetailTexts } from '../../../features/servicing/policies/detail/namespace';
import { PolicyDetailPage } from '../../../features/servicing/policies/detail/PolicyDetailPage';

/** One bound policy; not nested in the list's route, so the list does not render around it. */
export const Route = createFileRoute('/_client/client/policies_/$quoteId/')({
  loader: ({ context, params }) => {
    // The page's data starts loading with its code. The generated clients this takes stay out of
    // the first page's JavaScript.
    void import('../../../features/servicing/policies/detail/prefetch').then((data) =>
      data.prefetchPolicyDetail(context.queryClient, params.quoteId),
    );
    return loadPolicyDetailTexts();
  },
  component: PolicyDetailRoute,
});

function PolicyDetailRoute() {
  const { quoteId } = Route.useParams();
  return <PolicyDetailPage quoteId={quoteId} />;
}
