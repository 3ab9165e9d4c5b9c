import { i18n } from '../../../lib/i18n';

/** The payroll partner pages keep their texts in their own namespace, loaded with the first. */
export const PARTNER_NS = 'partner';

export function loadPartnerTexts(): Promise<void> {
  return i18n.loadNamespaces(PARTNER_NS);
}
