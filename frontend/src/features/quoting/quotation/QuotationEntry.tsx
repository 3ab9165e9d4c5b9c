import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '../../../ui/PageLoading';

/*
 * The wizard loads in two steps: the route's own chunk holds only this, so the list of the
 * wizard's many chunks (which the browser fetches in parallel) lives here and not in the first
 * page's JavaScript, which is at its budget.
 */
const loadQuotationPage = () => import('./QuotationPage');
const QuotationPage = lazy(() =>
  loadQuotationPage().then((module) => ({ default: module.QuotationPage })),
);

/** Starts fetching the wizard before it is shown (a page that leads to it is still loading). */
export function preloadQuotation(): void {
  void loadQuotationPage();
}

export function QuotationEntry(props: ComponentProps<typeof QuotationPage>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <QuotationPage {...props} />
    </Suspense>
  );
}
