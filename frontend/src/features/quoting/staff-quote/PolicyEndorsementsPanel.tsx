/**
 * Endorsements on the staff quote page: each priced change with its premium and why it was
 * referred; staff approve (it is offered to the client) or decline a referred one, withdraw an
 * open one, and price a new change for the client (the payroll of each class code line, an
 * additional insured, or the liability limit).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { GL_LIMITS, isEndorsementOpen, type CoverageType } from '@coverline/contracts';
import type {
  EndorsementDto,
  GlLimit,
  EndorsedPayrollDto,
  RequestEndorsementDto,
} from '@coverline/contracts/generated/model';
import {
  getListPolicyEndorsementsQueryKey,
  useApprovePolicyEndorsement,
  useDeclinePolicyEndorsement,
  useListPolicyEndorsements,
  useRequestPolicyEndorsement,
  useWithdrawPolicyEndorsement,
} from '@coverline/contracts/generated/policy-endorsements/policy-endorsements';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { POLICY_DETAIL_NS } from '../../servicing/policies/detail/namespace';

const todayIso = () => new Date().toISOString().slice(0, 10);

export function PolicyEndorsementsPanel({
  quoteId,
  coverageType,
}: {
  quoteId: string;
  coverageType: CoverageType;
}) {
  const { t, ready } = useTranslation(POLICY_DETAIL_NS);
  const list = useListPolicyEndorsements(quoteId, { query: { retry: false } });
  if (!ready) return null;
  const open = list.data?.endorsements.some((e) => isEndorsementOpen(e.status)) ?? false;
  return (
    <section className="card staff-panel" aria-labelledby="policy-endorsements-title">
      <h2 id="policy-endorsements-title">{t('endorsements.staffTitle')}</h2>
      {list.isError && (
        <Alert tone="error">
          <p>{errorMessage(list.error)}</p>
        </Alert>
      )}
      {list.data && (
        <>
          <p>
            {t('endorsements.current', {
              version: list.data.currentVersionNo,
              premium: formatCentsExact(list.data.annualPremiumCents),
            })}
          </p>
          {list.data.endorsements.length === 0 ? (
            <p>{t('endorsements.none')}</p>
          ) : (
            <ul className="policy-detail__rows" aria-label={t('endorsements.staffTitle')}>
              {list.data.endorsements.map((e) => (
                <StaffEndorsement key={e.id} quoteId={quoteId} endorsement={e} />
              ))}
            </ul>
          )}
          {!open && (
            <NewEndorsementForm
              quoteId={quoteId}
              coverageType={coverageType}
              payroll={list.data.payroll}
            />
          )}
        </>
      )}
    </section>
  );
}

function StaffEndorsement({
  quoteId,
  endorsement: e,
}: {
  quoteId: string;
  endorsement: EndorsementDto;
}) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const approve = useApprovePolicyEndorsement();
  const decline = useDeclinePolicyEndorsement();
  const withdraw = useWithdrawPolicyEndorsement();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const busy = approve.isPending || decline.isPending || withdraw.isPending;

  const act = async (action: 'approve' | 'decline' | 'withdraw') => {
    setProblem(undefined);
    const vars = {
      id: quoteId,
      endorsementId: e.id,
      data: note.trim() ? { note: note.trim() } : {},
    };
    try {
      if (action === 'approve') await approve.mutateAsync(vars);
      else if (action === 'decline') await decline.mutateAsync(vars);
      else await withdraw.mutateAsync(vars);
      toast.success(t(`endorsements.done.${action}`));
      await queryClient.invalidateQueries({ queryKey: getListPolicyEndorsementsQueryKey(quoteId) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <li className="policy-request" data-testid={`staff-endorsement-${e.id}`}>
      <div className="policy-card__head">
        <strong>{t(`endorsements.types.${e.type}`)}</strong>
        <span className={`policy-badge policy-badge--${e.status}`}>
          {t(`endorsements.statuses.${e.status}`)}
        </span>
      </div>
      <p className="policy-request__text">{e.summary}</p>
      <p className="policy-request__meta">
        {t('endorsements.staffLine', {
          date: formatDay(e.effectiveDate),
          old: formatCentsExact(e.oldAnnualPremiumCents),
          next: formatCentsExact(e.newAnnualPremiumCents),
          amount: formatCentsExact(e.proRataCents),
        })}
      </p>
      {e.referralReasons.length > 0 && (
        <p>
          {t('endorsements.referredFor', {
            reasons: e.referralReasons.map((r) => t(`endorsements.reasons.${r}`)).join(', '),
          })}
        </p>
      )}
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {isEndorsementOpen(e.status) && (
        <>
          {e.status === 'referred' && (
            <FieldFrame label={t('endorsements.note')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={1000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FieldFrame>
          )}
          <div className="form__actions">
            {e.status === 'referred' && (
              <>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void act('approve')}
                >
                  {t('endorsements.approve')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void act('decline')}
                >
                  {t('endorsements.decline')}
                </button>
              </>
            )}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void act('withdraw')}
            >
              {t('endorsements.withdraw')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

type FormType = 'change_payroll' | 'add_additional_insured' | 'change_limits';

function NewEndorsementForm({
  quoteId,
  coverageType,
  payroll: current,
}: {
  quoteId: string;
  coverageType: CoverageType;
  payroll: EndorsedPayrollDto[];
}) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const send = useRequestPolicyEndorsement();
  const types: FormType[] =
    coverageType === 'wc'
      ? current.length > 0
        ? ['change_payroll', 'add_additional_insured']
        : ['add_additional_insured']
      : coverageType === 'cyber'
        ? ['add_additional_insured']
        : ['change_limits', 'add_additional_insured'];
  const [type, setType] = useState<FormType>(types[0]);
  const [effectiveDate, setEffectiveDate] = useState(todayIso());
  // Each class code line of the version in force, its payroll in dollars as staff type it.
  const [payroll, setPayroll] = useState(() => current.map((l) => String(l.payrollCents / 100)));
  const [name, setName] = useState('');
  const [glLimit, setGlLimit] = useState<GlLimit>(GL_LIMITS[1]);
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const data: RequestEndorsementDto = { type, effectiveDate };
    if (type === 'change_payroll') {
      data.payroll = current.map((line, i) => ({
        state: line.state,
        classCode: line.classCode,
        payrollCents: Math.round(Number(payroll[i].replace(/[$,\s]/g, '')) * 100),
      }));
    } else if (type === 'add_additional_insured') {
      data.additionalInsured = name.trim();
    } else {
      data.glLimit = glLimit;
    }
    try {
      await send.mutateAsync({ id: quoteId, data });
      toast.success(t('endorsements.priced'));
      await queryClient.invalidateQueries({ queryKey: getListPolicyEndorsementsQueryKey(quoteId) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <h3 className="policy-card__subtitle">{t('endorsements.newTitle')}</h3>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <FieldFrame label={t('endorsements.type')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={type}
            onChange={(e) => setType(e.target.value as FormType)}
          >
            {types.map((value) => (
              <option key={value} value={value}>
                {t(`endorsements.types.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('endorsements.effective')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="field__input"
            value={effectiveDate}
            onChange={(e) => setEffectiveDate(e.target.value)}
          />
        )}
      </FieldFrame>
      {type === 'change_payroll' && (
        <>
          <p>{t('endorsements.payrollHint')}</p>
          {current.map((line, i) => (
            <FieldFrame
              key={`${line.state}-${line.classCode}`}
              label={t('endorsements.payrollLine', {
                state: line.state,
                classCode: line.classCode,
              })}
            >
              {(control) => (
                <input
                  {...control}
                  className="field__input"
                  inputMode="decimal"
                  value={payroll[i]}
                  onChange={(e) =>
                    setPayroll((all) => all.map((v, j) => (j === i ? e.target.value : v)))
                  }
                />
              )}
            </FieldFrame>
          ))}
        </>
      )}
      {type === 'add_additional_insured' && (
        <FieldFrame label={t('endorsements.insuredName')}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              maxLength={200}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FieldFrame>
      )}
      {type === 'change_limits' && (
        <FieldFrame label={t('endorsements.glLimit')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={glLimit}
              onChange={(e) => setGlLimit(e.target.value as GlLimit)}
            >
              {GL_LIMITS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t('endorsements.pricing') : t('endorsements.price')}
        </button>
      </div>
    </form>
  );
}
