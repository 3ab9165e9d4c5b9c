/** The appetite texts: who we cover, the "no carrier writes it" answer, the guide and leads. */
import { i18n, useTranslation } from '../../../lib/i18n';

export const APPETITE_NS = 'appetite';

export function loadAppetiteTexts(): Promise<void> {
  return i18n.loadNamespaces(APPETITE_NS);
}

export function useAppetiteT() {
  return useTranslation(APPETITE_NS).t;
}
