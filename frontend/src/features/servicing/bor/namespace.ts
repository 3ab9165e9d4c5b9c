import { i18n } from '../../../lib/i18n';

/** The broker-of-record pages keep their texts in their own namespace. */
export const BOR_NS = 'bor';

export function loadBorTexts(): Promise<void> {
  return i18n.loadNamespaces(BOR_NS);
}
