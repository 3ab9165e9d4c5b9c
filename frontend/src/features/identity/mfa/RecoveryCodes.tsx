import './mfa.css';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';

/** The ten recovery codes, shown once right after set-up. */
export function RecoveryCodes({
  codes,
  doneLabel,
  onDone,
}: {
  codes: readonly string[];
  doneLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mfa-recovery">
      <Alert tone="warning" title={t('mfa.recoveryTitle')}>
        <p>{t('mfa.recoveryLead')}</p>
      </Alert>
      <ol className="mfa-recovery__codes" aria-label={t('mfa.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
        >
          {t('mfa.copyCodes')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}
