import * as z from 'zod/mini';
import { CoverageType, RateFileFormat } from '@coverline/contracts/generated/model';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const required = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', 'validation.required'),
    z.maxLength(max, `validation.maxLength:${max}`),
  );

/** What every new version says about itself, as the API checks it. */
const versionFields = {
  version: required(40).check(z.regex(VERSION, 'rates.validation.version')),
  effectiveFrom: z.string().check(
    z.regex(DATE, 'rates.validation.date'),
    z.refine((value) => !Number.isNaN(Date.parse(value)), 'rates.validation.date'),
  ),
  source: required(200),
  note: z.string().check(z.maxLength(1000, 'validation.maxLength:1000')),
};

/** The figures typed as JSON: they must read as one object. */
export function figuresOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const rateVersionSchema = z.object({
  ...versionFields,
  data: z
    .string()
    .check(z.refine((text) => figuresOf(text) !== undefined, 'rates.validation.json')),
});
export type RateVersionValues = z.infer<typeof rateVersionSchema>;

export const rateImportSchema = z
  .object({
    ...versionFields,
    format: z.enum(RateFileFormat),
    carrier: z.string(),
    line: z.union([z.enum(CoverageType), z.literal('')]),
    csv: required(900_000),
  })
  .check(
    z.refine((values) => values.format !== 'carrier-lcms' || values.carrier !== '', {
      path: ['carrier'],
      message: 'rates.validation.carrier',
    }),
    z.refine((values) => values.format !== 'carrier-lcms' || values.line !== '', {
      path: ['line'],
      message: 'rates.validation.line',
    }),
  );
export type RateImportValues = z.infer<typeof rateImportSchema>;
