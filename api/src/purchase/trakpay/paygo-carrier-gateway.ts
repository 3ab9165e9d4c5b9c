/**
 * The boundary to a carrier's pay-as-you-go payroll service: what a registration sends and what
 * the service answers. Implementations must be idempotent on the registration id, so a retry
 * after a lost answer opens no second account.
 */
import type { EntityType, PayFrequency } from '@coverline/contracts';
import type { BankAccount } from '../payments';
import type { PaygoOfficer } from './entities/paygo-registration.entity';

export const PAYGO_CARRIER_GATEWAY = Symbol('PAYGO_CARRIER_GATEWAY');

export interface PaygoSubmission {
  registrationId: string;
  carrier: string;
  legalName: string;
  dba: string | null;
  entityType: EntityType;
  /** Nine digits. */
  fein: string;
  effectiveDate: string;
  expirationDate: string;
  payrollCompanyCode: string;
  officers: PaygoOfficer[];
  bankAccount: BankAccount;
  payFrequency: PayFrequency;
  /** The portal user's name; the password and security answer stay here, hashed. */
  username: string;
}

export type PaygoAnswer =
  { status: 'accepted'; accountNumber: string } | { status: 'declined'; reason: string };

export interface PaygoCarrierGateway {
  /** Whether answers come from a sandbox rather than a real payroll service. */
  readonly sandbox: boolean;
  register(submission: PaygoSubmission): Promise<PaygoAnswer>;
}
