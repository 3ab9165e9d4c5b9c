import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '../../../ui/PageLoading';

/*
 * The wizard loads in two steps: the route's own chunk holds only this, so the list of the
 * wizard's many chunks (which the browser fetches in parallel) lives here and not in the first
 * page's JavaScript, which is at its budget.
 */
const QuotationPage = lazy(() =>
  import('./QuotationPage').then((module) => ({ default: module.QuotationPage })),
);

export function QuotationEntry(props: ComponentProps<typeof QuotationPage>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <QuotationPage {...props} />
    </Suspense>
  );
}
