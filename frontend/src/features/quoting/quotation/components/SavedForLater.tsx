import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n';
import { Limits } from '@coverline/contracts';
import { Alert } from '../../../../ui/Alert';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';

/** Saved for later: how this person comes back to the quote. */
export function SavedForLater() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { savedForLater } = useWizard();
  if (!savedForLater) return null;
  const days = Math.round(Limits.guestTokenTtlSeconds / 86_400);
  return (
    <Alert tone="success" title={t('saveForLater.savedTitle')}>
      {savedForLater.emailed && (
        <p>{t('saveForLater.emailed', { email: savedForLater.email, days })}</p>
      )}
      {!savedForLater.emailed && store.caller === 'client' && (
        <p>
          {t('saveForLater.client')}{' '}
          <Link to="/quotation" search={{ quoteId: savedForLater.quoteId }}>
            {t('saveForLater.link')}
          </Link>
        </p>
      )}
      {!savedForLater.emailed && store.caller !== 'client' && (
        <p>
          {t('saveForLater.staff', { email: savedForLater.email })}{' '}
          <Link to="/quotation" search={{ quoteId: savedForLater.quoteId }}>
            {t('saveForLater.link')}
          </Link>
        </p>
      )}
    </Alert>
  );
}
