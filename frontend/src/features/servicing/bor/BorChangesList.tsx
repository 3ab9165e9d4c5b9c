/**
 * Every broker-of-record change the applicant started, newest first, each with its status in
 * words: an applicant moving several policies sees them all, not only the latest, and opens any.
 */
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMyBorApplications } from '@coverline/contracts/generated/bor/bor';
import { formatDate } from '../../../lib/dates';
import { BOR_NS } from './namespace';

export function BorChangesList({ currentId }: { currentId?: string }) {
  const { t } = useTranslation(BOR_NS);
  const all = useMyBorApplications({ query: { retry: false } });
  const { refetch } = all;
  // Another change opened (or just started): the list is read again, with it.
  useEffect(() => {
    void refetch();
  }, [currentId, refetch]);
  const changes = all.data ?? [];
  if (changes.length < 2) return null;
  return (
    <section className="card bor-changes" aria-labelledby="bor-changes">
      <h2 id="bor-changes">{t('changes.title')}</h2>
      <p>{t('changes.lead', { count: changes.length })}</p>
      <ul className="bor-changes__list">
        {changes.map((change) => {
          const current = change.id === currentId;
          const policy =
            change.policyNumber && change.carrierName
              ? t('summary.policyWith', {
                  policy: change.policyNumber,
                  carrier: change.carrierName,
                })
              : (change.policyNumber ?? change.carrierName ?? t('changes.noPolicy'));
          return (
            <li key={change.id} className="bor-changes__item" aria-current={current || undefined}>
              <div className="bor-changes__what">
                <strong>{policy}</strong>
                <span className="bor-changes__sub">
                  {change.legalName ?? t('changes.noBusiness')} ·{' '}
                  {t('changes.started', { date: formatDate(change.createdAt) })}
                </span>
              </div>
              <span className={`bor-badge bor-badge--${change.status}`}>
                {t(`status.${change.status}`)}
              </span>
              {current ? (
                <span className="bor-changes__sub">{t('changes.shown')}</span>
              ) : (
                <Link
                  to="/BOR"
                  search={{ borApplicationId: change.id }}
                  className="button button--secondary"
                  aria-label={t('changes.openLabel', { policy })}
                >
                  {t('changes.open')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
