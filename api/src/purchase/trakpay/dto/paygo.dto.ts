/**
 * What the pay-as-you-go routes answer, and the mapping from the registration row. Bank numbers
 * and the FEIN leave only as their last four digits; the password and the security answer
 * never leave at all.
 */
import { ApiProperty } from '@nestjs/swagger';
import {
  ENTITY_TYPES,
  OWNER_INCLUSIONS,
  PAY_FREQUENCIES,
  PAYGO_CARRIER_STATUSES,
  SECURITY_QUESTIONS,
  type EntityType,
  type OwnerInclusion,
  type PayFrequency,
  type PaygoCarrierStatus,
  type SecurityQuestion,
} from '@coverline/contracts';
import type { PaygoRegistration } from '../entities/paygo-registration.entity';

export class PaygoFeinExistsDto {
  @ApiProperty({ description: 'Whether a pay-as-you-go registration exists for the FEIN' })
  exists: boolean;
}

export class PaygoOfficerDto {
  @ApiProperty() name: string;
  @ApiProperty() title: string;
  @ApiProperty() ownershipPercent: number;
  @ApiProperty({ enum: OWNER_INCLUSIONS, enumName: 'OwnerInclusion' }) inclusion: OwnerInclusion;
}

export class PaygoBankAccountDto {
  @ApiProperty() accountHolderNames: string;
  @ApiProperty() nameOnAccount: string;
  @ApiProperty({ example: '6789' }) accountNumberLast4: string;
  @ApiProperty({ example: '0021' }) routingNumberLast4: string;
}

export class PaygoRegistrationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty() carrier: string;
  @ApiProperty() legalName: string;
  @ApiProperty({ type: String, nullable: true }) dba: string | null;
  @ApiProperty() address: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() zip: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' }) entityType: EntityType;
  @ApiProperty({ example: '6789' }) feinLast4: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty({ format: 'uuid' }) payrollCompanyId: string;
  @ApiProperty({ type: [PaygoOfficerDto] }) officers: PaygoOfficerDto[];
  @ApiProperty({ type: PaygoBankAccountDto }) bankAccount: PaygoBankAccountDto;
  @ApiProperty() username: string;
  @ApiProperty({ enum: SECURITY_QUESTIONS, enumName: 'SecurityQuestion' })
  securityQuestion: SecurityQuestion;
  @ApiProperty({ enum: PAY_FREQUENCIES, enumName: 'PayFrequency' }) payFrequency: PayFrequency;
  @ApiProperty({ enum: PAYGO_CARRIER_STATUSES, enumName: 'PaygoCarrierStatus' })
  carrierStatus: PaygoCarrierStatus;
  @ApiProperty({ type: String, nullable: true }) carrierAccountNumber: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the payroll service declined' })
  carrierMessage: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedAt: Date | null;
  @ApiProperty({ description: 'Registered with the sandbox payroll service, not a real one' })
  sandbox: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** What the quote already knows, for the form to start from; null where it has nothing. */
export class PaygoPrefillDto {
  @ApiProperty({ type: String, nullable: true }) carrier: string | null;
  @ApiProperty({ description: 'Whether the selected carrier offers pay-as-you-go billing' })
  paygoOffered: boolean;
  @ApiProperty({ type: String, nullable: true }) legalName: string | null;
  @ApiProperty({ type: String, nullable: true }) dba: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) zip: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType', nullable: true })
  entityType: EntityType | null;
  @ApiProperty({ type: String, nullable: true }) fein: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) effectiveDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expirationDate: string | null;
  @ApiProperty({ type: [PaygoOfficerDto] }) officers: PaygoOfficerDto[];
}

export class PaygoRegistrationViewDto {
  @ApiProperty({ type: PaygoRegistrationDto, nullable: true })
  registration: PaygoRegistrationDto | null;
  @ApiProperty({ type: PaygoPrefillDto }) prefill: PaygoPrefillDto;
}

export function mapPaygoRegistration(r: PaygoRegistration, sandbox: boolean): PaygoRegistrationDto {
  return {
    id: r.id,
    quoteId: r.applicationId,
    carrier: r.carrier,
    legalName: r.legalName,
    dba: r.dba,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    phone: r.phone,
    email: r.email,
    entityType: r.entityType,
    feinLast4: r.feinLast4,
    effectiveDate: r.effectiveDate,
    expirationDate: r.expirationDate,
    payrollCompanyId: r.payrollCompanyId,
    officers: r.officers.map((o) => ({
      name: o.name,
      title: o.title,
      ownershipPercent: o.ownershipPercent,
      inclusion: o.inclusion,
    })),
    bankAccount: {
      accountHolderNames: r.accountHolderNames,
      nameOnAccount: r.nameOnAccount,
      accountNumberLast4: r.accountNumberLast4,
      routingNumberLast4: r.routingNumberLast4,
    },
    username: r.username,
    securityQuestion: r.securityQuestion,
    payFrequency: r.payFrequency,
    carrierStatus: r.carrierStatus,
    carrierAccountNumber: r.carrierAccountNumber,
    carrierMessage: r.carrierMessage,
    submittedAt: r.submittedAt,
    sandbox,
    createdAt: r.createdAt,
  };
}
