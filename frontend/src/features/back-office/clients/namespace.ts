/** The clients pages keep their texts in their own namespace, loaded with the first of them. */
import { useTranslation, i18n } from '../../../lib/i18n';

export const CLIENTS_NS = 'clients';

export function loadClientsTexts(): Promise<void> {
  return i18n.loadNamespaces(CLIENTS_NS);
}

export function useClientsT() {
  return useTranslation(CLIENTS_NS).t;
}
