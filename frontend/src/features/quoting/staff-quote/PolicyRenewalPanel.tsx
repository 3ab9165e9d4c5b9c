/**
 * The renewal of a bound policy on the staff quote page: its status, the new term's premium and
 * the summary of what changes; while the policy is not decided, staff (agents on their clients)
 * non-renew it with a reason, which mails the client and tells the certificate holders.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { NON_RENEWAL_REASONS, RenewalLimits } from '@coverline/contracts';
import type { NonRenewalReason, RenewalDto } from '@coverline/contracts/generated/model';
import {
  getGetPolicyRenewalQueryKey,
  useGetPolicyRenewal,
  useNonRenewPolicy,
} from '@coverline/contracts/generated/policy-renewal/policy-renewal';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { RenewalSummaryList } from '../../servicing/policies/detail/RenewalSummaryList';
import { STAFF_QUOTE_NS } from './namespace';

const FINAL: ReadonlyArray<RenewalDto['status']> = ['renewed', 'non_renewed', 'lapsed'];

export function PolicyRenewalPanel({ quoteId }: { quoteId: string }) {
  const { t, ready } = useTranslation(STAFF_QUOTE_NS);
  const read = useGetPolicyRenewal(quoteId, { query: { retry: false } });
  if (!ready) return null;
  const renewal = read.data?.renewal ?? null;
  return (
    <section className="card staff-panel" aria-labelledby="policy-renewal-title">
      <h2 id="policy-renewal-title">{t('renewal.title')}</h2>
      {read.isError && (
        <Alert tone="error">
          <p>{errorMessage(read.error)}</p>
        </Alert>
      )}
      {read.data?.renewalOfQuoteId && <p>{t('renewal.isRenewal')}</p>}
      {read.data && !renewal && <p>{t('renewal.notOpen')}</p>}
      {renewal && <RenewalFacts renewal={renewal} />}
      {read.data && (!renewal || !FINAL.includes(renewal.status)) && (
        <NonRenewForm quoteId={quoteId} />
      )}
    </section>
  );
}

function RenewalFacts({ renewal }: { renewal: RenewalDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <>
      <p>
        <strong>{t(`renewal.statuses.${renewal.status}`)}</strong>{' '}
        {t('renewal.term', {
          from: formatDay(renewal.effectiveDate),
          to: formatDay(renewal.expirationDate),
        })}
      </p>
      {renewal.nonRenewalReason && (
        <p>
          {t(`renewal.reasons.${renewal.nonRenewalReason}`)}
          {renewal.nonRenewalNote ? `: ${renewal.nonRenewalNote}` : ''}
        </p>
      )}
      <dl className="staff-facts">
        <div>
          <dt>{t('renewal.expiringPremium')}</dt>
          <dd>{formatCentsExact(renewal.expiringPremiumCents)}</dd>
        </div>
        <div>
          <dt>{t('renewal.premium')}</dt>
          <dd>
            {renewal.premiumCents === null
              ? t('renewal.notPriced')
              : formatCentsExact(renewal.premiumCents)}
          </dd>
        </div>
      </dl>
      {renewal.ratingMessage && <p>{renewal.ratingMessage}</p>}
      {renewal.summary.length > 0 && <RenewalSummaryList summary={renewal.summary} />}
    </>
  );
}

function NonRenewForm({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const nonRenew = useNonRenewPolicy();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<NonRenewalReason>('carrier');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await nonRenew.mutateAsync({
        id: quoteId,
        data: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(t('renewal.done'));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: getGetPolicyRenewalQueryKey(quoteId) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  if (!open) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('renewal.open')}
      </button>
    );
  }
  return (
    <form
      className="form"
      noValidate
      aria-label={t('renewal.formLabel')}
      onSubmit={(e) => void submit(e)}
    >
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <FieldFrame label={t('renewal.reason')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={reason}
            onChange={(e) => setReason(e.target.value as NonRenewalReason)}
          >
            {NON_RENEWAL_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`renewal.reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('renewal.note')}>
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            maxLength={RenewalLimits.noteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FieldFrame>
      <p>{t('renewal.consequence')}</p>
      <button type="submit" className="button" disabled={nonRenew.isPending}>
        {t('renewal.submit')}
      </button>
    </form>
  );
}
