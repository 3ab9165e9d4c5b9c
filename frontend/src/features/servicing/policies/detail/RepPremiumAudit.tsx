/**
 * The premium audit preview of a pay-as-you-go client on the payroll partner's page, read when
 * the rep opens it (one call per policy they look at, not per page).
 */
import { useState } from 'react';
import { useGetRepPremiumAudit } from '@coverline/contracts/generated/premium-audits/premium-audits';
import { errorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';
import { PremiumAuditPreview } from './PremiumAuditPreview';

export function RepPremiumAudit({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const [open, setOpen] = useState(false);
  const view = useGetRepPremiumAudit(quoteId, { query: { enabled: open, retry: false } });
  return (
    <div>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('audit.hide') : t('audit.show')}
      </button>
      {open && view.isPending && <p>{t('audit.loading')}</p>}
      {open && view.isError && (
        <Alert tone="error" title={t('audit.failed')}>
          <p>{errorMessage(view.error)}</p>
        </Alert>
      )}
      {open && view.data && <PremiumAuditPreview view={view.data} />}
    </div>
  );
}
