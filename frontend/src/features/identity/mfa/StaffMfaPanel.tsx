import './mfa.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  getGetStaffMfaStatusQueryKey,
  useGetStaffMfaStatus,
  useResetStaffMfa,
} from '@coverline/contracts/generated/mfa/mfa';
import { formatDate } from '../../../lib/dates';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';

/** An admin's view of a staff member's two-step verification, with the reset for a lost phone. */
export function StaffMfaPanel({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useGetStaffMfaStatus(userId);
  const reset = useResetStaffMfa();
  const [error, setError] = useState<string>();

  const onReset = async () => {
    if (!window.confirm(t('mfa.resetConfirm', { name }))) return;
    setError(undefined);
    try {
      await reset.mutateAsync({ id: userId });
      toast.success(t('mfa.resetDone', { name }));
      await queryClient.invalidateQueries({ queryKey: getGetStaffMfaStatusQueryKey(userId) });
    } catch (failure) {
      setError(formErrorMessage(failure));
    }
  };

  return (
    <section className="card form-stack mfa-staff-panel" aria-labelledby="staff-mfa-title">
      <h2 id="staff-mfa-title">{t('mfa.sectionTitle')}</h2>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      {status.data &&
        (status.data.enabled ? (
          <>
            <p>
              <span className="badge badge--success">{t('mfa.on')}</span>{' '}
              {t('mfa.onSince', { date: formatDate(status.data.enabledAt ?? '') })}
            </p>
            <p className="card__note">{t('mfa.resetLead')}</p>
            <div className="form__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={reset.isPending}
                onClick={() => void onReset()}
              >
                {t('mfa.resetSubmit')}
              </button>
            </div>
          </>
        ) : (
          <p>
            <span className="badge badge--muted">{t('mfa.off')}</span> {t('mfa.staffOff')}
          </p>
        ))}
    </section>
  );
}
