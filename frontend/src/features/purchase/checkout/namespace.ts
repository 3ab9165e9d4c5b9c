import { i18n } from '../../../lib/i18n';

/** The cart and the payment's return page keep their texts in their own namespace. */
export const CHECKOUT_NS = 'checkout';

export function loadCheckoutTexts(): Promise<void> {
  return i18n.loadNamespaces(CHECKOUT_NS);
}
