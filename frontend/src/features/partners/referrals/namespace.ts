/** The referral pages (partner and staff) keep their texts in their own namespace. */
import { useTranslation, i18n } from '../../../lib/i18n';

export const REFERRALS_NS = 'referrals';

export function loadReferralsTexts(): Promise<void> {
  return i18n.loadNamespaces(REFERRALS_NS);
}

export function useReferralsT() {
  return useTranslation(REFERRALS_NS).t;
}
