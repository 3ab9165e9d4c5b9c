/** The admin dashboard's count of self-registered payroll reps waiting for approval. */
import { Link } from '@tanstack/react-router';
import { useGetPayrollReps } from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import { useTranslation } from '../../../lib/i18n';
import { PAYROLL_REPS_NS } from './namespace';

export function WaitingRepsCard() {
  const { t, ready } = useTranslation(PAYROLL_REPS_NS);
  const waiting = useGetPayrollReps({ state: 'awaiting_approval', page: 1, pageSize: 1 });
  const count = waiting.data?.total;
  if (!ready) return null;
  return (
    <section className="card" aria-labelledby="dashboard-waiting-reps">
      <h2 id="dashboard-waiting-reps">{t('waiting.title')}</h2>
      {waiting.isError && <p role="alert">{t('waiting.failed')}</p>}
      {count !== undefined && (
        <>
          <p className="waiting-reps__count">
            {count > 0 ? t('waiting.count', { count }) : t('waiting.none')}
          </p>
          {count > 0 && (
            <p>
              <Link
                to="/dashboard/payroll-reps"
                search={{ state: 'awaiting_approval' }}
                className="section-list__link"
              >
                {t('waiting.link')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
