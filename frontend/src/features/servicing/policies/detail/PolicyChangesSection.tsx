/** Asking for a change to the policy, and the requests sent so far with staff's answers. */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  HelpSlug,
  POLICY_CHANGE_TYPES,
  type PolicyChangeType,
  PolicyServicingLimits,
} from '@coverline/contracts';
import {
  getListPolicyChangesQueryKey,
  useListPolicyChanges,
  useRequestPolicyChanges,
} from '@coverline/contracts/generated/policy-changes/policy-changes';
import { formatDate } from '../../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { FieldFrame } from '../../../../ui/TextField';
import { POLICY_DETAIL_NS } from './namespace';
import { HelpLink } from '../../../support/help/HelpLink';

const MAX = PolicyServicingLimits.changeDetailsMax;

export function PolicyChangesSection({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const requests = useListPolicyChanges(quoteId, { query: { retry: false } });
  const send = useRequestPolicyChanges();
  const [type, setType] = useState<PolicyChangeType>('add_location');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const text = details.trim();
    if (!text) return setError(t('changes.required'));
    if (text.length > MAX) return setError(t('changes.tooLong', { max: MAX }));
    setError(undefined);
    try {
      await send.mutateAsync({ data: { quoteId, type, details: text } });
      setDetails('');
      toast.success(t('changes.sent'));
      await queryClient.invalidateQueries({ queryKey: getListPolicyChangesQueryKey(quoteId) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <section className="card" aria-labelledby="changes-title">
      <h2 id="changes-title">{t('changes.title')}</h2>
      <p>
        <HelpLink slug={HelpSlug.PolicyChanges} />
      </p>
      <p>{t('changes.lead')}</p>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <FieldFrame label={t('changes.type')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={type}
              onChange={(e) => setType(e.target.value as PolicyChangeType)}
            >
              {POLICY_CHANGE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`changes.types.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={t('changes.details')} hint={t('changes.detailsHint')} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          )}
        </FieldFrame>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('changes.sending') : t('changes.submit')}
          </button>
        </div>
      </form>
      <h3 className="policy-card__subtitle">{t('changes.history')}</h3>
      {requests.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(requests.error)}</p>
        </Alert>
      )}
      {requests.data &&
        (requests.data.length === 0 ? (
          <p>{t('changes.none')}</p>
        ) : (
          <ul className="policy-detail__rows" aria-label={t('changes.history')}>
            {requests.data.map((request) => (
              <li key={request.id} className="policy-request">
                <div className="policy-card__head">
                  <strong>{t(`changes.types.${request.type}`)}</strong>
                  <span className={`policy-badge policy-badge--${request.status}`}>
                    {t(`changes.statuses.${request.status}`)}
                  </span>
                </div>
                <p className="policy-request__meta">
                  {t('changes.requestedOn', { date: formatDate(request.createdAt) })}
                </p>
                <p className="policy-request__text">{request.details}</p>
                {request.answer && (
                  <p className="policy-request__answer">
                    <strong>{t('changes.answer')}:</strong> {request.answer}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
