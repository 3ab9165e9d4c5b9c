/** The broker-of-record application form: what the applicant types, and the calls' payloads. */
import * as z from 'zod/mini';
import type {
  BorAddressDto,
  BorApplicationDto,
  BorApplicationInputDto,
  CoverageType,
} from '@coverline/contracts/generated/model';

const required = (key: string) => z.string().check(z.trim(), z.minLength(1, `bor:form.${key}`));
const optional = z.string().check(z.trim());

/** The carrier choice for a carrier that is not in the list: its name is typed. */
export const OTHER_CARRIER = 'other';

export const borFormSchema = z
  .object({
    legalName: required('legalNameRequired'),
    fein: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^\d{2}-?\d{7}$/.test(v), 'bor:form.feinInvalid'),
    ),
    street: required('streetRequired'),
    street2: optional,
    city: required('cityRequired'),
    state: required('stateRequired'),
    zip: z.string().check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, 'bor:form.zipInvalid')),
    sameMailing: z.boolean(),
    mailingStreet: optional,
    mailingStreet2: optional,
    mailingCity: optional,
    mailingState: optional,
    mailingZip: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), 'bor:form.zipInvalid'),
    ),
    carrierId: required('carrierRequired'),
    carrierName: optional,
    policyNumber: required('policyNumberRequired'),
    coverageType: required('coverageRequired'),
    effectiveDate: z
      .string()
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'bor:form.effectiveDateRequired')),
    signerName: required('signerNameRequired'),
    signerTitle: required('signerTitleRequired'),
    signerEmail: z.string().check(z.trim(), z.email('bor:form.signerEmailInvalid')),
  })
  .check(
    z.refine((v) => v.carrierId !== OTHER_CARRIER || v.carrierName.trim() !== '', {
      message: 'bor:form.carrierNameRequired',
      path: ['carrierName'],
    }),
  );

export type BorForm = z.infer<typeof borFormSchema>;

/** The form's values from what the application holds (empty where nothing is yet). */
export function formValuesOf(app: BorApplicationDto): BorForm {
  const mailing = app.mailingAddress;
  return {
    legalName: app.legalName ?? '',
    fein: '',
    street: app.address?.street ?? '',
    street2: app.address?.street2 ?? '',
    city: app.address?.city ?? '',
    state: app.address?.state ?? '',
    zip: app.address?.zip ?? '',
    sameMailing: !mailing,
    mailingStreet: mailing?.street ?? '',
    mailingStreet2: mailing?.street2 ?? '',
    mailingCity: mailing?.city ?? '',
    mailingState: mailing?.state ?? '',
    mailingZip: mailing?.zip ?? '',
    carrierId: app.carrierId ?? (app.carrierName ? OTHER_CARRIER : ''),
    carrierName: app.carrierId ? '' : (app.carrierName ?? ''),
    policyNumber: app.policyNumber ?? '',
    coverageType: app.coverageType ?? '',
    effectiveDate: app.effectiveDate ?? '',
    signerName: app.signer?.name ?? '',
    signerTitle: app.signer?.title ?? '',
    signerEmail: app.signer?.email ?? '',
  };
}

/** The application's fields as `PUT /bor/{id}` takes them; a FEIN left blank keeps the one kept. */
export function applicationInput(values: BorForm): BorApplicationInputDto {
  return {
    legalName: values.legalName.trim(),
    ...(values.fein.trim() ? { fein: values.fein.trim() } : {}),
    address: {
      street: values.street.trim(),
      street2: values.street2.trim() || null,
      city: values.city.trim(),
      state: values.state as BorAddressDto['state'],
      zip: values.zip.trim(),
    },
    ...carrierInput(values),
    policyNumber: values.policyNumber.trim(),
    coverageType: values.coverageType as CoverageType,
    effectiveDate: values.effectiveDate,
    signer: {
      name: values.signerName.trim(),
      title: values.signerTitle.trim(),
      email: values.signerEmail.trim(),
    },
  };
}

/** The mailing address for `PUT /bor/{id}/mailing-address`; the business address when the same. */
export function mailingAddressInput(values: BorForm): BorAddressDto {
  const same = values.sameMailing || !values.mailingStreet.trim();
  return {
    street: (same ? values.street : values.mailingStreet).trim(),
    street2: (same ? values.street2 : values.mailingStreet2).trim() || null,
    city: (same ? values.city : values.mailingCity).trim(),
    state: (same ? values.state : values.mailingState) as BorAddressDto['state'],
    zip: (same ? values.zip : values.mailingZip).trim(),
  };
}

/**
 * What "save for later" keeps: every part filled in completely and well formed (a half-typed
 * address or signer waits until it is whole), so a draft never fails on what is still missing.
 */
export function draftInput(values: BorForm): BorApplicationInputDto {
  const input: BorApplicationInputDto = {};
  const v = (s: string) => s.trim();
  if (v(values.legalName)) input.legalName = v(values.legalName);
  if (/^\d{2}-?\d{7}$/.test(v(values.fein))) input.fein = v(values.fein);
  if (
    v(values.street) &&
    v(values.city) &&
    values.state &&
    /^\d{5}(-\d{4})?$/.test(v(values.zip))
  ) {
    input.address = applicationInput(values).address;
  }
  if (values.carrierId && (values.carrierId !== OTHER_CARRIER || v(values.carrierName))) {
    Object.assign(input, carrierInput(values));
  }
  if (v(values.policyNumber)) input.policyNumber = v(values.policyNumber);
  if (values.coverageType) input.coverageType = values.coverageType as CoverageType;
  if (/^\d{4}-\d{2}-\d{2}$/.test(values.effectiveDate)) input.effectiveDate = values.effectiveDate;
  if (
    v(values.signerName) &&
    v(values.signerTitle) &&
    /^\S+@\S+\.\S+$/.test(v(values.signerEmail))
  ) {
    input.signer = applicationInput(values).signer;
  }
  return input;
}

/** A listed carrier goes by its id; another one by the name typed (and no id). */
function carrierInput(values: BorForm): Pick<BorApplicationInputDto, 'carrierId' | 'carrierName'> {
  return values.carrierId === OTHER_CARRIER
    ? { carrierId: null, carrierName: values.carrierName.trim() }
    : { carrierId: values.carrierId };
}
