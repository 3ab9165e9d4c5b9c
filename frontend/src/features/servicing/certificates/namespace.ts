/** The certificate pages keep their texts in their own namespace. */
import { i18n } from '../../../lib/i18n';

export const CERTIFICATES_NS = 'certificates';

export function loadCertificatesTexts(): Promise<void> {
  return i18n.loadNamespaces(CERTIFICATES_NS);
}
