/*
 * Form fields hold text; the submission holds numbers and cents. Blank text is "no answer"
 * (null); text that is not a number stays NaN so the shared rules reject it with their message.
 */

export function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** "$12,500.50" or "12500.5" as 1250050 cents. */
export function dollarsToCents(text: string): number | null {
  const amount = toNumber(text.replace(/^\s*\$/, ''));
  if (amount === null || Number.isNaN(amount)) return amount;
  return Math.round(amount * 100);
}

export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Blank text is no answer. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Yes/no radio buttons hold 'yes', 'no' or nothing. */
export type YesNoText = 'yes' | 'no' | '';

export function yesNoText(value: boolean | null | undefined): YesNoText {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return '';
}

export function yesNoValue(text: YesNoText): boolean | null {
  if (text === 'yes') return true;
  if (text === 'no') return false;
  return null;
}
