import { assertCents, multiplyCents } from './money';

export type WorksheetValue = string | number | boolean | null;

/**
 * One line of a rating worksheet. `amountCents` is what the step adds to the premium (negative
 * for a credit, 0 for a step that only records a fact); `totalCents` is the premium after it, so
 * every total is the previous total plus the step's amount.
 */
export interface WorksheetStep {
  /** Stable key of the kind of step, e.g. `wc.manualPremium`. */
  code: string;
  label: string;
  inputs: Record<string, WorksheetValue>;
  amountCents: number;
  totalCents: number;
}

export interface Worksheet {
  steps: WorksheetStep[];
  premiumCents: number;
}

export class WorksheetBuilder {
  private readonly steps: WorksheetStep[] = [];
  private total = 0;

  get totalCents(): number {
    return this.total;
  }

  /** A step that adds an amount computed by the caller. */
  add(
    code: string,
    label: string,
    inputs: Record<string, WorksheetValue>,
    amountCents: number,
  ): number {
    assertCents(amountCents);
    this.total += amountCents;
    this.steps.push({ code, label, inputs, amountCents, totalCents: this.total });
    return amountCents;
  }

  /** A step that records a fact without changing the premium. */
  note(code: string, label: string, inputs: Record<string, WorksheetValue>): void {
    this.add(code, label, inputs, 0);
  }

  /** A step that multiplies the premium so far by a factor (rounded half up to the cent). */
  factor(
    code: string,
    label: string,
    inputs: Record<string, WorksheetValue>,
    factor: number,
  ): number {
    return this.add(
      code,
      label,
      { ...inputs, factor, premiumBeforeCents: this.total },
      multiplyCents(this.total, factor) - this.total,
    );
  }

  /** Raises the premium to a minimum when it is below it. */
  floor(code: string, label: string, inputs: Record<string, WorksheetValue>, minimumCents: number) {
    return this.add(
      code,
      label,
      { ...inputs, minimumPremiumCents: minimumCents, premiumBeforeCents: this.total },
      Math.max(0, minimumCents - this.total),
    );
  }

  build(): Worksheet {
    return { steps: [...this.steps], premiumCents: this.total };
  }
}

/**
 * The ways a worksheet fails to explain its premium; empty when every total is the previous
 * total plus the step's amount and the last total is the premium. Lets a stored worksheet be
 * checked before it is shown.
 */
export function checkWorksheet(worksheet: Worksheet): string[] {
  const problems: string[] = [];
  let total = 0;
  worksheet.steps.forEach((step, i) => {
    if (!Number.isSafeInteger(step.amountCents))
      problems.push(`step ${i + 1}: amount is not cents`);
    total += step.amountCents;
    if (step.totalCents !== total) {
      problems.push(`step ${i + 1} (${step.code}): total ${step.totalCents}, expected ${total}`);
    }
  });
  if (total !== worksheet.premiumCents) {
    problems.push(`premium ${worksheet.premiumCents}, steps add up to ${total}`);
  }
  return problems;
}
