import * as z from 'zod/mini';
import { checkPhone, checkUrl, isValidEmail } from '@coverline/contracts';

/*
 * Field rules shared by the settings forms. Form values are the text people type; each form's
 * `toBody` turns them into the API's types. Messages are keys of the settings namespace.
 */

export const Msg = {
  required: 'validation.required',
  url: 'validation.url',
  email: 'validation.email',
  phone: 'validation.phone',
  companyName: 'validation.companyName',
  maxLength: (max: number) => `validation.maxLength:${max}`,
} as const;

/** The company names the API accepts: letters and digits with the punctuation names use. */
export const COMPANY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} &.,'\u2019()/+-]*$/u;

export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, Msg.required), z.maxLength(max, Msg.maxLength(max)));

/** An optional text: empty means none. */
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, Msg.maxLength(max)));

/** An optional text that must match a pattern when given. */
export const optionalPattern = (pattern: RegExp, message: string, max = 500) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, Msg.maxLength(max)),
    z.refine((value) => value === '' || pattern.test(value), message),
  );

export const companyName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, Msg.required),
    z.maxLength(100, Msg.maxLength(100)),
    z.regex(COMPANY_NAME_PATTERN, Msg.companyName),
  );

/** An http(s) address; a bare "example.com" is accepted and sent as https. */
export const optionalUrl = z.string().check(
  z.trim(),
  z.maxLength(500, Msg.maxLength(500)),
  z.refine((value) => value === '' || checkUrl(value) === null, Msg.url),
);

export const optionalEmail = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isValidEmail(value), Msg.email),
);

export const optionalPhone = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || checkPhone(value) === null, Msg.phone),
);

/** A whole number in a range, typed as text. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      message,
    ),
  );

/** Empty optional text is sent as null, which clears the field. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The API wants a scheme; people often leave it out. */
export function urlOrNull(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** One entry per non-empty line. */
export function lines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
