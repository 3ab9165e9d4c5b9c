import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  isMonopolisticWcState,
  QuoteLimits,
  stateName,
  WizardStep,
  type StateCode,
} from '@coverline/contracts';
import type { NaicsMappingDto, QuestionResponseDto } from '@coverline/contracts/generated/model';
import { TextField } from '../../../../ui/TextField';
import { SelectField } from '../components/fields';
import { US_STATE_OPTIONS } from '../components/options';
import { Questions } from '../components/Questions';
import { StateFundNotice } from '../components/StateFundNotice';
import { StepLayout } from '../components/StepLayout';
import { StepLoading } from '../components/StepLoading';
import { useBusinessTypeByCode } from '../../business-type/use-business-type-by-code';
import { useClassCodeName } from '../hooks/use-business-type';
import { usePayrollQuestions } from '../hooks/use-question-sets';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { centsToDollars } from '../../../../lib/currency';
import { dollarsToCents, numberText, textOrNull, toNumber } from '../state/convert';
import { answersToForm, checkAnswers, formToAnswers } from '../state/questions';
import { useStepForm, type StepDefinition } from '../state/step-form';
import type { ClassCodeValues, WizardValues } from '../state/values';

/** Questions of the payroll set that are columns of each class code rather than per state. */
const CLASS_CODE_COLUMNS = new Set(['annualPayroll', 'fullTimeEmployees', 'partTimeEmployees']);

export interface ClassCodeForm {
  id?: string;
  state: string;
  classCode: string;
  description: string;
  payrollCents: string;
  fullTimeEmployees: string;
  partTimeEmployees: string;
  /** Rows the business type suggested keep their state and code. */
  suggested: boolean;
}

export interface PayrollForm {
  classCodes: ClassCodeForm[];
  /** Answers per state: answers[state][question id]. */
  answers: Record<string, Record<string, string>>;
}

const answerKey = (state: string, id: string) => `${state}.${id}`;

/** The states the business works in, in the order of its locations. */
function locationStates(values: WizardValues): string[] {
  return [...new Set((values.locations ?? []).map((l) => l.state).filter((s): s is string => !!s))];
}

/**
 * The class codes the business type maps to in each state with a location, as the API's class
 * code refresh lists them; states where only the state fund writes are left out.
 */
export function suggestedClassCodes(
  mapping: NaicsMappingDto | null,
  values: WizardValues,
): ClassCodeValues[] {
  if (!mapping) return [];
  const limited = mapping.payrollState?.split(',').map((s) => s.trim()) ?? null;
  const codes = [
    ...(mapping.wcClassCode
      ? [{ code: mapping.wcClassCode, description: mapping.wcClassDescription }]
      : []),
    ...mapping.customClassCodes.map((c) => ({ code: c.code, description: c.description })),
  ].filter((c) => /^\d{4}$/.test(c.code));
  return locationStates(values)
    .filter((state) => !isMonopolisticWcState(state) && (!limited || limited.includes(state)))
    .flatMap((state) =>
      codes.map((c) => ({ state, classCode: c.code, description: c.description ?? null })),
    );
}

function toRow(c: ClassCodeValues, suggested: boolean): ClassCodeForm {
  return {
    id: c.id,
    state: c.state ?? '',
    classCode: c.classCode ?? '',
    description: c.description ?? '',
    payrollCents: centsToDollars(c.payrollCents),
    fullTimeEmployees: numberText(c.fullTimeEmployees),
    partTimeEmployees: numberText(c.partTimeEmployees),
    suggested,
  };
}

const blankRow = (state: string): ClassCodeForm => ({
  state,
  classCode: '',
  description: '',
  payrollCents: '',
  fullTimeEmployees: '',
  partTimeEmployees: '',
  suggested: false,
});

export function payrollStep(
  questions: QuestionResponseDto[],
  suggested: ClassCodeValues[],
): StepDefinition<PayrollForm> {
  const stateQuestions = questions.filter((q) => !CLASS_CODE_COLUMNS.has(q.id));
  const rowStates = (f: PayrollForm) => [
    ...new Set(f.classCodes.map((c) => c.state).filter(Boolean)),
  ];
  return {
    step: WizardStep.Payroll,
    toForm: (v) => {
      // Codes already listed keep their payroll; a state added since brings its own codes.
      const saved = v.wcClassCodes ?? [];
      const listed = new Set(saved.map((c) => `${c.state}|${c.classCode}`));
      const rows = [
        ...saved,
        ...suggested.filter((c) => !listed.has(`${c.state}|${c.classCode}`)),
      ].map((c) => toRow(c, true));
      const states = [...new Set(rows.map((r) => r.state))];
      return {
        classCodes: rows,
        answers: Object.fromEntries(
          states.map((state) => [
            state,
            answersToForm(stateQuestions, v.payrollAnswers, (id) => answerKey(state, id)),
          ]),
        ),
      };
    },
    toPatch: (f) => ({
      wcClassCodes: f.classCodes.map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        state: c.state.trim().toUpperCase(),
        classCode: c.classCode.trim(),
        description: textOrNull(c.description),
        payrollCents: dollarsToCents(c.payrollCents),
        fullTimeEmployees: toNumber(c.fullTimeEmployees),
        partTimeEmployees: toNumber(c.partTimeEmployees),
      })),
      payrollAnswers: Object.assign(
        {},
        ...rowStates(f).map((state) =>
          formToAnswers(stateQuestions, f.answers[state], (id) => answerKey(state, id)),
        ),
      ),
    }),
    extraChecks: (f, _values, t) =>
      rowStates(f).flatMap((state) =>
        checkAnswers(stateQuestions, f.answers[state], `answers.${state}.`, t),
      ),
  };
}

