/** The agents pages keep their texts in their own namespace, loaded with the first of them. */
import { useTranslation, i18n } from '../../../lib/i18n';

export const AGENTS_NS = 'agents';

export function loadAgentsTexts(): Promise<void> {
  return i18n.loadNamespaces(AGENTS_NS);
}

export function useAgentsT() {
  return useTranslation(AGENTS_NS).t;
}
