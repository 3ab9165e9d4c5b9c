import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { useResendVerification } from '@coverline/contracts/generated/users/users';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';

/**
 * Until the email is confirmed, says why it matters and sends a new link on request (My Account
 * and the client's policies page).
 */
export function EmailConfirmation({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  if (verified) return <p className="card__note">{t('account.emailConfirmed')}</p>;
  const send = async () => {
    try {
      const { message } = await resend.mutateAsync();
      toast.success(message);
    } catch (error) {
      toast.error(formErrorMessage(error));
    }
  };
  return (
    <Alert tone="info" title={t('account.emailUnconfirmedTitle')}>
      <p>{t('account.emailUnconfirmed')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={resend.isPending}
        onClick={() => void send()}
      >
        {resend.isPending ? t('account.resending') : t('account.resend')}
      </button>
    </Alert>
  );
}
