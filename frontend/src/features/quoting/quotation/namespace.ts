import { i18n } from '../../../lib/i18n';

/** The quote wizard keeps its texts in their own namespace, loaded with the /quotation route. */
export const QUOTATION_NS = 'quotation';

export function loadQuotationTexts(): Promise<void> {
  return i18n.loadNamespaces(QUOTATION_NS);
}
