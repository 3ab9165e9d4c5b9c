import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';

/**
 * One code field: a six-digit code from the authenticator app or, where `allowRecovery`, a
 * recovery code. The server's answer to a wrong code shows above the field.
 */
export function CodeForm({
  label,
  submitLabel,
  sendingLabel,
  allowRecovery,
  onCode,
}: {
  label: string;
  submitLabel: string;
  sendingLabel: string;
  allowRecovery: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const typed = code.trim();
    const looksRight = /^\d{6}$/.test(typed) || (allowRecovery && /^[\w-]{10,11}$/.test(typed));
    if (!looksRight) {
      setFieldError(allowRecovery ? t('mfa.codeOrRecoveryRequired') : t('mfa.codeRequired'));
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      await onCode(typed);
    } catch (failure) {
      setError(formErrorMessage(failure));
      setCode('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      <TextField
        label={label}
        hint={allowRecovery ? t('mfa.recoveryHint') : undefined}
        autoComplete="one-time-code"
        inputMode={allowRecovery ? 'text' : 'numeric'}
        spellCheck={false}
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton sending={sending} sendingLabel={sendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
