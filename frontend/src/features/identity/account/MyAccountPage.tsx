import { useTranslation } from '../../../lib/i18n';
import { Role } from '@coverline/contracts';
import { formatDate } from '../../../lib/dates';
import { signOut } from '../../../lib/session';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSignedInUser } from '../auth/use-session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ClientBusinesses, ClientDocuments } from './ClientHoldings';
import { EmailConfirmation } from '../auth/EmailConfirmation';
import { ProfileForm } from './ProfileForm';

export function MyAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const user = useSignedInUser();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('account.title')}</h1>
        <p className="lead">{t('account.lead')}</p>
      </header>
      <div className="account-grid">
        <section className="card account-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('account.summaryTitle')}</h2>
          <dl className="details">
            <div>
              <dt>{t('fields.name')}</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>{t('fields.email')}</dt>
              <dd className="details__wrap">{user.email}</dd>
            </div>
            <div>
              <dt>{t('account.memberSince')}</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </div>
          </dl>
          <p className="card__note">{t('account.emailNote')}</p>
          <EmailConfirmation verified={user.emailVerified} />
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            {t('account.signOut')}
          </button>
        </section>
        <div className="account-forms">
          <ProfileForm user={user} />
          <ChangePasswordForm
            owner={{ email: user.email, firstName: user.firstName, lastName: user.lastName }}
          />
          {user.role === Role.Client && (
            <>
              <ClientBusinesses />
              <ClientDocuments />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
