/**
 * The client's policy change requests on the staff quote page: each request with its state, and
 * for an open one the answer form (in progress, completed or declined, with a text the client
 * reads on their policy and receives by email).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  isPolicyChangeOpen,
  POLICY_CHANGE_ANSWER_STATUSES,
  PolicyServicingLimits,
} from '@coverline/contracts';
import type {
  PolicyChangeAnswerStatus,
  PolicyChangeDto,
} from '@coverline/contracts/generated/model';
import {
  getListPolicyChangesQueryKey,
  useAnswerPolicyChange,
  useListPolicyChanges,
} from '@coverline/contracts/generated/policy-changes/policy-changes';
import { formatDate } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { POLICY_DETAIL_NS } from '../../servicing/policies/detail/namespace';

export function PolicyChangesPanel({ quoteId }: { quoteId: string }) {
  const { t, ready } = useTranslation(POLICY_DETAIL_NS);
  const requests = useListPolicyChanges(quoteId, { query: { retry: false } });
  if (!ready) return null;
  return (
    <section className="card staff-panel" aria-labelledby="policy-changes-title">
      <h2 id="policy-changes-title">{t('staff.title')}</h2>
      {requests.isError && (
        <Alert tone="error">
          <p>{errorMessage(requests.error)}</p>
        </Alert>
      )}
      {requests.data &&
        (requests.data.length === 0 ? (
          <p>{t('staff.none')}</p>
        ) : (
          <ul className="policy-detail__rows">
            {requests.data.map((request) => (
              <li key={request.id} className="policy-request">
                <ChangeRequest quoteId={quoteId} request={request} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function ChangeRequest({ quoteId, request }: { quoteId: string; request: PolicyChangeDto }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const answer = useAnswerPolicyChange();
  const [status, setStatus] = useState<PolicyChangeAnswerStatus>('completed');
  const [text, setText] = useState(request.answer ?? '');
  const [problem, setProblem] = useState<string>();
  const open = isPolicyChangeOpen(request.status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await answer.mutateAsync({
        id: quoteId,
        requestId: request.id,
        data: { status, ...(text.trim() ? { answer: text.trim() } : {}) },
      });
      toast.success(t('staff.saved'));
      await queryClient.invalidateQueries({ queryKey: getListPolicyChangesQueryKey(quoteId) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <>
      <div className="policy-card__head">
        <strong>{t(`changes.types.${request.type}`)}</strong>
        <span className={`policy-badge policy-badge--${request.status}`}>
          {t(`changes.statuses.${request.status}`)}
        </span>
      </div>
      <p className="policy-request__meta">
        {t('staff.from', { date: formatDate(request.createdAt) })}
      </p>
      <p className="policy-request__text">{request.details}</p>
      {!open && request.answer && (
        <p className="policy-request__answer">
          <strong>{t('changes.answer')}:</strong> {request.answer}
        </p>
      )}
      {open && (
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          {problem && (
            <Alert tone="error">
              <p>{problem}</p>
            </Alert>
          )}
          <FieldFrame label={t('staff.status')}>
            {(control) => (
              <select
                {...control}
                className="field__input"
                value={status}
                onChange={(e) => setStatus(e.target.value as PolicyChangeAnswerStatus)}
              >
                {POLICY_CHANGE_ANSWER_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`changes.statuses.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame label={t('staff.answer')} hint={t('staff.answerHint')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={PolicyServicingLimits.answerMax}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </FieldFrame>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={answer.isPending}>
              {answer.isPending ? t('staff.saving') : t('staff.save')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
