import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '../../../ui/PageLoading';

/* The cart loads with its own chunk: the quotation route's first chunk stays as small as it is. */
const CartPage = lazy(() => import('./CartPage').then((module) => ({ default: module.CartPage })));

export function CartEntry(props: ComponentProps<typeof CartPage>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <CartPage {...props} />
    </Suspense>
  );
}