/** Payroll by state and class code, and the payroll questions of each state. */
export function PayrollStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { values, businessType } = useWizard();
  const questions = usePayrollQuestions();
  const hasCodes = (values.wcClassCodes ?? []).length > 0;
  // Coming back to a saved quote: the business type's class codes are read again.
  const { lookup, mapping: found } = useBusinessTypeByCode(
    values.masterIndexCode,
    !hasCodes && !businessType,
  );
  const mapping = businessType ?? found;
  const waitingForMapping =
    !hasCodes && !businessType && lookup.isPending && lookup.fetchStatus !== 'idle';
  if (!questions.data || waitingForMapping) {
    return (
      <StepLoading
        title={t('steps.payroll.title')}
        failed={questions.isError}
        onRetry={() => void questions.refetch()}
      />
    );
  }
  return (
    <PayrollForm
      questions={questions.data.questions}
      suggested={suggestedClassCodes(mapping, values)}
    />
  );
}

function PayrollForm({
  questions,
  suggested,
}: {
  questions: QuestionResponseDto[];
  suggested: ClassCodeValues[];
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const classCodeName = useClassCodeName();
  const definition = payrollStep(questions, suggested);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(definition);
  const { register, control, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'classCodes' });
  const rows = watch('classCodes');
  const answers = watch('answers');
  const states = [...new Set(rows.map((r) => r.state).filter(Boolean))];
  const stateQuestions = questions.filter((q) => !CLASS_CODE_COLUMNS.has(q.id));
  const label = (id: string, fallback: string) =>
    questions.find((q) => q.id === id)?.text ?? fallback;
  const fundStates = locationStates(values).filter(isMonopolisticWcState);
  const firstState = locationStates(values).find((s) => !isMonopolisticWcState(s)) ?? '';

  const listError = errorOf('classCodes.root', t('payroll.needsClassCode'));
  return (
    <StepLayout
      title={t('steps.payroll.title')}
      lead={t('steps.payroll.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {fundStates.map((state) => (
        <StateFundNotice key={state} state={state} />
      ))}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {fields.map((field, index) => {
        const row = rows[index];
        const at = `classCodes.${index}.`;
        const title = row?.suggested
          ? t('payroll.rowTitle', {
              state: stateName(row.state as StateCode),
              code: row.classCode,
              description: classCodeName(row.classCode, row.description),
            })
          : t('payroll.newRowTitle', { number: index + 1 });
        return (
          <fieldset key={field.id} className="repeat">
            <legend className="repeat__legend">{title}</legend>
            {!row?.suggested && (
              <div className="form__row form__row--two">
                <SelectField
                  label={t('fields.state')}
                  placeholder={t('fields.choose')}
                  options={US_STATE_OPTIONS}
                  error={errorOf(`${at}state`)}
                  {...register(`classCodes.${index}.state`)}
                />
                <TextField
                  label={t('fields.classCode')}
                  hint={t('fields.classCodeHint')}
                  inputMode="numeric"
                  error={errorOf(`${at}classCode`)}
                  {...register(`classCodes.${index}.classCode`)}
                />
              </div>
            )}
            <TextField
              label={label('annualPayroll', t('fields.annualPayroll'))}
              hint={t('fields.amountHint')}
              inputMode="decimal"
              error={errorOf(`${at}payrollCents`)}
              {...register(`classCodes.${index}.payrollCents`)}
            />
            <div className="form__row form__row--two">
              <TextField
                label={label('fullTimeEmployees', t('fields.fullTimeEmployees'))}
                inputMode="numeric"
                error={errorOf(`${at}fullTimeEmployees`)}
                {...register(`classCodes.${index}.fullTimeEmployees`)}
              />
              <TextField
                label={label('partTimeEmployees', t('fields.partTimeEmployees'))}
                inputMode="numeric"
                error={errorOf(`${at}partTimeEmployees`)}
                {...register(`classCodes.${index}.partTimeEmployees`)}
              />
            </div>
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => remove(index)}
              >
                {t('payroll.remove', { title })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {fields.length < QuoteLimits.classCodesMax && (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => append(blankRow(firstState))}
          >
            {t('payroll.add')}
          </button>
        </div>
      )}
      {states.map((state) => (
        <fieldset key={state} className="repeat">
          <legend className="repeat__legend">
            {t('payroll.stateQuestions', { state: stateName(state as StateCode) })}
          </legend>
          <Questions
            questions={stateQuestions}
            prefix={`answers.${state}.`}
            register={register}
            errorOf={errorOf}
            answers={answers?.[state]}
          />
        </fieldset>
      ))}
    </StepLayout>
  );
}
