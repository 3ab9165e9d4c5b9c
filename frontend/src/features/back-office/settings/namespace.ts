import { i18n } from '../../../lib/i18n';

/** The settings screens keep their texts in their own namespace, loaded with the first of them. */
export const SETTINGS_NS = 'settings';

export function loadSettingsTexts(): Promise<void> {
  return i18n.loadNamespaces(SETTINGS_NS);
}
