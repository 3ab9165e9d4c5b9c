import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { Limits, Messages } from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import { NameFieldsDto, ProfileFieldsDto } from '../../../identity/users';
import type { PayrollRep } from '../entities/payroll-rep.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class CreatePayrollRepDto extends NameFieldsDto {
  @ApiProperty({ example: 'rep@payroll.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;

  @ApiProperty({ format: 'uuid', description: 'The payroll company the rep works for' })
  @IsUUID('4', { message: 'payrollCompanyId must be a valid id.' })
  payrollCompanyId: string;
}

/** What the admins' list of reps narrows by: where the rep's access stands. */
export const PAYROLL_REP_STATES = ['awaiting_approval', 'active', 'inactive', 'rejected'] as const;
export type PayrollRepState = (typeof PAYROLL_REP_STATES)[number];

export class PayrollRepsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PAYROLL_REP_STATES, enumName: 'PayrollRepState' })
  @IsOptional()
  @IsIn(PAYROLL_REP_STATES, { message: `state must be one of ${PAYROLL_REP_STATES.join(', ')}.` })
  state?: PayrollRepState;
}

/** A rep signing themselves up: their details, kept until they confirm their email. */
export class RegisterPayrollRepDto extends NameFieldsDto {
  @ApiProperty({ example: 'rep@payroll.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;
}

/** What registering found: the company the email's domain belongs to, if any. */
export class RepRegistrationDto {
  @ApiProperty() email: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Null: no payroll company has the domain',
  })
  payrollCompanyName: string | null;
  @ApiProperty({ description: 'True when an admin must approve the rep after confirmation' })
  needsApproval: boolean;
}

export class RegistrationEmailDto {
  @ApiProperty({ example: 'rep@payroll.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;
}

export class CompleteRegistrationDto {
  @ApiProperty({ description: 'The token from the emailed confirmation link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

/** Where the app goes next; a rep session when the rep is active. */
export class RegistrationCompleteDto {
  @ApiProperty({ example: '/payroll-partner/home' }) url: string;
  @ApiPropertyOptional() access_token?: string;
  @ApiPropertyOptional() expires_in?: number;
}

export class ApprovePayrollRepDto {
  @ApiProperty({ format: 'uuid', description: 'The payroll company the approved rep works for' })
  @IsUUID('4', { message: 'payrollCompanyId must be a valid id.' })
  payrollCompanyId: string;
}

export class RejectPayrollRepDto {
  @ApiProperty({ maxLength: 1000, description: 'Why; mailed to the rep' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'reason is required.' })
  @MaxLength(1000)
  reason: string;
}

export class UpdateRepProfileDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ description: "Email me when a referral's status changes" })
  @IsOptional()
  @IsBoolean()
  notifyReferralStatus?: boolean;
}

export class RepContactDto {
  @ApiProperty({ maxLength: 150 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'subject is required.' })
  @MaxLength(150)
  subject: string;

  @ApiProperty({ maxLength: 5000 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'message is required.' })
  @MaxLength(5000)
  message: string;
}

export class RepSignInRequestDto {
  @ApiProperty({ example: 'rep@payroll.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;
}

export class RepMagicLinkDto {
  @ApiProperty({ description: 'The token from the emailed sign-in link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

/** The rep's profile, as the payroll partner portal shows it. */
export class PayrollRepProfileDto {
  @ApiProperty({ description: "The rep's id.", format: 'uuid' }) id: string;
  @ApiPropertyOptional({
    description: 'The payroll company the rep refers for; none until an admin links one.',
    type: String,
    format: 'uuid',
    nullable: true,
  })
  payrollCompanyId: string | null;
  @ApiPropertyOptional({ description: "The payroll company's name.", type: String, nullable: true })
  payrollCompanyName: string | null;
  @ApiProperty({
    description: "The rep's email: sign-in links go there.",
    example: 'dana.rep@acmepayroll.example',
  })
  email: string;
  @ApiProperty({ description: "The rep's first name.", example: 'Dana' }) firstName: string;
  @ApiProperty({ description: "The rep's last name.", example: 'Lee' }) lastName: string;
  @ApiPropertyOptional({ description: "The rep's phone.", type: String, nullable: true }) phone:
    string | null;
  @ApiProperty({
    description: "Whether the rep is mailed when a referral's status changes.",
    example: true,
  })
  notifyReferralStatus: boolean;
}

export class PayrollRepDto extends PayrollRepProfileDto {
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Registered without a payroll company domain; waits for approval' })
  restricted: boolean;
  @ApiProperty({ enum: PAYROLL_REP_STATES, enumName: 'PayrollRepState' }) state: PayrollRepState;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) rejectedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The reason mailed to the rep' })
  rejectionReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class PayrollRepPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [PayrollRepDto] })
  items: PayrollRepDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export function mapProfile(rep: PayrollRep, companyName: string | null): PayrollRepProfileDto {
  return {
    id: rep.id,
    payrollCompanyId: rep.payrollCompanyId,
    payrollCompanyName: companyName,
    email: rep.email,
    firstName: rep.firstName,
    lastName: rep.lastName,
    phone: rep.phone,
    notifyReferralStatus: rep.notifyReferralStatus,
  };
}

export function mapRep(rep: PayrollRep, companyName: string | null): PayrollRepDto {
  return {
    ...mapProfile(rep, companyName),
    active: rep.active,
    restricted: rep.restricted,
    state: repState(rep),
    rejectedAt: rep.rejectedAt ? rep.rejectedAt.toISOString() : null,
    rejectionReason: rep.rejectionReason,
    createdAt: rep.createdAt.toISOString(),
  };
}

export function repState(rep: PayrollRep): PayrollRepState {
  if (rep.restricted) return 'awaiting_approval';
  if (rep.rejectedAt) return 'rejected';
  return rep.active ? 'active' : 'inactive';
}
