/**
 * One referral as a payroll partner rep opens it from ReferralTrak: the business and contact
 * referred, where the referral stands, its status history with dates, and the quote or broker
 * of record change it led to as far as a rep may read it (its stage, line, policy number once
 * issued). Never the premium, the agent or staff's notes: the API does not send them.
 */
import { Link } from '@tanstack/react-router';
import { useGetReferral } from '@coverline/contracts/generated/referrals/referrals';
import type { RepReferralDetailDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useReferralsT } from './namespace';
import { ReferralAnswers } from './ReferralAnswers';
import { StatusBadge } from './ReferralList';
import './referrals.css';

export function RepReferralPage({ id }: { id: string }) {
  const t = useReferralsT();
  const detail = useGetReferral(id, { query: { retry: false } });
  const referral = detail.data;
  useDocumentTitle(
    referral
      ? t('repDetail.title', { number: referral.referralNumber, business: referral.businessName })
      : t('staff.panelLoading'),
  );
  return (
    <div className="page rep-referral">
      <p>
        <Link to="/payroll-partner/referraltrak">{t('repDetail.back')}</Link>
      </p>
      <header className="page-header">
        <h1>
          {referral
            ? t('repDetail.title', {
                number: referral.referralNumber,
                business: referral.businessName,
              })
            : t('staff.panelLoading')}
        </h1>
      </header>
      {detail.isError && <Alert tone="error">{errorMessage(detail.error)}</Alert>}
      {referral && <RepReferralDetail referral={referral} />}
    </div>
  );
}

function RepReferralDetail({ referral }: { referral: RepReferralDetailDto }) {
  const t = useReferralsT();
  const outcome = referral.outcome;
  return (
    <>
      <section className="card" aria-labelledby="rep-referral-summary">
        <h2 id="rep-referral-summary">{t('repDetail.summary')}</h2>
        <dl className="referral-detail">
          <dt>{t('table.status')}</dt>
          <dd>
            <StatusBadge status={referral.status} />
            <span className="referral-detail__hint">
              {t(`repDetail.statusMeaning.${referral.status}`)}
            </span>
          </dd>
          <dt>{t('table.type')}</dt>
          <dd>{t(`types.${referral.type}.label`)}</dd>
          <dt>{t('repDetail.business')}</dt>
          <dd>
            {referral.businessName}
            {referral.businessDBA ? ` (${referral.businessDBA})` : ''}
          </dd>
          <dt>{t('repDetail.contact')}</dt>
          <dd>
            {referral.firstName} {referral.lastName} · {referral.email}
            {referral.phone ? ` · ${referral.phone}` : ''}
          </dd>
          <dt>{t('repDetail.referredBy')}</dt>
          <dd>
            {t('repDetail.referredOn', {
              name: `${referral.repFirstName} ${referral.repLastName}`,
              date: formatDate(referral.createdAt),
            })}
          </dd>
          <ReferralAnswers
            referral={referral}
            comparisonLabel={t('repDetail.ifComparison')}
            notesLabel={t('repDetail.referralDesc')}
          />
        </dl>
      </section>
      <section className="card" aria-labelledby="rep-referral-outcome">
        <h2 id="rep-referral-outcome">
          {outcome?.kind === 'bor' ? t('repDetail.borTitle') : t('repDetail.quoteTitle')}
        </h2>
        {outcome ? (
          <dl className="referral-detail">
            <dt>{t('table.status')}</dt>
            <dd>{t(`repDetail.${outcome.kind}Statuses.${outcome.status}`)}</dd>
            {outcome.coverageType && (
              <>
                <dt>{t('repDetail.line')}</dt>
                <dd>{t(`repDetail.lines.${outcome.coverageType}`)}</dd>
              </>
            )}
            {outcome.policyNumber && (
              <>
                <dt>{t('repDetail.policyNumber')}</dt>
                <dd>{outcome.policyNumber}</dd>
              </>
            )}
            <dt>{t('repDetail.lastChange')}</dt>
            <dd>{formatDate(outcome.updatedAt)}</dd>
          </dl>
        ) : (
          <p>{referral.type === 'BOR' ? t('repDetail.noBor') : t('repDetail.noQuote')}</p>
        )}
        <p className="referral-detail__hint">{t('repDetail.privacy')}</p>
      </section>
      <section className="card" aria-labelledby="rep-referral-history">
        <h2 id="rep-referral-history">{t('detail.history')}</h2>
        <ol className="referral-history">
          {referral.history.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{formatDate(event.at)}</time>:{' '}
              {event.fromStatus
                ? t('repDetail.moved', {
                    from: t(`statuses.${event.fromStatus}`),
                    to: t(`statuses.${event.toStatus}`),
                  })
                : t('repDetail.created', { to: t(`statuses.${event.toStatus}`) })}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
