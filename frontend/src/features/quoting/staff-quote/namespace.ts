/** The staff quote page and the dashboard's open-a-quote form keep their texts here. */
import { i18n } from '../../../lib/i18n';

export const STAFF_QUOTE_NS = 'staffQuote';

export function loadStaffQuoteTexts(): Promise<void> {
  return i18n.loadNamespaces(STAFF_QUOTE_NS);
}
