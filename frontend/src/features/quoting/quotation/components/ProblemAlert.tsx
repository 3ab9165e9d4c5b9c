import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n';
import { ErrorCode } from '@coverline/contracts';
import { Alert } from '../../../../ui/Alert';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';

/** What went wrong on this page: a save the API refused, or its check of the answers. */
export function ProblemAlert() {
  const { t } = useTranslation(QUOTATION_NS);
  const { problem, page } = useWizard();
  if (!problem || problem.page !== page) return null;
  return (
    <Alert tone="error">
      <p>{problem.message}</p>
      {problem.code === ErrorCode.ClientNotAssigned && <p>{t('problem.notYourClient')}</p>}
      {problem.code === ErrorCode.UserConflict && (
        <div className="actions">
          <Link to="/login" search={{ redirect: '/quotation' }} className="button button--primary">
            {t('problem.signIn')}
          </Link>
        </div>
      )}
    </Alert>
  );
}
