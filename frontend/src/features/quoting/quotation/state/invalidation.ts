/**
 * What a changed answer makes wrong later on. Going back keeps every later answer, except those a
 * change invalidates: another business type has other class codes, so the payroll entered by
 * class code goes; a state no longer among the locations takes its payroll rows and answers with
 * it. The wizard says which answers it cleared and asks for them again on their step.
 */
import { WizardStep } from '@coverline/contracts';
import type { ValuesPatch, WizardValues } from './values';

/** Answers a change can clear, each named in the wizard's words (`cleared.<section>`). */
export type ClearedSection = 'classCodes' | 'statePayroll';

/** The step that asks each cleared section again. */
export const CLEARED_SECTION_STEP: Record<ClearedSection, WizardStep> = {
  classCodes: WizardStep.Payroll,
  statePayroll: WizardStep.Payroll,
};

export interface Invalidation {
  sections: ClearedSection[];
  /** What to save beside the step's own answers, so the API clears them too. */
  patch: ValuesPatch;
}

const states = (values: WizardValues) =>
  new Set((values.locations ?? []).map((l) => l.state).filter((s): s is string => !!s));

const hasPayroll = (values: WizardValues) =>
  (values.wcClassCodes ?? []).length > 0 || Object.keys(values.payrollAnswers ?? {}).length > 0;

/** The later answers that completing `step` with `after` (the values before were `before`) clears. */
export function invalidatedBy(
  step: WizardStep,
  before: WizardValues,
  after: WizardValues,
): Invalidation {
  if (step === WizardStep.BusinessType) {
    const changed =
      (before.naicsCode ?? null) !== (after.naicsCode ?? null) ||
      (before.masterIndexCode ?? null) !== (after.masterIndexCode ?? null);
    if (changed && hasPayroll(before)) {
      return {
        sections: ['classCodes'],
        patch: { wcClassCodes: [], payrollAnswers: {} },
      };
    }
  }
  if (step === WizardStep.Location) {
    const kept = states(after);
    const codes = before.wcClassCodes ?? [];
    const answers = before.payrollAnswers ?? {};
    const gone = (state: string | null | undefined) =>
      !!state &&
      state
        .split(',')
        .map((s) => s.trim())
        .every((s) => !kept.has(s));
    const stateOf = (key: string) => (key.includes('.') ? key.slice(0, key.indexOf('.')) : null);
    const dropCodes = codes.some((c) => gone(c.state));
    const dropAnswers = Object.keys(answers).some((key) => gone(stateOf(key)));
    if (dropCodes || dropAnswers) {
      return {
        sections: ['statePayroll'],
        patch: {
          wcClassCodes: codes.filter((c) => !gone(c.state)),
          payrollAnswers: Object.fromEntries(
            Object.entries(answers).filter(([key]) => !gone(stateOf(key))),
          ),
        },
      };
    }
  }
  return { sections: [], patch: {} };
}

/**
 * The steps a quote read from the API must answer again: a change saved before (another business
 * type) cleared their answers, and the wizard's note about it did not survive the reload. A quote
 * past the payroll step with no payroll row at all asks for the payroll again.
 */
export function redoAfterLoad(
  flow: readonly string[],
  reached: WizardStep,
  values: WizardValues,
): WizardStep[] {
  const payroll = flow.indexOf(WizardStep.Payroll);
  if (payroll < 0 || flow.indexOf(reached) < payroll) return [];
  return (values.wcClassCodes ?? []).length === 0 ? [WizardStep.Payroll] : [];
}
