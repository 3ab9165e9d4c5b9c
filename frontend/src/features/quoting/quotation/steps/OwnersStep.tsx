import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  HelpSlug,
  isAutoIncluded,
  isUsStateCode,
  OWNER_INCLUSIONS,
  OwnerInclusion,
  QuoteLimits,
  type StateCode,
  stateName,
  totalOwnershipPercent,
  WizardStep,
} from '@coverline/contracts';
import type {
  EntityType,
  QuestionResponseDto,
  UsStateCode,
} from '@coverline/contracts/generated/model';
import { useResolveOwnerPayroll } from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { TextField } from '../../../../ui/TextField';
import { HelpPopup } from '../components/CoverageTexts';
import { Choice, ChoiceGroup, SelectField } from '../components/fields';
import { US_STATE_OPTIONS } from '../components/options';
import { Questions } from '../components/Questions';
import { StepLayout } from '../components/StepLayout';
import { StepLoading } from '../components/StepLoading';
import { useOwnerQuestions, useOwnerTitles } from '../hooks/use-question-sets';
import { centsToDollars, formatCents } from '../../../../lib/currency';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { dollarsToCents, numberText, textOrNull, toNumber } from '../state/convert';
import { answersToForm, checkAnswers, formToAnswers } from '../state/questions';
import { useStepForm, type StepDefinition } from '../state/step-form';
import type { OwnerValues, WizardValues } from '../state/values';
import { HelpLink } from '../../../support/help/HelpLink';

export interface OwnerForm {
  id?: string;
  firstName: string;
  lastName: string;
  title: string;
  ownershipPercent: string;
  primaryWorkState: string;
  inclusion: string;
  payrollEstimateCents: string;
  classCode: string;
  email: string;
  answers: Record<string, string>;
}

export interface OwnersForm {
  owners: OwnerForm[];
}

const answerKey = (index: number, id: string) => `${index}.${id}`;

/** Alaska members under 10% are always included, whatever was chosen. */
export function autoIncluded(
  owner: Pick<OwnerForm, 'primaryWorkState' | 'ownershipPercent'>,
): boolean {
  const percent = toNumber(owner.ownershipPercent);
  return (
    percent !== null &&
    !Number.isNaN(percent) &&
    isAutoIncluded({ state: owner.primaryWorkState, ownershipPercent: percent })
  );
}

function blankOwner(
  values: WizardValues,
  first: boolean,
  questions: QuestionResponseDto[],
): OwnerForm {
  const primaryState = (values.locations ?? []).find((l) => l.primary)?.state ?? '';
  return {
    firstName: first ? (values.firstName ?? '') : '',
    lastName: first ? (values.lastName ?? '') : '',
    title: '',
    ownershipPercent: '',
    primaryWorkState: isUsStateCode(primaryState) ? primaryState : '',
    inclusion: '',
    payrollEstimateCents: '',
    classCode: '',
    email: '',
    answers: answersToForm(questions, undefined),
  };
}

function toOwnerForm(
  o: OwnerValues,
  index: number,
  values: WizardValues,
  questions: QuestionResponseDto[],
): OwnerForm {
  return {
    id: o.id,
    firstName: o.firstName ?? '',
    lastName: o.lastName ?? '',
    title: o.title ?? '',
    ownershipPercent: numberText(o.ownershipPercent),
    primaryWorkState: o.primaryWorkState ?? '',
    inclusion: o.inclusion ?? '',
    payrollEstimateCents: centsToDollars(o.payrollEstimateCents),
    classCode: o.classCode ?? '',
    email: o.email ?? '',
    answers: answersToForm(questions, values.ownerAnswers, (id) => answerKey(index, id)),
  };
}

