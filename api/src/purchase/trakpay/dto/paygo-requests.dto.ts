/**
 * What callers send to the pay-as-you-go registration routes. Shapes and formats are checked
 * here; the rules that need the quote or the database (carrier, payroll company, one
 * registration per FEIN) and the bank numbers' checks are the service's.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateNested,
} from 'class-validator';
import {
  checkPaygoPassword,
  checkPaygoUsername,
  checkPhone,
  checkSecurityAnswer,
  checkZip,
  ENTITY_TYPES,
  FEIN_PATTERN,
  FormatMessages,
  Limits,
  Messages,
  OWNER_INCLUSIONS,
  PAY_FREQUENCIES,
  PaygoLimits,
  SECURITY_QUESTIONS,
  STATE_CODES,
  BANK_ACCOUNT_NUMBER_MAX_DIGITS,
  type EntityType,
  type OwnerInclusion,
  type PayFrequency,
  type SecurityQuestion,
} from '@coverline/contracts';
import { IsCalendarDate } from '../../../quoting/quotes';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** A string the shared check accepts; the check's own words are the message. */
function Satisfies(check: (value: string) => string | null): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && check(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string'
            ? (check(args.value) ?? '')
            : `${args?.property ?? 'value'} must be a string`,
      },
    });
  };
}

/** Required text of at most `max` characters, trimmed. */
function Text(max: number): PropertyDecorator {
  const decorators = [
    ApiProperty({ type: String, maxLength: max }),
    Transform(trim),
    IsString(),
    MinLength(1, { message: '$property must not be empty.' }),
    MaxLength(max),
  ];
  return (target: object, key: string | symbol) => decorators.forEach((d) => d(target, key));
}

export class PaygoFeinQueryDto {
  @ApiProperty({ type: String, example: '12-3456789', pattern: FEIN_PATTERN.source })
  @IsString()
  @Matches(FEIN_PATTERN, { message: FormatMessages.fein })
  fein: string;
}

export class PaygoQuoteQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;
}

export class PaygoOfficerInputDto {
  @Text(100) name: string;

  @Text(100) title: string;

  @ApiProperty({ type: Number, minimum: 0, maximum: 100 })
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  ownershipPercent: number;

  @ApiProperty({ enum: OWNER_INCLUSIONS, enumName: 'OwnerInclusion' })
  @IsIn(OWNER_INCLUSIONS)
  inclusion: OwnerInclusion;
}

export class PaygoBankAccountInputDto {
  @Text(200) accountHolderNames: string;

  @Text(200) nameOnAccount: string;

  /** Digits checked by the service with the shared billing rules, so every problem shows. */
  @ApiProperty({ type: String, maxLength: BANK_ACCOUNT_NUMBER_MAX_DIGITS })
  @IsString()
  @MaxLength(40)
  accountNumber: string;

  @ApiProperty({ type: String, maxLength: 9 })
  @IsString()
  @MaxLength(40)
  routingNumber: string;
}

export class RegisterPaygoDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;

  @Text(200) legalName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  dba?: string | null;

  @Text(200) address: string;

  @Text(100) city: string;

  @ApiProperty({ enum: STATE_CODES, enumName: 'StateCode' })
  @Transform(upper)
  @IsIn(STATE_CODES)
  state: string;

  @ApiProperty({ type: String, example: '94105', maxLength: 10 })
  @Transform(trim)
  @MaxLength(10)
  @Satisfies(checkZip)
  zip: string;

  @ApiProperty({ type: String, example: '(415) 555-0100', maxLength: Limits.phoneMaxLength })
  @Transform(trim)
  @MaxLength(Limits.phoneMaxLength)
  @Satisfies(checkPhone)
  phone: string;

  @ApiProperty({ type: String, maxLength: Limits.emailMaxLength })
  @Transform(trim)
  @IsString()
  @MaxLength(Limits.emailMaxLength)
  @IsEmail({}, { message: Messages.invalidEmail })
  email: string;

  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' })
  @IsIn(ENTITY_TYPES)
  entityType: EntityType;

  @ApiProperty({ type: String, example: '12-3456789', maxLength: 10 })
  @Transform(trim)
  @IsString()
  @Matches(FEIN_PATTERN, { message: FormatMessages.fein })
  fein: string;

  @ApiProperty({ type: String, format: 'date' })
  @IsCalendarDate()
  effectiveDate: string;

  @ApiProperty({ type: String, format: 'date' })
  @IsCalendarDate()
  expirationDate: string;

  @ApiProperty({ format: 'uuid', description: 'A payroll company of the reference data' })
  @IsUUID()
  payrollCompanyId: string;

  @ApiProperty({ type: [PaygoOfficerInputDto], minItems: 1, maxItems: PaygoLimits.officersMax })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please add at least one officer.' })
  @ArrayMaxSize(PaygoLimits.officersMax)
  @ValidateNested({ each: true })
  @Type(() => PaygoOfficerInputDto)
  officers: PaygoOfficerInputDto[];

  @ApiProperty({ type: PaygoBankAccountInputDto })
  @IsObject()
  @ValidateNested()
  @Type(() => PaygoBankAccountInputDto)
  bankAccount: PaygoBankAccountInputDto;

  @ApiProperty({ type: String, minLength: PaygoLimits.usernameMinLength, maxLength: 50 })
  @Transform(trim)
  @MaxLength(PaygoLimits.usernameMaxLength)
  @Satisfies(checkPaygoUsername)
  username: string;

  @ApiProperty({ type: String, minLength: PaygoLimits.passwordMinLength, maxLength: 128 })
  @MaxLength(PaygoLimits.passwordMaxLength)
  @Satisfies(checkPaygoPassword)
  password: string;

  @ApiProperty({ enum: SECURITY_QUESTIONS, enumName: 'SecurityQuestion' })
  @IsIn(SECURITY_QUESTIONS)
  securityQuestion: SecurityQuestion;

  @ApiProperty({ type: String, maxLength: PaygoLimits.securityAnswerMaxLength })
  @MaxLength(PaygoLimits.securityAnswerMaxLength)
  @Satisfies(checkSecurityAnswer)
  securityAnswer: string;

  @ApiProperty({ enum: PAY_FREQUENCIES, enumName: 'PayFrequency' })
  @IsIn(PAY_FREQUENCIES)
  payFrequency: PayFrequency;
}

export class RegisterTrakpayDto {
  @ApiProperty({ format: 'uuid', description: 'The pay-as-you-go registration to submit' })
  @IsUUID()
  registrationId: string;
}
