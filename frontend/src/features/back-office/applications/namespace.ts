/** The applications pipeline and the dashboard's counts and deals keep their texts here. */
import { useTranslation, i18n } from '../../../lib/i18n';

export const APPLICATIONS_NS = 'applications';

export function loadApplicationsTexts(): Promise<void> {
  return i18n.loadNamespaces(APPLICATIONS_NS);
}

export function useApplicationsT() {
  return useTranslation(APPLICATIONS_NS).t;
}
