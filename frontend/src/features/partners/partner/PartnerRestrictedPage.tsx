import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthCard } from '../../identity/auth/AuthCard';
import { PARTNER_NS } from './namespace';

/** Where a rep whose email domain is no payroll company's waits for an admin's approval. */
export function PartnerRestrictedPage() {
  const { t } = useTranslation(PARTNER_NS);
  useDocumentTitle(t('restricted.title'));
  return (
    <AuthCard
      title={t('restricted.title')}
      footer={
        <p>
          {t('restricted.approvedHint')}{' '}
          <Link to="/payroll-partner/login">{t('register.signIn')}</Link>
        </p>
      }
    >
      <Alert tone="warning" title={t('restricted.waitingTitle')}>
        <p>{t('restricted.waiting')}</p>
      </Alert>
      <p>{t('restricted.next')}</p>
      <p>{t('restricted.questions')}</p>
    </AuthCard>
  );
}
