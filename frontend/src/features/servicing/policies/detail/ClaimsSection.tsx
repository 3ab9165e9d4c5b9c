/**
 * Claims: the carrier's own claims submission link, a first notice of loss form (mailed to the
 * carrier and the agency) and the claims filed so far.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from 'react-toastify';
import { HelpSlug, PolicyServicingLimits } from '@coverline/contracts';
import {
  getListClaimsQueryKey,
  useListClaims,
  useReportClaim,
} from '@coverline/contracts/generated/claims/claims';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { FieldFrame, TextField } from '../../../../ui/TextField';
import {
  amountCents,
  checkClaimForm,
  localToday,
  type ClaimFormErrors,
  type ClaimFormValues,
} from './claim-form';
import { POLICY_DETAIL_NS } from './namespace';
import { HelpLink } from '../../../support/help/HelpLink';

const BLANK: ClaimFormValues = { description: '', amount: '', dateOfLoss: '' };

export function ClaimsSection({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const claims = useListClaims(quoteId, { query: { retry: false } });
  const report = useReportClaim();
  const [values, setValues] = useState<ClaimFormValues>(BLANK);
  const [errors, setErrors] = useState<ClaimFormErrors>({});
  const [problem, setProblem] = useState<string>();
  const carrier = claims.data?.carrier ?? '';
  const today = localToday();

  const set = (field: keyof ClaimFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const shown = (message: string | undefined) =>
    message?.startsWith('claims.') ? t(message) : message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const found = checkClaimForm(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const filed = await report.mutateAsync({
        data: {
          quoteId,
          description: values.description.trim(),
          amountOfLossCents: amountCents(values.amount),
          dateOfLoss: values.dateOfLoss,
          // A notice of loss opens a claim; the carrier and staff close it.
          status: 'open',
        },
      });
      setValues(BLANK);
      toast.success(
        filed.carrierNotified ? t('claims.sent', { carrier }) : t('claims.sentStaffOnly'),
      );
      await queryClient.invalidateQueries({ queryKey: getListClaimsQueryKey(quoteId) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  return (
    <section className="card" aria-labelledby="claims-title">
      <h2 id="claims-title">{t('claims.title')}</h2>
      <p>
        <HelpLink slug={HelpSlug.Claims} />
      </p>
      <p>{t('claims.lead')}</p>
      {claims.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(claims.error)}</p>
        </Alert>
      )}
      {claims.data && (
        <>
          {claims.data.claimUrl ? (
            <p>
              <a href={claims.data.claimUrl} target="_blank" rel="noopener noreferrer">
                {t('claims.carrierLink', { carrier })}
              </a>
            </p>
          ) : (
            <p>{t('claims.noCarrierLink', { carrier })}</p>
          )}
          {claims.data.carrierPhone && (
            <p>{t('claims.carrierPhone', { carrier, phone: claims.data.carrierPhone })}</p>
          )}
        </>
      )}
      <h3 className="policy-card__subtitle">{t('claims.formTitle')}</h3>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <FieldFrame label={t('claims.description')} error={shown(errors.description)}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={PolicyServicingLimits.claimDescriptionMax}
              value={values.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          )}
        </FieldFrame>
        <div className="form__row">
          <TextField
            label={t('claims.amount')}
            inputMode="decimal"
            value={values.amount}
            error={shown(errors.amount)}
            onChange={(e) => set('amount')(e.target.value)}
          />
          <TextField
            label={t('claims.date')}
            type="date"
            max={today}
            value={values.dateOfLoss}
            error={shown(errors.dateOfLoss)}
            onChange={(e) => set('dateOfLoss')(e.target.value)}
          />
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={report.isPending}>
            {report.isPending ? t('claims.sending') : t('claims.submit')}
          </button>
        </div>
      </form>
      <h3 className="policy-card__subtitle">{t('claims.history')}</h3>
      {claims.data &&
        (claims.data.items.length === 0 ? (
          <p>{t('claims.none')}</p>
        ) : (
          <ul className="policy-detail__rows" aria-label={t('claims.history')}>
            {claims.data.items.map((claim) => (
              <li key={claim.id} className="policy-request">
                <div className="policy-card__head">
                  <strong>
                    {t('claims.row', {
                      date: formatDay(claim.dateOfLoss),
                      amount: formatCentsExact(claim.amountOfLossCents),
                    })}
                  </strong>
                  <span className={`policy-badge policy-badge--${claim.status}`}>
                    {t(`claims.${claim.status}`)}
                  </span>
                </div>
                <p className="policy-request__text">{claim.description}</p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
