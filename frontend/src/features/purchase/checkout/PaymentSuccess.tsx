import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Role } from '@coverline/contracts';
import type { CheckoutOutcomeDto } from '@coverline/contracts/generated/model';
import { Alert } from '../../../ui/Alert';
import { useSession } from '../../identity/auth/use-session';
import { formatCentsExact } from '../../../lib/currency';
import { CHECKOUT_NS } from './namespace';
import { ResultFrame } from './ResultFrame';

/**
 * The success screen: the payment, and what happens next (signatures, then the policy). A
 * replayed result shows the same screen and says that nothing changed.
 */
export function PaymentSuccess({ outcome }: { outcome: CheckoutOutcomeDto }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const session = useSession();
  const client = session.status === 'authenticated' && session.user.role === Role.Client;
  return (
    <ResultFrame title={t('success.title')}>
      <Alert tone="success">
        <p>
          {outcome.paidAmountCents !== null
            ? t('success.paid', { amount: formatCentsExact(outcome.paidAmountCents) })
            : outcome.message}
        </p>
        {!outcome.recorded && <p>{t('success.replay')}</p>}
      </Alert>
      <p className="checkout-status">
        {t('success.status')} <strong>{outcome.status}</strong>
      </p>
      <h2 className="checkout-card__title">{t('success.nextTitle')}</h2>
      <ol className="checkout-steps">
        <li>{t('success.nextSign')}</li>
        <li>{t('success.nextIssue')}</li>
        <li>{client ? t('success.nextFollowClient') : t('success.nextFollowVisitor')}</li>
      </ol>
      <div className="actions">
        <Link
          to="/quotation"
          search={{ quoteId: outcome.quoteId }}
          className="button button--primary"
        >
          {t('success.viewQuote')}
        </Link>
        {client ? (
          <Link to="/client/my-account" className="button button--secondary">
            {t('success.account')}
          </Link>
        ) : (
          <Link to="/register" className="button button--secondary">
            {t('success.register')}
          </Link>
        )}
      </div>
    </ResultFrame>
  );
}
