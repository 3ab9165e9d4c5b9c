/** The staff quote page and the dashboard's open-a-quote form keep their texts here. */
import { i18n } from '../../../lib/i18n';
import { NOTES_NS } from '../../back-office/notes/namespace';
import { POLICY_DETAIL_NS } from '../../servicing/policies/detail/namespace';

export const STAFF_QUOTE_NS = 'staffQuote';

export function loadStaffQuoteTexts(): Promise<void> {
  return i18n.loadNamespaces(STAFF_QUOTE_NS);
}

/**
 * The staff quote page's texts with those of the panels it shows from other features (the notes,
 * a bound policy's servicing), in one go rather than each as its panel appears.
 */
export function loadStaffQuotePageTexts(): Promise<void> {
  return i18n.loadNamespaces([STAFF_QUOTE_NS, NOTES_NS, POLICY_DETAIL_NS]);
}
