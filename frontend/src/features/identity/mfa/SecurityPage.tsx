import './mfa.css';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  beginMfaEnrolment,
  confirmMfaEnrolment,
  disableMfa,
  getGetMfaStatusQueryKey,
  useGetMfaStatus,
} from '@coverline/contracts/generated/mfa/mfa';
import { formatDate } from '../../../lib/dates';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CodeForm } from './CodeForm';
import { Enrolment } from './Enrolment';
import { RecoveryCodes } from './RecoveryCodes';

type Mode = 'idle' | 'enrolling' | 'disabling';

/** A staff member's own two-step verification: set it up, see it, turn it off. */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mfa.pageTitle'));
  const queryClient = useQueryClient();
  const status = useGetMfaStatus();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[]>();
  const begin = useCallback(() => beginMfaEnrolment(), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetMfaStatusQueryKey() });

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('mfa.pageTitle')}</h1>
        <p className="lead">{t('mfa.pageLead')}</p>
      </header>
      <section className="card form-stack mfa-card" aria-labelledby="mfa-title">
        <h2 id="mfa-title">{t('mfa.sectionTitle')}</h2>
        {status.isPending && <p role="status">{t('mfa.loading')}</p>}
        {status.isError && (
          <Alert tone="error">
            <p>{formErrorMessage(status.error)}</p>
          </Alert>
        )}
        {codes && (
          <RecoveryCodes
            codes={codes}
            doneLabel={t('mfa.done')}
            onDone={() => {
              setCodes(undefined);
              setMode('idle');
            }}
          />
        )}
        {!codes && status.data && !status.data.enabled && (
          <>
            <p>
              <span className="badge badge--muted">{t('mfa.off')}</span>{' '}
              {status.data.required ? t('mfa.offRequired') : t('mfa.offLead')}
            </p>
            {mode === 'enrolling' ? (
              <Enrolment
                begin={begin}
                confirm={async (code) => {
                  const { recoveryCodes } = await confirmMfaEnrolment({ code });
                  setCodes(recoveryCodes);
                  await refresh();
                }}
              />
            ) : (
              <div className="form__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setMode('enrolling')}
                >
                  {t('mfa.enrolStart')}
                </button>
              </div>
            )}
          </>
        )}
        {!codes && status.data?.enabled && (
          <>
            <p>
              <span className="badge badge--success">{t('mfa.on')}</span>{' '}
              {t('mfa.onSince', { date: formatDate(status.data.enabledAt ?? '') })}
            </p>
            <p>{t('mfa.recoveryLeft', { count: status.data.recoveryCodesLeft })}</p>
            {status.data.required ? (
              <p className="card__note">{t('mfa.requiredNote')}</p>
            ) : mode === 'disabling' ? (
              <CodeForm
                label={t('mfa.codeOrRecoveryLabel')}
                submitLabel={t('mfa.disableSubmit')}
                sendingLabel={t('mfa.checking')}
                allowRecovery
                onCode={async (code) => {
                  await disableMfa({ code });
                  setMode('idle');
                  toast.success(t('mfa.disabled'));
                  await refresh();
                }}
              />
            ) : (
              <div className="form__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setMode('disabling')}
                >
                  {t('mfa.disableStart')}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
