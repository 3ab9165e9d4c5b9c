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

/**
 * The pages the step list opens: every page up to the first not answered yet (the one after the
 * furthest step saved), but none past a step whose answers a change cleared until it is answered
 * again; the quotes once the quote was sent to the carriers.
 */
export function reachablePages(
  flow: FlowStep[],
  reached: WizardStep | null,
  submitted: boolean,
  redo: readonly WizardStep[],
): WizardPage[] {
  const frontier = reached ? flow.indexOf(reached) + 1 : 0;
  const limits = redo.map((step) => flow.indexOf(step)).filter((i) => i >= 0);
  const last = Math.min(frontier, flow.length - 1, ...limits);
  const pages: WizardPage[] = flow.slice(0, last + 1);
  if (submitted && limits.length === 0) pages.push('results');
  return pages;
}

/** The later of two steps in the flow. */
export function laterStep(flow: FlowStep[], a: WizardStep | null, b: WizardStep): WizardStep {
  if (!a) return b;
  return flow.indexOf(a) >= flow.indexOf(b) ? a : b;
}
