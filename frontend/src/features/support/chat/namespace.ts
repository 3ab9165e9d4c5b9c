import { i18n } from '../../../lib/i18n';

/** The chat keeps its texts in their own namespace, loaded with the panel. */
export const CHAT_NS = 'chat';

export function loadChatTexts(): Promise<void> {
  return i18n.loadNamespaces(CHAT_NS);
}
