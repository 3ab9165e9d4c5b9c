/**
 * Create New Referral: the rep picks the kind of referral and describes the client; the client
 * is mailed a link to a quote pre-filled from it. The form is the referral draft, so it survives
 * a visit to another portal page; "Clear form" resets it to the rep's own identity.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { REFERRAL_TYPES, type ReferralType } from '@coverline/contracts';
import { getListReferralsQueryKey } from '@coverline/contracts/generated/referrals/referrals';
import type { ReferralDto } from '@coverline/contracts/generated/model';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useRepProfile } from '../partner/rep-session';
import { useReferralsT } from './namespace';
import { referralDraft, type ClientField } from './referral-draft';
import {
  fieldsDroppedBySwitching,
  formOfDraft,
  REFERRAL_CALLS,
  referralInput,
  referralSchema,
  TYPE_FIELDS,
} from './referral-form';
import './referrals.css';

type Errors = Partial<Record<ClientField, string>>;

/** The schema's first message per field, as translation keys. */
export function validateDraft(): { errors: Errors; valid: boolean } {
  const parsed = referralSchema.safeParse(formOfDraft(referralDraft.get()));
  if (parsed.success) return { errors: {}, valid: true };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ClientField;
    errors[field] ??= issue.message;
  }
  return { errors, valid: false };
}

export function NewReferralPage() {
  const t = useReferralsT();
  const { t: common } = useTranslation();
  useDocumentTitle(t('new.title'));
  const { data: rep } = useRepProfile();
  const draft = useSyncExternalStore(referralDraft.subscribe, referralDraft.get);
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<ReferralDto>();

  useEffect(() => {
    if (rep) referralDraft.setRep(rep);
  }, [rep]);

  const error = (field: ClientField) => (errors[field] ? common(errors[field]) : undefined);
  const text = (field: ClientField) => ({
    value: draft[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      referralDraft.change({ [field]: event.target.value }),
  });
  const check = (field: 'activeWCPolicy' | 'transfer' | 'needReplace') => ({
    checked: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      referralDraft.change({ [field]: event.target.checked }),
  });
  const chooseType = (type: ReferralType) => {
    const dropped = fieldsDroppedBySwitching(draft.repReferralType, type);
    referralDraft.change({ repReferralType: type });
    referralDraft.invalidate(dropped);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setSent(undefined);
    const checked = validateDraft();
    setErrors(checked.errors);
    if (!checked.valid) return;
    const form = formOfDraft(referralDraft.get());
    referralDraft.setLoading(true);
    try {
      const created = await REFERRAL_CALLS[form.repReferralType](referralInput(form));
      await queryClient.invalidateQueries({ queryKey: getListReferralsQueryKey() });
      referralDraft.reset();
      setSent(created);
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      referralDraft.setLoading(false);
    }
  };

  const askComparison = TYPE_FIELDS[draft.repReferralType].includes('ifComparison');
  return (
    <div className="page page--narrow new-referral">
      <header className="page-header">
        <h1>{t('new.title')}</h1>
        <p className="lead">{t('new.lead')}</p>
      </header>
      {sent && (
        <Alert tone="success" title={t('new.sentTitle', { number: sent.referralNumber })}>
          <p>
            {sent.type === 'BOR'
              ? t('new.sentBor', { email: sent.email, business: sent.businessName })
              : t('new.sentMailed', { email: sent.email, business: sent.businessName })}
          </p>
          <p>
            <Link to="/payroll-partner/referraltrak">{t('new.followInTrak')}</Link>
          </p>
        </Alert>
      )}
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <form className="form card" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="referral-types">
          <legend>{t('new.typeLegend')}</legend>
          {REFERRAL_TYPES.map((type) => (
            <label key={type} className="referral-type">
              <input
                type="radio"
                name="repReferralType"
                value={type}
                checked={draft.repReferralType === type}
                onChange={() => chooseType(type)}
              />
              <span>
                <strong>{t(`types.${type}.label`)}</strong>
                <span className="referral-type__hint">{t(`types.${type}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <h2 className="new-referral__section">{t('new.businessSection')}</h2>
        <TextField
          label={t('fields.businessName')}
          maxLength={200}
          error={error('businessName')}
          {...text('businessName')}
        />
        <TextField
          label={t('fields.businessDBA')}
          maxLength={200}
          error={error('businessDBA')}
          {...text('businessDBA')}
        />

        <h2 className="new-referral__section">{t('new.contactSection')}</h2>
        <div className="new-referral__pair">
          <TextField
            label={t('fields.firstName')}
            autoComplete="off"
            error={error('firstName')}
            {...text('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="off"
            error={error('lastName')}
            {...text('lastName')}
          />
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          error={error('email')}
          {...text('email')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          error={error('phone')}
          {...text('phone')}
        />

        <h2 className="new-referral__section">{t('new.coverageSection')}</h2>
        <label className="checkbox">
          <input type="checkbox" {...check('activeWCPolicy')} /> {t('fields.activeWCPolicy')}
        </label>
        <label className="checkbox">
          <input type="checkbox" {...check('transfer')} /> {t('fields.transfer')}
        </label>
        <label className="checkbox">
          <input type="checkbox" {...check('needReplace')} /> {t('fields.needReplace')}
        </label>
        {askComparison && (
          <TextField
            label={t('fields.ifComparison')}
            hint={t('fields.ifComparisonHint')}
            maxLength={500}
            error={error('ifComparison')}
            {...text('ifComparison')}
          />
        )}
        <FieldFrame label={t('fields.referralDesc')} error={error('referralDesc')}>
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              rows={4}
              maxLength={2000}
              {...text('referralDesc')}
            />
          )}
        </FieldFrame>

        <section className="new-referral__rep" aria-labelledby="referral-rep">
          <h2 id="referral-rep" className="new-referral__section">
            {t('new.repSection')}
          </h2>
          <p>
            {draft.repFirstName} {draft.repLastName} · {draft.repEmail}
            {draft.repPhone ? ` · ${draft.repPhone}` : ''}
          </p>
          <p className="field__hint">{t('new.repHint')}</p>
        </section>

        <div className="new-referral__actions">
          <SubmitButton sending={draft.isLoading} sendingLabel={t('new.sending')}>
            {t('new.submit')}
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            disabled={!draft.dirty || draft.isLoading}
            onClick={() => {
              referralDraft.reset();
              setErrors({});
            }}
          >
            {t('new.clear')}
          </button>
        </div>
      </form>
    </div>
  );
}
