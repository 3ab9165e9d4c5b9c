/**
 * The certificate flow's values, step by step: what each step asks, how it is checked with the
 * shared rules (zip, state codes), and the request it becomes.
 */
import { checkZip, STATE_CODES } from '@coverline/contracts';
import type {
  CertificateAddressAnswerDto,
  CertificateAddressDto,
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
  waiverParties: string[];
}

/** Field path to the translation key of its error. */
export type FormErrors = Record<string, string>;

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

/** The values of an existing certificate, to change and issue again. */
export function valuesOf(certificate: CertificateDto): CertificateValues {
  const address = (a: CertificateAddressAnswerDto): AddressValues => ({
    street: a.street,
    street2: a.street2 ?? '',
    city: a.city,
    state: a.state,
    zip: a.zip,
  });
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
    waiverParties: certificate.waiverParties,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkAddress(prefix: string, a: AddressValues, errors: FormErrors): void {
  if (!a.street.trim()) errors[`${prefix}.street`] = 'errors.streetRequired';
  if (!a.city.trim()) errors[`${prefix}.city`] = 'errors.cityRequired';
  if (!(STATE_CODES as readonly string[]).includes(a.state)) {
    errors[`${prefix}.state`] = 'errors.state';
  }
  if (checkZip(a.zip.trim()) !== null) errors[`${prefix}.zip`] = 'errors.zip';
}

/** The errors of one step; empty when the step may be left. */
export function stepErrors(step: CertificateStep, v: CertificateValues): FormErrors {
  const errors: FormErrors = {};
  switch (step) {
    case 'business':
      checkAddress('insuredAddress', v.insuredAddress, errors);
      break;
    case 'client':
      if (!v.holderName.trim()) errors.holderName = 'errors.holderNameRequired';
      if (v.holderEmail.trim() && !EMAIL.test(v.holderEmail.trim())) {
        errors.holderEmail = 'errors.email';
      }
      checkAddress('holderAddress', v.holderAddress, errors);
      break;
    case 'job':
      v.jobLocations.forEach((location, i) => checkAddress(`jobLocations.${i}`, location, errors));
      break;
    case 'waiver':
      if (v.waiverOfSubrogation && v.waiverParties.every((p) => !p.trim())) {
        errors.waiverParties = 'errors.waiverPartiesRequired';
      }
      break;
    case 'summary':
      break;
  }
  return errors;
}

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
      ? v.waiverParties.map((p) => p.trim()).filter(Boolean)
      : [],
    descriptionOfOperations: v.descriptionOfOperations.trim() || null,
  };
}
