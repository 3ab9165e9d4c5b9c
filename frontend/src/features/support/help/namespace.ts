import { i18n } from '../../../lib/i18n';

/** The help center's pages and its settings tab keep their texts in their own namespace. */
export const HELP_NS = 'help';

export function loadHelpTexts(): Promise<void> {
  return i18n.loadNamespaces(HELP_NS);
}
