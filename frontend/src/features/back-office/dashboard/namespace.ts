/** The dashboard's activity and chart and the audit trail page keep their texts here. */
import { useTranslation, i18n } from '../../../lib/i18n';

export const ACTIVITY_NS = 'activity';

export function loadActivityTexts(): Promise<void> {
  return i18n.loadNamespaces(ACTIVITY_NS);
}

export function useActivityT() {
  return useTranslation(ACTIVITY_NS).t;
}
