/**
 * "Referred by <payroll company>" on the quotation page of a visitor who came through a payroll
 * partner's referral link (the referral cookies), so the client sees who sent them.
 */
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { REFERRALS_NS } from './namespace';
import { referringPartner } from './referral-link';

export function ReferredByNotice({
  context,
}: {
  context: Record<string, string | number | boolean> | undefined;
}) {
  const { t, ready } = useTranslation(REFERRALS_NS);
  const partner = referringPartner(context);
  if (!ready || !partner) return null;
  return (
    <Alert tone="info" title={t('link.referredBy', { partner })}>
      <p>{t('link.referredByBody', { partner })}</p>
    </Alert>
  );
}
