/**
 * The certificate flow's values, step by step: what each step asks, how it is checked with the
 * shared rules (zip, state codes), and the request it becomes. Messages are translation keys of
 * the certificates namespace.
 */
import type { FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import { checkZip, isStateCode } from '@coverline/contracts';
import type {
  CertificateAddressAnswerDto,
  CertificateAddressDto,
  CertificateDraftDto,
  CertificateDto,
  StateCode,
} from '@coverline/contracts/generated/model';

export const CERTIFICATE_STEPS = ['business', 'client', 'job', 'waiver', 'summary'] as const;
export type CertificateStep = (typeof CERTIFICATE_STEPS)[number];

export interface AddressValues {
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface CertificateValues {
  insuredName: string;
  insuredDba: string;
  insuredAddress: AddressValues;
  holderName: string;
  holderEmail: string;
  holderAddress: AddressValues;
  jobLocations: AddressValues[];
  descriptionOfOperations: string;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  /** Objects, as a field array holds them. */
  waiverParties: { name: string }[];
}

export const blankAddress = (): AddressValues => ({
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
});

export function blankCertificate(insuredName: string): CertificateValues {
  return {
    insuredName,
    insuredDba: '',
    insuredAddress: blankAddress(),
    holderName: '',
    holderEmail: '',
    holderAddress: blankAddress(),
    jobLocations: [],
    descriptionOfOperations: '',
    additionalInsured: false,
    waiverOfSubrogation: false,
    waiverParties: [],
  };
}

const addressValues = (a: CertificateAddressAnswerDto): AddressValues => ({
  street: a.street,
  street2: a.street2 ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip,
});

/**
 * A new certificate of the policy: the insured's name, DBA and address as the policy's
 * business has them (the DBA and address may be changed), the rest blank.
 */
export function prefilledCertificate(draft: CertificateDraftDto): CertificateValues {
  return {
    ...blankCertificate(draft.insuredName),
    insuredDba: draft.insuredDba ?? '',
    insuredAddress: draft.insuredAddress ? addressValues(draft.insuredAddress) : blankAddress(),
  };
}

/** The values of an existing certificate, to change and issue again. */
export function valuesOf(certificate: CertificateDto): CertificateValues {
  const address = addressValues;
  return {
    insuredName: certificate.insuredName,
    insuredDba: certificate.insuredDba ?? '',
    insuredAddress: address(certificate.insuredAddress),
    holderName: certificate.holderName,
    holderEmail: certificate.holderEmail ?? '',
    holderAddress: address(certificate.holderAddress),
    jobLocations: certificate.jobLocations.map(address),
    descriptionOfOperations: certificate.descriptionOfOperations ?? '',
    additionalInsured: certificate.additionalInsured,
    waiverOfSubrogation: certificate.waiverOfSubrogation,
    waiverParties: certificate.waiverParties.map((name) => ({ name })),
  };
}

const NS = 'certificates:errors';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) =>
  z.string().check(z.refine((value) => value.trim() !== '', message));

const addressSchema = z.object({
  street: required(`${NS}.streetRequired`),
  street2: z.string(),
  city: required(`${NS}.cityRequired`),
  state: z.string().check(z.refine(isStateCode, `${NS}.state`)),
  zip: z.string().check(z.refine((value) => checkZip(value.trim()) === null, `${NS}.zip`)),
});

/** The rules of every step; a step checks only its own fields (`STEP_FIELDS`). */
export const certificateSchema = z
  .object({
    insuredName: z.string(),
    insuredDba: z.string(),
    insuredAddress: addressSchema,
    holderName: required(`${NS}.holderNameRequired`),
    holderEmail: z
      .string()
      .check(z.refine((value) => !value.trim() || EMAIL.test(value.trim()), `${NS}.email`)),
    holderAddress: addressSchema,
    jobLocations: z.array(addressSchema),
    descriptionOfOperations: z.string(),
    additionalInsured: z.boolean(),
    waiverOfSubrogation: z.boolean(),
    waiverParties: z.array(z.object({ name: z.string() })),
  })
  .check(
    z.refine((v) => !v.waiverOfSubrogation || v.waiverParties.some((p) => p.name.trim()), {
      message: `${NS}.waiverPartiesRequired`,
      path: ['waiverParties'],
    }),
  );

/** The fields a step checks before the next one opens. */
export const STEP_FIELDS: Record<CertificateStep, FieldPath<CertificateValues>[]> = {
  business: ['insuredDba', 'insuredAddress'],
  client: ['holderName', 'holderAddress', 'holderEmail'],
  job: ['jobLocations', 'descriptionOfOperations'],
  waiver: ['additionalInsured', 'waiverOfSubrogation', 'waiverParties'],
  summary: [],
};

const toAddress = (a: AddressValues): CertificateAddressDto => ({
  street: a.street.trim(),
  street2: a.street2.trim() || null,
  city: a.city.trim(),
  state: a.state as StateCode,
  zip: a.zip.trim(),
});

/** The body of `coi/create` and `PUT coi/` (without the quote or certificate id). */
export function certificateContent(v: CertificateValues) {
  return {
    insuredDba: v.insuredDba.trim() || null,
    insuredAddress: toAddress(v.insuredAddress),
    holderName: v.holderName.trim(),
    holderAddress: toAddress(v.holderAddress),
    holderEmail: v.holderEmail.trim() || null,
    jobLocations: v.jobLocations.map(toAddress),
    additionalInsured: v.additionalInsured,
    waiverOfSubrogation: v.waiverOfSubrogation,
    waiverParties: v.waiverOfSubrogation
      ? v.waiverParties.map((p) => p.name.trim()).filter(Boolean)
      : [],
    descriptionOfOperations: v.descriptionOfOperations.trim() || null,
  };
}
