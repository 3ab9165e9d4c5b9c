import { useEffect, useState, type FormEvent } from 'react';
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation, type TFunction } from '../../../../lib/i18n';
import {
  QuoteMessages,
  validateQuoteStep,
  type FieldError,
  type ValidationContext,
  type WizardStep,
} from '@coverline/contracts';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from './context';
import { toSubmission, type ValuesPatch, type WizardValues } from './values';

/** Lists whose errors about the list as a whole sit on react-hook-form's `root` of the array. */
const LISTS = new Set(['locations', 'owners', 'classCodes', 'claims']);

/** A rule's field path (`locations[0].zip`) as the form names the field (`locations.0.zip`). */
export const formPath = (field: string) =>
  LISTS.has(field)
    ? `${field}.root`
    : field
        .replace(/\[(\d+)\]/g, '.$1')
        // The payroll step's per-state answers are the form's `answers.<state>.<question>`.
        .replace(/^payrollAnswers\./, 'answers.');

/**
 * The shared rules' "x is required" and "Must be one of: a, b" name the field and its values
 * for the API's readers; a form field is simply missing its answer, said in plain words.
 */
export const REQUIRED = 'required';

const NOT_ONE_OF = QuoteMessages.oneOf([]).replace(/[\s.]*$/, '');

export function messageOf(error: FieldError): string {
  const missing =
    error.message === QuoteMessages.required(error.field) || error.message.startsWith(NOT_ONE_OF);
  return missing ? REQUIRED : error.message;
}

/** Field errors as react-hook-form keeps them; the first error of a field is the one shown. */
export function toFormErrors<F extends FieldValues>(errors: FieldError[]): FieldErrors<F> {
  const out = {};
  for (const error of errors) {
    const path = formPath(error.field);
    if ((get(out, path) as { message?: string } | undefined)?.message === undefined) {
      set(out, path, { type: 'validate', message: messageOf(error) });
    }
  }
  return out as FieldErrors<F>;
}

export interface StepDefinition<F extends FieldValues> {
  step: WizardStep;
  /** The form's starting values, from what the wizard holds. */
  toForm: (values: WizardValues) => F;
  /** The form's values as the part of the submission this step saves. */
  toPatch: (form: F, values: WizardValues) => ValuesPatch;
  /** Checks the shared step rules cannot make (the questions of a question set, say). */
  extraChecks?: (form: F, values: WizardValues, t: TFunction) => FieldError[];
  /** False when the page sends nothing the shared rules could check (a FEIN kept on file). */
  checksShared?: (form: F) => boolean;
}

/**
 * Checks a form with the step's shared rules (the ones the API runs), over the whole submission
 * as it would be with this step's answers in it.
 */
export function stepErrors<F extends FieldValues>(
  definition: StepDefinition<F>,
  form: F,
  values: WizardValues,
  context: ValidationContext,
  t: TFunction,
): FieldError[] {
  const patch = definition.toPatch(form, values);
  const merged = { ...values, ...patch };
  const shared = definition.checksShared?.(form) ?? true;
  return [
    ...(shared ? validateQuoteStep(definition.step, toSubmission(merged), context) : []),
    ...(definition.extraChecks?.(form, merged, t) ?? []),
  ];
}

export interface StepForm<F extends FieldValues> {
  form: UseFormReturn<F>;
  onSubmit: (event: FormEvent) => void;
  /** The error under a field, by its form path; a missing answer may be worded for the field. */
  errorOf: (path: string, required?: string) => string | undefined;
  /** Saves for later with this page's answers when they are complete. */
  saveForLater: (email?: string) => Promise<void>;
}

export function useStepForm<F extends FieldValues>(
  definition: StepDefinition<F>,
  options: {
    /** What Continue does with valid answers; by default the step completes and the wizard moves on. */
    onValid?: (patch: ValuesPatch) => void;
  } = {},
): StepForm<F> {
  const store = useWizardStore();
  const state = useWizard();
  const { t } = useTranslation(QUOTATION_NS);
  // A page's definition is fixed while it is shown; the wizard's values are read when needed.
  const [d] = useState(() => definition);

  const resolver: Resolver<F> = (form) => {
    const s = store.getState();
    const errors = stepErrors(d, form, s.values, s.context, t);
    return errors.length === 0
      ? { values: form, errors: {} }
      : { values: {}, errors: toFormErrors<F>(errors) };
  };

  const form = useForm<F>({
    mode: 'onTouched',
    resolver,
    defaultValues: d.toForm(state.values) as DefaultValues<F>,
  });

  const isDirty = form.formState.isDirty;
  useEffect(() => store.setFormDirty(isDirty), [store, isDirty]);
  useEffect(() => () => store.setFormDirty(false), [store]);

  // The API's own check disagreed: its messages go on the fields.
  const serverErrors = state.serverErrors?.step === d.step ? state.serverErrors : null;
  useEffect(() => {
    if (!serverErrors) return;
    for (const error of serverErrors.errors) {
      form.setError(formPath(error.field) as never, { type: 'server', message: messageOf(error) });
    }
  }, [serverErrors, form]);

  const onSubmit = (event: FormEvent) => {
    void form.handleSubmit((values) => {
      const patch = d.toPatch(values, store.getState().values);
      if (options.onValid) options.onValid(patch);
      else store.completeStep(d.step, patch);
    })(event);
  };

  const errorOf = (path: string, required?: string) => {
    const message = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    return message === REQUIRED ? (required ?? t('validation.required')) : message;
  };

  const saveForLater = async (email?: string) => {
    const s = store.getState();
    const values = form.getValues();
    const complete = stepErrors(d, values, s.values, s.context, t).length === 0;
    await store.saveForLater(complete ? d.toPatch(values, s.values) : null, email);
    if (complete) form.reset(values);
  };

  return { form, onSubmit, errorOf, saveForLater };
}
