/**
 * Requests and answers of the cart's billing step: what the client chooses and types, and what
 * is shown back (bank numbers only as their last four digits).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  BILL_DELIVERIES,
  BILLING_PLANS,
  PAYMENT_CHOICES,
  PAYMENT_METHODS,
  type BillDelivery,
  type BillingPlan,
  type PaymentChoice,
  type PaymentMethod,
} from '@coverline/contracts';
import type { BillingInfo } from '../entities/billing-info.entity';

export class BankInfoDto {
  @ApiProperty({
    maxLength: 200,
    description: 'The account holder, as the bank knows them (one name, or several)',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  accountHolderNames: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'The name on the account, when it differs from the holder; left out: the holder',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  nameOnAccount?: string;

  @ApiProperty({ description: '5 to 17 digits', example: '000123456789' })
  @IsString()
  @MaxLength(17)
  accountNumber: string;

  @ApiProperty({ description: '9 digits passing the ABA checksum', example: '011000015' })
  @IsString()
  @MaxLength(9)
  routingNumber: string;
}

export class BillAddressDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  line1: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  line2?: string | null;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  city: string;

  @ApiProperty({ example: 'TX' })
  @Matches(/^[A-Z]{2}$/, { message: 'state must be a two-letter state code.' })
  state: string;

  @ApiProperty({ example: '78701' })
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zip must be a ZIP code.' })
  zip: string;
}

export class MailInfoDto {
  @ApiProperty({ maxLength: 200, description: 'The name bills are addressed to' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  mailingName: string;

  @ApiProperty({ enum: BILL_DELIVERIES, enumName: 'BillDelivery' })
  @IsIn(BILL_DELIVERIES)
  delivery: BillDelivery;

  @ApiPropertyOptional({ type: BillAddressDto, description: 'Required for delivery by mail' })
  @IsOptional()
  @ValidateNested()
  @Type(() => BillAddressDto)
  address?: BillAddressDto;

  @ApiPropertyOptional({ description: 'Required for delivery by email' })
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string;
}

export class CreateBillingInfoDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;

  @ApiProperty({ enum: BILLING_PLANS, enumName: 'BillingPlan' })
  @IsIn(BILLING_PLANS)
  billingPlan: BillingPlan;

  @ApiPropertyOptional({
    enum: PAYMENT_METHODS,
    enumName: 'PaymentMethod',
    description: 'Required for direct bill; not given for pay as you go',
  })
  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  paymentMethod?: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_CHOICES, enumName: 'PaymentChoice' })
  @IsIn(PAYMENT_CHOICES)
  paymentChoice: PaymentChoice;

  @ApiProperty({ description: 'Typed again in the cart; must match the quote’s email (1202)' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ type: BankInfoDto, description: 'Required for EFT' })
  @IsOptional()
  @ValidateNested()
  @Type(() => BankInfoDto)
  bank?: BankInfoDto;

  @ApiPropertyOptional({ type: MailInfoDto, description: 'Required for mail or email bills' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MailInfoDto)
  mail?: MailInfoDto;
}

export class BillingQuoteParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;
}

export class MaskedBankInfoDto {
  @ApiProperty()
  accountHolderNames: string;

  @ApiProperty()
  nameOnAccount: string;

  @ApiProperty({ example: '6789' })
  accountNumberLast4: string;

  @ApiProperty({ example: '0015' })
  routingNumberLast4: string;
}

export class SavedMailInfoDto {
  @ApiProperty()
  mailingName: string;

  @ApiProperty({ enum: BILL_DELIVERIES, enumName: 'BillDelivery' })
  delivery: BillDelivery;

  @ApiProperty({ type: BillAddressDto, nullable: true })
  address: BillAddressDto | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;
}

export class BillingInfoDto {
  @ApiProperty({ format: 'uuid' })
  quoteId: string;

  @ApiProperty({ enum: BILLING_PLANS, enumName: 'BillingPlan' })
  billingPlan: BillingPlan;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', nullable: true })
  paymentMethod: PaymentMethod | null;

  @ApiProperty({ enum: PAYMENT_CHOICES, enumName: 'PaymentChoice' })
  paymentChoice: PaymentChoice;

  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'What the checkout charges now, in cents' })
  firstPaymentCents: number;

  @ApiProperty({ type: [Number], description: 'The later instalments, in cents' })
  instalmentCents: number[];

  @ApiProperty({ type: MaskedBankInfoDto, nullable: true })
  bank: MaskedBankInfoDto | null;

  @ApiProperty({ type: SavedMailInfoDto, nullable: true })
  mail: SavedMailInfoDto | null;

  @ApiProperty()
  updatedAt: Date;
}

/** The answer for saved billing information; the schedule comes from the selected premium. */
export function mapBillingInfo(
  info: BillingInfo,
  schedule: { firstPaymentCents: number; instalmentCents: number[] },
): BillingInfoDto {
  return {
    quoteId: info.applicationId,
    billingPlan: info.billingPlan,
    paymentMethod: info.paymentMethod,
    paymentChoice: info.paymentChoice,
    email: info.billingEmail,
    firstPaymentCents: schedule.firstPaymentCents,
    instalmentCents: schedule.instalmentCents,
    bank:
      info.accountNumberLast4 && info.routingNumberLast4
        ? {
            accountHolderNames: info.accountHolderNames ?? '',
            nameOnAccount: info.nameOnAccount ?? '',
            accountNumberLast4: info.accountNumberLast4,
            routingNumberLast4: info.routingNumberLast4,
          }
        : null,
    mail:
      info.billDelivery && info.mailingName
        ? {
            mailingName: info.mailingName,
            delivery: info.billDelivery,
            address: info.billAddress,
            email: info.billEmail,
          }
        : null,
    updatedAt: info.updatedAt,
  };
}
