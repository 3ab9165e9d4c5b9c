import './mfa.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { MfaEnrolmentDto } from '@coverline/contracts/generated/model';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { CodeForm } from './CodeForm';

/**
 * Setting up an authenticator: a new secret as a QR code and as text, then a code from it to
 * confirm. `begin` asks for the secret once when shown; `confirm` turns two-step on.
 */
export function Enrolment({
  begin,
  confirm,
}: {
  begin: () => Promise<MfaEnrolmentDto>;
  confirm: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<MfaEnrolmentDto>();
  const [error, setError] = useState<string>();
  // One secret per showing: a second request would replace the one being scanned.
  const started = useRef<Promise<MfaEnrolmentDto>>(null);

  useEffect(() => {
    let current = true;
    started.current ??= begin();
    started.current.then(
      (made) => current && setEnrolment(made),
      (failure: unknown) => current && setError(formErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [begin]);

  if (error) {
    return (
      <Alert tone="error">
        <p>{error}</p>
      </Alert>
    );
  }
  if (!enrolment) return <p role="status">{t('mfa.preparing')}</p>;
  return (
    <div className="mfa-enrol">
      <ol className="mfa-enrol__steps">
        <li>{t('mfa.enrolScan')}</li>
        <li>{t('mfa.enrolConfirm')}</li>
      </ol>
      <img
        className="mfa-enrol__qr"
        src={enrolment.qrCode}
        width={200}
        height={200}
        alt={t('mfa.qrAlt')}
      />
      <p className="mfa-enrol__secret">
        {t('mfa.secretLabel')} <code data-testid="mfa-secret">{enrolment.secret}</code>
      </p>
      <CodeForm
        label={t('mfa.codeLabel')}
        submitLabel={t('mfa.enrolSubmit')}
        sendingLabel={t('mfa.checking')}
        allowRecovery={false}
        onCode={confirm}
      />
    </div>
  );
}
