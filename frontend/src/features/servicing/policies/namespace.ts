/** The client's policies page keeps its texts in its own namespace. */
import { i18n } from '../../../lib/i18n';

export const POLICIES_NS = 'policies';

export function loadPoliciesTexts(): Promise<void> {
  return i18n.loadNamespaces(POLICIES_NS);
}
