/**
 * What the rep answered when referring (coverage today, what to compare, notes) and the payout
 * decision: the rows a rep's and staff's views of a referral both show, inside their own list.
 */
import type { ReferralDetailDto, RepReferralDetailDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { useReferralsT } from './namespace';

type Answers = Pick<
  ReferralDetailDto & RepReferralDetailDto,
  | 'activeWCPolicy'
  | 'transfer'
  | 'needReplace'
  | 'ifComparison'
  | 'referralDesc'
  | 'payout'
  | 'payoutDecidedAt'
>;

export function ReferralAnswers({
  referral,
  comparisonLabel,
  notesLabel,
}: {
  referral: Answers;
  comparisonLabel: string;
  notesLabel: string;
}) {
  const t = useReferralsT();
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  return (
    <>
      <dt>{t('detail.coverage')}</dt>
      <dd>
        {t('detail.activeWCPolicy', { answer: yesNo(referral.activeWCPolicy) })} ·{' '}
        {t('detail.transfer', { answer: yesNo(referral.transfer) })} ·{' '}
        {t('detail.needReplace', { answer: yesNo(referral.needReplace) })}
      </dd>
      {referral.ifComparison && (
        <>
          <dt>{comparisonLabel}</dt>
          <dd>{referral.ifComparison}</dd>
        </>
      )}
      {referral.referralDesc && (
        <>
          <dt>{notesLabel}</dt>
          <dd className="referral-detail__text">{referral.referralDesc}</dd>
        </>
      )}
      <dt>{t('table.payout')}</dt>
      <dd>
        {referral.payout ? t(`payout.${referral.payout}`) : t('payout.undecided')}
        {referral.payoutDecidedAt ? ` · ${formatDate(referral.payoutDecidedAt)}` : ''}
      </dd>
    </>
  );
}
