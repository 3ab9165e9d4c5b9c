import * as z from 'zod/mini';
import { CoverageType, PaymentType, ReferenceLimits } from '@coverline/contracts';
import type { CarrierDto, CreateCarrierDto } from '@coverline/contracts/generated/model';
import {
  companyName,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUrl,
  orNull,
  urlOrNull,
  wholeNumber,
} from '../schemas';

/** A percent with at most two decimals, 0 to 100. */
const DISCOUNT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

export const carrierSchema = z.object({
  name: companyName,
  sharedId: optionalText(100),
  agentUrl: optionalUrl,
  clientUrl: optionalUrl,
  claimUrl: optionalUrl,
  email: optionalEmail,
  phone: optionalPhone,
  discountPercent: z.string().check(
    z.trim(),
    z.refine(
      (value) => DISCOUNT_PATTERN.test(value) && Number(value) <= 100,
      'carriers.validation.discount',
    ),
  ),
  coverages: z.array(z.enum(CoverageType)),
  paymentTypes: z.array(z.enum(PaymentType)),
  initialQuoteMaxBackdatedDays: wholeNumber(
    0,
    ReferenceLimits.backdatedDaysMax,
    'carriers.validation.backdatedDays',
  ),
  activeQuoteMaxBackdatedDays: wholeNumber(
    0,
    ReferenceLimits.backdatedDaysMax,
    'carriers.validation.backdatedDays',
  ),
  active: z.boolean(),
});

export type CarrierValues = z.infer<typeof carrierSchema>;

export function carrierValues(carrier?: CarrierDto): CarrierValues {
  return {
    name: carrier?.name ?? '',
    sharedId: carrier?.sharedId ?? '',
    agentUrl: carrier?.agentUrl ?? '',
    clientUrl: carrier?.clientUrl ?? '',
    claimUrl: carrier?.claimUrl ?? '',
    email: carrier?.email ?? '',
    phone: carrier?.phone ?? '',
    discountPercent: String(carrier?.discountPercent ?? 0),
    coverages: carrier?.coverages ?? [],
    paymentTypes: carrier?.paymentTypes ?? [],
    initialQuoteMaxBackdatedDays: String(carrier?.initialQuoteMaxBackdatedDays ?? 0),
    activeQuoteMaxBackdatedDays: String(carrier?.activeQuoteMaxBackdatedDays ?? 0),
    active: carrier?.active ?? true,
  };
}

/** The whole carrier as the API takes it, for creating and for updating alike. */
export function carrierBody(values: CarrierValues): CreateCarrierDto {
  return {
    name: values.name,
    sharedId: orNull(values.sharedId),
    agentUrl: urlOrNull(values.agentUrl),
    clientUrl: urlOrNull(values.clientUrl),
    claimUrl: urlOrNull(values.claimUrl),
    email: orNull(values.email.toLowerCase()),
    phone: orNull(values.phone),
    discountPercent: Number(values.discountPercent),
    coverages: values.coverages,
    paymentTypes: values.paymentTypes,
    initialQuoteMaxBackdatedDays: Number(values.initialQuoteMaxBackdatedDays),
    activeQuoteMaxBackdatedDays: Number(values.activeQuoteMaxBackdatedDays),
    active: values.active,
  };
}
