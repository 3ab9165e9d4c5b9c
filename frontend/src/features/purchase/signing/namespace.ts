import { i18n } from '../../../lib/i18n';

/** The signing page keeps its texts in their own namespace, loaded with the page. */
export const SIGNING_NS = 'signing';

export function loadSigningTexts(): Promise<void> {
  return i18n.loadNamespaces(SIGNING_NS);
}
