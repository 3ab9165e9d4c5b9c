import { i18n } from '../../../lib/i18n';

/** The pay-as-you-go registration keeps its texts in its own namespace, loaded with the form. */
export const PAYGO_NS = 'paygo';

export function loadPaygoTexts(): Promise<void> {
  return i18n.loadNamespaces(PAYGO_NS);
}