export function ownersStep(questions: QuestionResponseDto[]): StepDefinition<OwnersForm> {
  return {
    step: WizardStep.Owners,
    toForm: (v) => {
      const saved = v.owners ?? [];
      if (saved.length) return { owners: saved.map((o, i) => toOwnerForm(o, i, v, questions)) };
      const count = Math.min(Math.max(v.ownersCount ?? 1, 1), 10);
      return { owners: Array.from({ length: count }, (_, i) => blankOwner(v, i === 0, questions)) };
    },
    toPatch: (f) => ({
      owners: f.owners.map((o) => {
        const inclusion = autoIncluded(o) ? OwnerInclusion.Included : textOrNull(o.inclusion);
        return {
          ...(o.id ? { id: o.id } : {}),
          firstName: textOrNull(o.firstName),
          lastName: textOrNull(o.lastName),
          title: textOrNull(o.title),
          ownershipPercent: toNumber(o.ownershipPercent),
          primaryWorkState: textOrNull(o.primaryWorkState),
          inclusion,
          payrollEstimateCents:
            inclusion === OwnerInclusion.Included ? dollarsToCents(o.payrollEstimateCents) : null,
          classCode: textOrNull(o.classCode),
          email: textOrNull(o.email)?.toLowerCase() ?? null,
        };
      }),
      ownerAnswers: Object.assign(
        {},
        ...f.owners.map((o, i) => formToAnswers(questions, o.answers, (id) => answerKey(i, id))),
      ),
    }),
    extraChecks: (f, _v, t) =>
      f.owners.flatMap((o, i) => checkAnswers(questions, o.answers, `owners.${i}.answers.`, t)),
  };
}

export function OwnersStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const questions = useOwnerQuestions();
  const titles = useOwnerTitles();
  if (!questions.data || !titles.data) {
    return (
      <StepLoading
        title={t('steps.owners.title')}
        failed={questions.isError || titles.isError}
        onRetry={() => {
          void questions.refetch();
          void titles.refetch();
        }}
      />
    );
  }
  return (
    <OwnersForm
      questions={questions.data.questions}
      titlesByEntity={Object.fromEntries(titles.data.map((x) => [x.entityType, x.titles]))}
    />
  );
}

