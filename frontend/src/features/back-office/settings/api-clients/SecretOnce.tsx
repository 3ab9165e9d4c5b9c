import { useState } from 'react';
import { Alert } from '../../../../ui/Alert';
import { useSettingsT } from '../texts';

/**
 * A client's secret as the API gave it, this once: only its digest is kept, so the admin copies
 * it now or rotates later. The client id goes with it, as the partner needs both.
 */
export function SecretOnce({
  clientId,
  secret,
  onDone,
}: {
  clientId: string;
  secret: string;
  onDone: () => void;
}) {
  const t = useSettingsT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-secret" data-testid="api-client-secret">
      <Alert tone="warning">{t('apiClients.secretOnce')}</Alert>
      <dl className="api-secret__values">
        <dt>{t('apiClients.fields.clientId')}</dt>
        <dd>
          <code>{clientId}</code>
        </dd>
        <dt>{t('apiClients.fields.secret')}</dt>
        <dd>
          <code className="api-secret__secret">{secret}</code>
        </dd>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('apiClients.copied') : t('apiClients.copy')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('apiClients.secretStored')}
        </button>
      </div>
    </div>
  );
}
