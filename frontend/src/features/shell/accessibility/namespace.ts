import { i18n } from '../../../lib/i18n';

/** The accessibility statement keeps its texts in their own namespace. */
export const ACCESSIBILITY_NS = 'accessibility';

export function loadAccessibilityTexts(): Promise<void> {
  return i18n.loadNamespaces(ACCESSIBILITY_NS);
}