function OwnersForm({
  questions,
  titlesByEntity,
}: {
  questions: QuestionResponseDto[];
  titlesByEntity: Record<string, string[]>;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(ownersStep(questions));
  const { register, control, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'owners' });
  const owners = watch('owners');
  const titles = titlesByEntity[values.legalEntity ?? ''] ?? [];
  const percents = owners.map((o) => toNumber(o.ownershipPercent));
  const total = percents.every((p) => p !== null && !Number.isNaN(p))
    ? totalOwnershipPercent(percents.map((p) => ({ ownershipPercent: p! })))
    : null;
  const listError = errorOf('owners.root');

  return (
    <StepLayout
      title={t('steps.owners.title')}
      lead={t('steps.owners.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <HelpPopup name="popup-owner-inclusion" />
      <p>
        <HelpLink slug={HelpSlug.OwnersAndOfficers} />
      </p>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {fields.map((field, index) => {
        const owner = owners[index]!;
        const at = `owners.${index}.`;
        const forced = autoIncluded(owner);
        const included = forced || owner.inclusion === OwnerInclusion.Included;
        const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
        const inclusionError = errorOf(`${at}inclusion`, t('owners.chooseInclusion'));
        return (
          <fieldset key={field.id} className="repeat">
            <legend className="repeat__legend">
              {name
                ? t('owners.legendNamed', { number: index + 1, name })
                : t('owners.legend', { number: index + 1 })}
            </legend>
            <div className="form__row form__row--two">
              <TextField
                label={t('fields.firstName')}
                error={errorOf(`${at}firstName`)}
                {...register(`owners.${index}.firstName`)}
              />
              <TextField
                label={t('fields.lastName')}
                error={errorOf(`${at}lastName`)}
                {...register(`owners.${index}.lastName`)}
              />
              {titles.length ? (
                <SelectField
                  label={t('fields.officerTitle')}
                  placeholder={t('fields.choose')}
                  options={titles.map((title) => ({ value: title, label: title }))}
                  error={errorOf(`${at}title`)}
                  {...register(`owners.${index}.title`)}
                />
              ) : (
                <TextField
                  label={t('fields.officerTitle')}
                  error={errorOf(`${at}title`)}
                  {...register(`owners.${index}.title`)}
                />
              )}
              <TextField
                label={t('fields.ownershipPercent')}
                hint={t('fields.ownershipPercentHint')}
                inputMode="decimal"
                error={errorOf(`${at}ownershipPercent`)}
                {...register(`owners.${index}.ownershipPercent`)}
              />
              <SelectField
                label={t('fields.primaryWorkState')}
                placeholder={t('fields.choose')}
                options={US_STATE_OPTIONS}
                error={errorOf(`${at}primaryWorkState`)}
                {...register(`owners.${index}.primaryWorkState`)}
              />
              <TextField
                label={t('fields.ownerEmailOptional')}
                type="email"
                autoComplete="off"
                error={errorOf(`${at}email`)}
                {...register(`owners.${index}.email`)}
              />
            </div>
            <ChoiceGroup
              legend={t('owners.inclusionLegend')}
              error={forced ? undefined : inclusionError}
              hint={forced ? t('owners.alaskaIncluded') : undefined}
            >
              {OWNER_INCLUSIONS.map((inclusion) => (
                <Choice
                  key={inclusion}
                  label={t(`owners.inclusion.${inclusion}`)}
                  value={inclusion}
                  disabled={forced}
                  aria-invalid={!forced && inclusionError ? true : undefined}
                  {...register(`owners.${index}.inclusion`)}
                />
              ))}
            </ChoiceGroup>
            {included && (
              <>
                <TextField
                  label={t('fields.payrollEstimateOptional')}
                  hint={t('fields.payrollEstimateHint')}
                  inputMode="decimal"
                  error={errorOf(`${at}payrollEstimateCents`)}
                  {...register(`owners.${index}.payrollEstimateCents`)}
                />
                <TextField
                  label={t('fields.ownerClassCodeOptional')}
                  inputMode="numeric"
                  error={errorOf(`${at}classCode`)}
                  {...register(`owners.${index}.classCode`)}
                />
                <OwnerPayroll owner={owner} values={values} />
              </>
            )}
            <Questions
              questions={questions}
              prefix={`owners.${index}.answers.`}
              register={register}
              errorOf={errorOf}
            />
            {fields.length > 1 && (
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => remove(index)}
                >
                  {t('owners.remove', { number: index + 1 })}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {total !== null && (
        <p className="card__note" aria-live="polite">
          {t('owners.total', { total })}
        </p>
      )}
      {fields.length < QuoteLimits.ownersMax && (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => append(blankOwner(values, false, questions))}
          >
            {t('owners.add')}
          </button>
        </div>
      )}
    </StepLayout>
  );
}

const RESOLVE_DEBOUNCE_MS = 300;
const REQUEST_MAX_CENTS = 1_000_000_000;

/**
 * The payroll an included owner adds to the quote: the year's owner payroll rule for the owner's
 * state and the business's entity type, as the rating applies it.
 */
function OwnerPayroll({ owner, values }: { owner: OwnerForm; values: WizardValues }) {
  const { t } = useTranslation(QUOTATION_NS);
  const estimate = dollarsToCents(owner.payrollEstimateCents);
  const [requested, setRequested] = useState(estimate);
  useEffect(() => {
    const timer = setTimeout(() => setRequested(estimate), RESOLVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [estimate]);
  const year = Number((values.effectiveDate ?? new Date().toISOString()).slice(0, 4));
  const state = owner.primaryWorkState;
  const entityType = values.legalEntity as EntityType | null | undefined;
  const usable =
    requested !== null &&
    !Number.isNaN(requested) &&
    requested >= 0 &&
    requested <= REQUEST_MAX_CENTS;
  const enabled = isUsStateCode(state) && Boolean(entityType);
  const outcome = useResolveOwnerPayroll(
    {
      year,
      state: state as UsStateCode,
      entityType: entityType as EntityType,
      included: true,
      ...(usable ? { requestedCents: requested } : {}),
    },
    { query: { enabled, staleTime: 60_000 } },
  );
  if (!enabled || !outcome.data) return null;
  const { amountCents, ruleYear, messages, codes } = outcome.data;
  return (
    <div className="owner-payroll" role="status" aria-live="polite">
      <p>
        {ruleYear !== null && amountCents > 0
          ? t('owners.payrollRule', {
              amount: formatCents(amountCents),
              year: ruleYear,
              state: stateName(state as StateCode),
              entity: t(`entityType.${entityType}`),
            })
          : t('owners.noPayrollRule')}
      </p>
      {codes[0] !== 'P-0000' && messages.length > 0 && (
        <ul className="owner-payroll__notes">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
