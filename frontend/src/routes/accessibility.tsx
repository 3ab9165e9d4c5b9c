import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '../features/shell/accessibility/AccessibilityPage';
import { loadAccessibilityTexts } from '../features/shell/accessibility/namespace';

export const Route = createFileRoute('/accessibility')({
  loader: loadAccessibilityTexts,
  component: AccessibilityPage,
});
