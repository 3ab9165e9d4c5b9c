import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { COVERAGE_TYPES, Limits } from '@coverline/contracts';
import { formatUsd } from '../../lib/currency';
import { useFieldError } from '../../lib/forms';
import { useUserToken } from '../../lib/session-store';
import { Alert } from '../../ui/Alert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CoverageIcon } from '../coverages/CoverageIcon';
import { COVERAGES } from '../coverages/coverages';
import { quoteDraft, useQuoteDraft } from './quote-draft';
import './quotation.css';

export interface QuotationNotices {
  emailResume?: boolean;
  emailRegistrationResume?: boolean;
  notYourClient?: boolean;
}

const coverageSchema = z.object({
  coverageType: z.enum(COVERAGE_TYPES, 'validation.chooseCoverage'),
});
type CoverageForm = z.infer<typeof coverageSchema>;

const PROCESS = ['coverage', 'business', 'details', 'compare', 'checkout'] as const;
const COMMON_NEEDS = ['identity', 'fein', 'address', 'effectiveDate'] as const;

type Step = 'intro' | 'coverage' | 'ready';

export function QuotationPage({ notices }: { notices: QuotationNotices }) {
  const { t } = useTranslation();
  useDocumentTitle(t('quotation.title'));
  const draft = useQuoteDraft();
  const [step, setStep] = useState<Step>(draft.coverageType ? 'ready' : 'intro');

  return (
    <div className="page quotation">
      <header className="page-header">
        <h1>{t('quotation.title')}</h1>
        <p className="lead">{t('quotation.lead')}</p>
      </header>
      {notices.emailResume && (
        <Alert tone="info" title={t('quotation.emailResumeTitle')}>
          <p>{t('quotation.emailResume')}</p>
        </Alert>
      )}
      {notices.emailRegistrationResume && (
        <Alert tone="info" title={t('quotation.emailRegistrationResumeTitle')}>
          <p>{t('quotation.emailRegistrationResume')}</p>
        </Alert>
      )}
      {notices.notYourClient && (
        <Alert tone="warning">
          <p>{t('quotation.notYourClient')}</p>
        </Alert>
      )}
      {step === 'intro' && <Intro onStart={() => setStep('coverage')} />}
      {step === 'coverage' && (
        <CoveragePicker
          initial={draft.coverageType ?? undefined}
          onChosen={(coverageType) => {
            quoteDraft.chooseCoverage(coverageType);
            setStep('ready');
          }}
        />
      )}
      {step === 'ready' && <Ready onChange={() => setStep('coverage')} />}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="process-title">
      <h2 id="process-title">{t('quotation.processTitle')}</h2>
      <ol className="process">
        {PROCESS.map((step) => (
          <li key={step}>
            <strong>{t(`quotation.process.${step}.title`)}</strong>
            <span>{t(`quotation.process.${step}.body`)}</span>
          </li>
        ))}
      </ol>
      <p className="card__note">
        {t('quotation.loadingNote', { seconds: Limits.quoteLoadingMaxSeconds })}
      </p>
      <button type="button" className="button button--primary button--large" onClick={onStart}>
        {t('quotation.start')}
      </button>
    </section>
  );
}

function CoveragePicker({
  initial,
  onChosen,
}: {
  initial?: CoverageForm['coverageType'];
  onChosen: (coverageType: CoverageForm['coverageType']) => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CoverageForm>({
    resolver: zodResolver(coverageSchema),
    defaultValues: initial ? { coverageType: initial } : {},
  });
  const error = fieldError(errors.coverageType);
  const onSubmit = handleSubmit(({ coverageType }) => onChosen(coverageType));

  return (
    <section className="card" aria-labelledby="coverage-title">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset
          className="coverage-choice"
          aria-describedby={error ? 'coverage-error' : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend id="coverage-title">
            <span className="coverage-choice__legend">{t('quotation.chooseTitle')}</span>
          </legend>
          <p className="card__lead">{t('quotation.chooseLead')}</p>
          <div className="coverage-options">
            {COVERAGES.map((coverage) => (
              <label key={coverage.key} className="coverage-option">
                <input type="radio" value={coverage.type} {...register('coverageType')} />
                <CoverageIcon coverage={coverage} />
                <span className="coverage-option__text">
                  <span className="coverage-option__name">
                    {t(`coverages.${coverage.key}.name`)}
                  </span>
                  <span className="coverage-option__for">{t(`coverages.${coverage.key}.for`)}</span>
                </span>
              </label>
            ))}
          </div>
          {error && (
            <p className="field__error" id="coverage-error" role="alert">
              {error}
            </p>
          )}
        </fieldset>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('quotation.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Ready({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const draft = useQuoteDraft();
  const signedIn = Boolean(useUserToken());
  const coverage = COVERAGES.find((c) => c.type === draft.coverageType) ?? COVERAGES[0];
  const needs = t(`coverages.${coverage.key}.needs`, {
    returnObjects: true,
    min: formatUsd(Limits.bppMinDollars),
    max: formatUsd(Limits.bppMaxDollars),
    years: Limits.claimsLookBackYears,
  }) as string[];
  const name = t(`coverages.${coverage.key}.name`);

  return (
    <section className="card" aria-labelledby="ready-title">
      <div className="ready__heading">
        <CoverageIcon coverage={coverage} />
        <h2 id="ready-title">{t('quotation.readyTitle', { coverage: name })}</h2>
      </div>
      <p className="card__lead">
        {t(`coverages.${coverage.key}.summary`, {
          min: formatUsd(Limits.bppMinDollars),
          max: formatUsd(Limits.bppMaxDollars),
        })}
      </p>
      <h3>{t('quotation.needsTitle')}</h3>
      <ul className="checklist">
        {COMMON_NEEDS.map((need) => (
          <li key={need}>{t(`quotation.needs.${need}`)}</li>
        ))}
        {needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      {coverage.key === 'wc' && <p className="card__note">{t('quotation.monopolisticNote')}</p>}
      {draft.email && (
        <p className="card__note">{t('quotation.emailOnFile', { email: draft.email })}</p>
      )}
      {!signedIn && (
        <Alert tone="info" title={t('quotation.accountTitle')}>
          <p>{t('quotation.accountBody')}</p>
          <div className="actions">
            <Link to="/register" className="button button--primary">
              {t('menu.signUp')}
            </Link>
            <Link to="/login" className="button button--secondary">
              {t('menu.signIn')}
            </Link>
          </div>
        </Alert>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onChange}>
          {t('quotation.changeCoverage')}
        </button>
      </div>
    </section>
  );
}
