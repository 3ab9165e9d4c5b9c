import { stepsForCoverage, WizardStep } from '@coverline/contracts';
import type { CoverageType } from '@coverline/contracts/generated/model';

/** The wizard's pages: the API's steps, then a review before asking the carriers, then quotes. */
export type FlowStep = WizardStep | 'summary';
export type WizardPage = FlowStep | 'results';

/** The pages a coverage walks through; before a coverage is chosen only the first is known. */
export function flowFor(coverage: CoverageType | null | undefined): FlowStep[] {
  if (!coverage) return [WizardStep.Coverage];
  return [...stepsForCoverage(coverage), 'summary'];
}

export function isWizardStep(page: WizardPage): page is WizardStep {
  return page !== 'summary' && page !== 'results';
}

export function nextPage(flow: FlowStep[], page: FlowStep): WizardPage {
  const i = flow.indexOf(page);
  return i >= 0 && i < flow.length - 1 ? flow[i + 1]! : 'results';
}

export function previousPage(flow: FlowStep[], page: WizardPage): FlowStep | null {
  if (page === 'results') return flow[flow.length - 1] ?? null;
  const i = flow.indexOf(page);
  return i > 0 ? flow[i - 1]! : null;
}

/** Where a quote read from the API resumes: after the last step it saved. */
export function resumePage(
  flow: FlowStep[],
  savedStep: WizardStep,
  submitted: boolean,
): WizardPage {
  if (submitted) return 'results';
  const i = flow.indexOf(savedStep);
  if (i < 0) return flow[0]!;
  return flow[i + 1] ?? 'results';
}
