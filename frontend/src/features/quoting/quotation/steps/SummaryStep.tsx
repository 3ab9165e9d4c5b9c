import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  CoverageType,
  EMPLOYERS_LIABILITY_LIMITS,
  OwnerInclusion,
  stateName,
  type EmployersLiabilityLevel,
  type StateCode,
} from '@coverline/contracts';
import { Alert } from '../../../../ui/Alert';
import { ProblemAlert } from '../components/ProblemAlert';
import { SavedForLater } from '../components/SavedForLater';
import { formatCents } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import type { QuestionResponseDto } from '@coverline/contracts/generated/model';
import {
  useOwnerQuestions,
  useOwnerTitleLabel,
  usePayrollQuestions,
  useUnderwritingQuestions,
} from '../hooks/use-question-sets';
import { useBusinessTypeName, useClassCodeName } from '../hooks/use-business-type';
import { answerText } from '../state/questions';
import type { Answers, WizardValues } from '../state/values';

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="details summary__details">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term} className="details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const stateLabel = (code: string | null | undefined) =>
  code ? `${stateName(code as StateCode) ?? code}` : '';

/** Payroll by state and class code, with the states' totals. */
function ByState({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const classCodeName = useClassCodeName();
  const codes = values.wcClassCodes ?? [];
  const states = [...new Set(codes.map((c) => c.state ?? ''))];
  return (
    <section className="summary__section" aria-labelledby="summary-by-state">
      <h3 id="summary-by-state">{t('summary.byState')}</h3>
      {states.map((state) => {
        const rows = codes.filter((c) => (c.state ?? '') === state);
        const total = rows.reduce((sum, c) => sum + (c.payrollCents ?? 0), 0);
        const owners = (values.owners ?? []).filter(
          (o) => o.primaryWorkState === state && o.inclusion === OwnerInclusion.Included,
        );
        return (
          <div key={state} className="summary__group">
            <h4>{stateLabel(state)}</h4>
            <Details
              rows={[
                ...rows.map((c): [string, ReactNode] => [
                  t('summary.classCode', {
                    code: c.classCode,
                    description: classCodeName(c.classCode ?? '', c.description ?? ''),
                  }),
                  c.payrollCents != null ? formatCents(c.payrollCents) : t('summary.none'),
                ]),
                [t('summary.statePayroll'), formatCents(total)],
                [
                  t('summary.includedOwners'),
                  owners.length ? String(owners.length) : t('summary.none'),
                ],
              ]}
            />
          </div>
        );
      })}
    </section>
  );
}

/** An answer to a question of a set, as the person chose it (Yes, No, the option's label). */
function useAnswerWords() {
  const { t } = useTranslation(QUOTATION_NS);
  return (question: QuestionResponseDto, answer: Answers[string] | undefined): string => {
    const text = answerText(question, answer);
    if (text === 'yes') return t('common.yes');
    if (text === 'no') return t('common.no');
    return question.options.find((o) => o.value === text)?.label ?? text;
  };
}

/** The answered questions of a set, under their question; `keyOf` names an answer's key. */
function answeredRows(
  questions: QuestionResponseDto[],
  answers: Answers | undefined,
  words: ReturnType<typeof useAnswerWords>,
  keyOf: (id: string) => string = (id) => id,
): Array<[string, ReactNode]> {
  return questions
    .filter((q) => answers?.[keyOf(q.id)] !== undefined && answers?.[keyOf(q.id)] !== '')
    .map((q) => [q.text, words(q, answers?.[keyOf(q.id)])]);
}

function Officers({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const questions = useOwnerQuestions().data?.questions ?? [];
  const titleLabel = useOwnerTitleLabel();
  const words = useAnswerWords();
  const wc = values.coverageType === CoverageType.WorkersCompensation;
  return (
    <section className="summary__section" aria-labelledby="summary-officers">
      <h3 id="summary-officers">{t('summary.officers')}</h3>
      {(values.owners ?? []).length === 0 && <p>{t('summary.none')}</p>}
      {(values.owners ?? []).map((o, i) => (
        <div key={o.id ?? i} className="summary__group">
          <h4>
            {t('summary.officer', {
              name: [o.firstName, o.lastName].filter(Boolean).join(' '),
              title: o.title ? titleLabel(o.title) : '',
              percent: o.ownershipPercent ?? 0,
              state: stateLabel(o.primaryWorkState),
              inclusion: t(`owners.inclusion.${o.inclusion ?? OwnerInclusion.Excluded}`),
            })}
          </h4>
          <Details
            rows={[
              [
                t('summary.ownerPayroll'),
                o.payrollEstimateCents != null ? formatCents(o.payrollEstimateCents) : '',
              ],
              [t('summary.ownerClassCode'), o.classCode],
              [t('summary.ownerEmail'), o.email],
              ...(wc
                ? answeredRows(questions, values.ownerAnswers, words, (id) => `${i}.${id}`)
                : []),
            ]}
          />
        </div>
      ))}
    </section>
  );
}

/** The payroll questions answered for each state. */
function PayrollAnswers({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const questions = usePayrollQuestions().data?.questions ?? [];
  const words = useAnswerWords();
  const states = [...new Set((values.wcClassCodes ?? []).map((c) => c.state ?? ''))];
  const groups = states
    .map((state) => ({
      state,
      rows: answeredRows(questions, values.payrollAnswers, words, (id) => `${state}.${id}`),
    }))
    .filter((g) => g.rows.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className="summary__section" aria-labelledby="summary-payroll-answers">
      <h3 id="summary-payroll-answers">{t('summary.payrollAnswers')}</h3>
      {groups.map(({ state, rows }) => (
        <div key={state} className="summary__group">
          <h4>{stateLabel(state)}</h4>
          <Details rows={rows} />
        </div>
      ))}
    </section>
  );
}

/** The underwriting answers (and for workers compensation the prior carrier), then cyber's. */
function UnderwritingAnswers({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const line = values.coverageType as CoverageType;
  const questions = useUnderwritingQuestions(line).data?.questions ?? [];
  const words = useAnswerWords();
  const answers = values.underwritingAnswers ?? {};
  const yesNo = (value: unknown) =>
    value === 'Yes' || value === true
      ? t('common.yes')
      : value === 'No' || value === false
        ? t('common.no')
        : '';
  const prior = 'priorCoverage' in answers;
  const rows: Array<[string, ReactNode]> =
    line === CoverageType.Cyber
      ? answeredRows(questions, values.cyberAnswers, words)
      : [
          ...answeredRows(questions, answers, words),
          ...(prior
            ? ([
                [t('steps.underwriting.prior.coverage'), yesNo(answers.priorCoverage)],
                [t('summary.priorCarrier'), answers.priorCarrier as string | undefined],
                [t('summary.priorPolicyNumber'), answers.priorPolicyNumber as string | undefined],
                [
                  t('summary.priorPremium'),
                  typeof answers.priorPremiumCents === 'number'
                    ? formatCents(answers.priorPremiumCents)
                    : '',
                ],
                [t('steps.underwriting.prior.years'), answers.priorYearsWithCarrier as string],
              ] as Array<[string, ReactNode]>)
            : []),
        ];
  if (rows.length === 0) return null;
  return (
    <section className="summary__section" aria-labelledby="summary-underwriting">
      <h3 id="summary-underwriting">{t('summary.underwriting')}</h3>
      <Details rows={rows} />
    </section>
  );
}

/** Each claim of the look-back, with its date, amount and whether it is open. */
function Claims({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const claims = values.claims ?? [];
  if (claims.length === 0) return null;
  return (
    <section className="summary__section" aria-labelledby="summary-claims">
      <h3 id="summary-claims">{t('summary.claims')}</h3>
      <ul className="summary__list">
        {claims.map((c, i) => (
          <li key={c.id ?? i}>
            {t('summary.claim', {
              date: c.date ? formatDay(c.date) : '',
              amount: c.amountOfLossCents != null ? formatCents(c.amountOfLossCents) : '',
              status: t(c.open ? 'summary.claimOpen' : 'summary.claimClosed'),
              description: c.description ?? '',
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Locations({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const bop = values.coverageType === CoverageType.BusinessOwners;
  return (
    <section className="summary__section" aria-labelledby="summary-locations">
      <h3 id="summary-locations">{t('summary.locations')}</h3>
      <ul className="summary__list">
        {(values.locations ?? []).map((l, i) => (
          <li key={l.id ?? i}>
            {[l.address, l.address2, l.city, l.state, l.zip].filter(Boolean).join(', ')}
            {l.primary && ` · ${t('location.primaryTag')}`}
            {bop && l.bppCoverageCents != null && (
              <> · {t('summary.bpp', { amount: formatCents(l.bppCoverageCents) })}</>
            )}
            {bop && l.buildingCoverageCents != null && (
              <> · {t('summary.building', { amount: formatCents(l.buildingCoverageCents) })}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Overall({ values }: { values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const { feinOnFile } = useWizard();
  const businessTypeName = useBusinessTypeName(values.masterIndexCode, values.naicsMatrixDesc);
  const line = values.coverageType;
  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t('common.yes') : value === false ? t('common.no') : '';
  const fein = values.noFein ? t('summary.noFein') : (values.fein ?? feinOnFile ?? '');
  const mailing = values.mailingAddress;
  return (
    <section className="summary__section" aria-labelledby="summary-overall">
      <h3 id="summary-overall">{t('summary.overall')}</h3>
      <Details
        rows={[
          [t('summary.coverage'), line ? t(`coverages.${line}.name`, { ns: 'translation' }) : ''],
          [t('fields.businessName'), values.businessName],
          [t('summary.dba'), values.businessDba],
          [t('summary.businessType'), businessTypeName],
          [
            t('summary.legalEntity'),
            values.legalEntity ? t(`entityType.${values.legalEntity}`) : '',
          ],
          [t('fields.employees'), values.employees != null ? String(values.employees) : ''],
          [
            t('fields.yearEstablished'),
            values.yearEstablished != null ? String(values.yearEstablished) : '',
          ],
          [
            t('fields.yearsOfExperience'),
            values.yearsOfExperience != null ? String(values.yearsOfExperience) : '',
          ],
          [t('summary.ownersCount'), values.ownersCount != null ? String(values.ownersCount) : ''],
          [t('fields.fein'), fein],
          [t('fields.website'), values.noWebsite ? t('summary.noWebsite') : values.website],
          [t('summary.contact'), [values.firstName, values.lastName].filter(Boolean).join(' ')],
          [t('fields.email'), values.email],
          [t('summary.phone'), values.phone],
          [
            t('summary.mailing'),
            mailing?.kind === 'sameAsBusiness'
              ? t('mailing.kind.sameAsBusiness')
              : [mailing?.address, mailing?.city, mailing?.state, mailing?.zip]
                  .filter(Boolean)
                  .join(', '),
          ],
          [t('fields.effectiveDate'), values.effectiveDate ? formatDay(values.effectiveDate) : ''],
          [
            t('summary.employersLiability'),
            values.employersLiabilityLevel
              ? EMPLOYERS_LIABILITY_LIMITS[
                  values.employersLiabilityLevel as EmployersLiabilityLevel
                ]
              : '',
          ],
          [
            t('waiver.legend'),
            line === CoverageType.WorkersCompensation ? yesNo(values.waiverOfSubrogation) : '',
          ],
          [
            t('fields.annualSales'),
            values.annualSalesCents != null ? formatCents(values.annualSalesCents) : '',
          ],
          [
            t('summary.payroll'),
            values.payrollCents != null ? formatCents(values.payrollCents) : '',
          ],
          [t('glLimits.legend'), values.glLimit ? t(`glLimits.limit.${values.glLimit}`) : ''],
          [t('summary.additionalInsured'), yesNo(values.blanketAdditionalInsured)],
          [
            t('fields.propertyDeductible'),
            values.propertyDeductibleCents != null
              ? formatCents(values.propertyDeductibleCents)
              : '',
          ],
          [
            t('fields.cyberLimit'),
            values.cyberLimitCents != null ? formatCents(values.cyberLimitCents) : '',
          ],
          [
            t('fields.cyberRetention'),
            values.cyberRetentionCents != null ? formatCents(values.cyberRetentionCents) : '',
          ],
          [t('summary.claims'), t('summary.claimsCount', { count: (values.claims ?? []).length })],
        ]}
      />
    </section>
  );
}

/** Everything entered, by state, officers, location and overall, before asking the carriers. */
export function SummaryStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { values, busy, submitErrors, savedForLater } = useWizard();
  const wc = values.coverageType === CoverageType.WorkersCompensation;
  const submitting = busy === 'submitting';
  return (
    <section className="card wizard-step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" tabIndex={-1} className="wizard-step__title">
        {t('steps.summary.title')}
      </h2>
      <p className="card__lead">{t('steps.summary.lead')}</p>
      <ProblemAlert />
      {submitErrors.length > 0 && (
        <Alert tone="error" title={t('summary.missing')}>
          <ul>
            {submitErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {wc && <ByState values={values} />}
      {wc && <PayrollAnswers values={values} />}
      <Officers values={values} />
      <Locations values={values} />
      <Overall values={values} />
      <UnderwritingAnswers values={values} />
      <Claims values={values} />
      <div className="form__actions wizard-step__actions">
        <button type="button" className="button button--secondary" onClick={() => store.goBack()}>
          {t('actions.back')}
        </button>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={submitting}
          onClick={() => void store.submit()}
        >
          {submitting ? t('summary.sending') : t('summary.getQuotes')}
        </button>
      </div>
      <div className="save-later">
        {savedForLater ? (
          <SavedForLater />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy === 'savingForLater'}
            onClick={() => void store.saveForLater(null)}
          >
            {busy === 'savingForLater' ? t('saveForLater.saving') : t('saveForLater.button')}
          </button>
        )}
      </div>
    </section>
  );
}
