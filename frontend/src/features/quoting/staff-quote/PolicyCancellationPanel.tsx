/**
 * The cancellation of a bound policy on the staff quote page: once cancelled, its date, reason
 * and how the premium settled, and while a cancellation for non-payment may be reinstated, until
 * when and for how much (admins reinstate it, after confirming); before, for admins, the "Cancel
 * policy" form: a reason and the day cover ends, the return premium previewed from the API, then
 * the cancellation confirmed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { CANCELLATION_REASONS, CancellationLimits } from '@coverline/contracts';
import type {
  CancellationPreviewDto,
  CancellationReason,
  PolicyCancellationDto,
  ReinstatementOfferDto,
} from '@coverline/contracts/generated/model';
import {
  getGetPolicyCancellationQueryKey,
  useCancelPolicy,
  useGetPolicyCancellation,
  usePreviewPolicyCancellation,
  useReinstatePolicy,
} from '@coverline/contracts/generated/policy-cancellation/policy-cancellation';
import { getGetQuotePolicyQueryKey } from '@coverline/contracts/generated/policies/policies';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { ConfirmAction } from './ConfirmAction';
import { STAFF_QUOTE_NS } from './namespace';

const todayIso = () => new Date().toISOString().slice(0, 10);

export function PolicyCancellationPanel({
  quoteId,
  isAdmin,
}: {
  quoteId: string;
  isAdmin: boolean;
}) {
  const { t, ready } = useTranslation(STAFF_QUOTE_NS);
  const cancellation = useGetPolicyCancellation(quoteId, { query: { retry: false } });
  if (!ready) return null;
  return (
    <section className="card staff-panel" aria-labelledby="policy-cancellation-title">
      <h2 id="policy-cancellation-title">{t('cancellation.title')}</h2>
      {cancellation.isError && (
        <Alert tone="error">
          <p>{errorMessage(cancellation.error)}</p>
        </Alert>
      )}
      {cancellation.data &&
        (cancellation.data.cancellation ? (
          <>
            <CancellationFacts cancellation={cancellation.data.cancellation} />
            {cancellation.data.reinstatement?.reinstatable && (
              <Reinstatement
                quoteId={quoteId}
                offer={cancellation.data.reinstatement}
                isAdmin={isAdmin}
              />
            )}
          </>
        ) : isAdmin ? (
          <CancelPolicyForm quoteId={quoteId} />
        ) : (
          <p>{t('cancellation.inForce')}</p>
        ))}
    </section>
  );
}

function Figures({ figures }: { figures: CancellationPreviewDto | PolicyCancellationDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <dl className="staff-facts">
      <div>
        <dt>{t('cancellation.method')}</dt>
        <dd>{t(`cancellation.methods.${figures.method}`)}</dd>
      </div>
      <div>
        <dt>{t('cancellation.premium')}</dt>
        <dd>{formatCentsExact(figures.premiumCents)}</dd>
      </div>
      <div>
        <dt>{t('cancellation.earned')}</dt>
        <dd>{formatCentsExact(figures.earnedCents)}</dd>
      </div>
      <div>
        <dt>{t('cancellation.returnPremium')}</dt>
        <dd>{formatCentsExact(figures.returnPremiumCents)}</dd>
      </div>
      <div>
        <dt>{t('cancellation.refund')}</dt>
        <dd>{formatCentsExact(figures.refundCents)}</dd>
      </div>
      <div>
        <dt>{t('cancellation.balanceDue')}</dt>
        <dd>{formatCentsExact(figures.balanceDueCents)}</dd>
      </div>
    </dl>
  );
}

function CancellationFacts({ cancellation }: { cancellation: PolicyCancellationDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <>
      <p>
        <strong>
          {t('cancellation.cancelledFrom', { date: formatDay(cancellation.cancellationDate) })}
        </strong>{' '}
        {t(`cancellation.reasons.${cancellation.reason}`)}
      </p>
      {cancellation.note && <p>{cancellation.note}</p>}
      <Figures figures={cancellation} />
      <p>
        {cancellation.carrierConfirmation
          ? t('cancellation.carrierConfirmed', { confirmation: cancellation.carrierConfirmation })
          : t('cancellation.carrierByStaff')}
      </p>
    </>
  );
}

/** A cancellation for non-payment still in its window: until when, and admins' reinstatement. */
function Reinstatement({
  quoteId,
  offer,
  isAdmin,
}: {
  quoteId: string;
  offer: ReinstatementOfferDto;
  isAdmin: boolean;
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const reinstate = useReinstatePolicy();
  const [problem, setProblem] = useState<string>();

  const confirm = async () => {
    setProblem(undefined);
    try {
      await reinstate.mutateAsync({ id: quoteId, data: {} });
      toast.success(t('cancellation.reinstated'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetPolicyCancellationQueryKey(quoteId) }),
        queryClient.invalidateQueries({ queryKey: getGetQuotePolicyQueryKey(quoteId) }),
      ]);
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <p>
        {t('cancellation.reinstatable', {
          date: formatDay(offer.deadline),
          amount: formatCentsExact(offer.pastDueCents),
        })}
      </p>
      {isAdmin && (
        <ConfirmAction
          label={t('cancellation.reinstate')}
          question={t('cancellation.reinstateQuestion', {
            amount: formatCentsExact(offer.pastDueCents),
          })}
          confirmLabel={t('cancellation.reinstateYes')}
          busy={reinstate.isPending}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}

export function CancelPolicyForm({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const preview = usePreviewPolicyCancellation();
  const cancel = useCancelPolicy();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancellationReason>('client_request');
  const [date, setDate] = useState(todayIso());
  const [note, setNote] = useState('');
  const [previewed, setPreviewed] = useState<CancellationPreviewDto>();
  const [problem, setProblem] = useState<string>();

  const changed = () => {
    setPreviewed(undefined);
    setProblem(undefined);
  };

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setProblem(t('cancellation.dateRequired'));
      return;
    }
    try {
      setPreviewed(
        await preview.mutateAsync({ id: quoteId, data: { reason, cancellationDate: date } }),
      );
    } catch (failure) {
      setPreviewed(undefined);
      setProblem(formErrorMessage(failure));
    }
  };

  const confirm = async () => {
    setProblem(undefined);
    try {
      await cancel.mutateAsync({
        id: quoteId,
        data: {
          reason,
          cancellationDate: date,
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      toast.success(t('cancellation.done'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetPolicyCancellationQueryKey(quoteId) }),
        queryClient.invalidateQueries({ queryKey: getGetQuotePolicyQueryKey(quoteId) }),
      ]);
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  if (!open) {
    return (
      <>
        <p>{t('cancellation.inForce')}</p>
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('cancellation.open')}
        </button>
      </>
    );
  }
  return (
    <form
      className="form"
      noValidate
      aria-label={t('cancellation.formLabel')}
      onSubmit={(e) => void runPreview(e)}
    >
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <FieldFrame label={t('cancellation.reason')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as CancellationReason);
              changed();
            }}
          >
            {CANCELLATION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`cancellation.reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('cancellation.date')} hint={t('cancellation.dateHint')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="field__input"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              changed();
            }}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t('cancellation.note')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={CancellationLimits.noteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FieldFrame>
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={preview.isPending}>
          {preview.isPending ? t('actions.working') : t('cancellation.preview')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          {t('actions.cancel')}
        </button>
      </div>
      {previewed && (
        <section aria-label={t('cancellation.previewLabel')}>
          <Figures figures={previewed} />
          {!previewed.carrierNotified && <p>{t('cancellation.carrierOutsideApi')}</p>}
          <ConfirmAction
            label={t('cancellation.confirm')}
            question={t('cancellation.question', { date: formatDay(previewed.cancellationDate) })}
            confirmLabel={t('cancellation.confirmYes')}
            busy={cancel.isPending}
            onConfirm={() => void confirm()}
          />
        </section>
      )}
    </form>
  );
}
