/** The policy detail page (and the staff panel answering change requests) keep their texts here. */
import { i18n } from '../../../../lib/i18n';

export const POLICY_DETAIL_NS = 'policyDetail';

export function loadPolicyDetailTexts(): Promise<void> {
  return i18n.loadNamespaces([POLICY_DETAIL_NS, 'policies']);
}
