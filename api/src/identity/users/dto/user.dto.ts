import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import type { LiveSession } from '../../auth';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { LANGUAGES, Limits, Messages, ROLES, type Language, type Role } from '@coverline/contracts';
import { LanguageField } from '../../../common/http/language-field';
import { PageQueryDto } from '../../../common/http/pagination';
import { AGENT_STATUSES, type AgentStatus } from '../entities/agent-status';
import type { User } from '../entities/user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Letters (any script), spaces, apostrophes, dots and hyphens. */
const NAME_PATTERN = /^[\p{L}][\p{L} .'\u2019-]*$/u;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,30}$/;

/*
 * The field decorators below list their parts in the order they are registered, the reverse of
 * the stacked form, so each field keeps the checks and messages it had when written out.
 */

/** An email address, trimmed and lower-cased. */
const EmailField = (schema: ApiPropertyOptions = {}) =>
  applyDecorators(
    MaxLength(Limits.emailMaxLength),
    IsEmail({}, { message: Messages.invalidEmail }),
    Transform(lower),
    ApiProperty(schema),
  );

/** A password being set, held to the length rules. */
const NewPasswordField = () =>
  applyDecorators(
    MaxLength(Limits.passwordMaxLength),
    MinLength(Limits.passwordMinLength, { message: Messages.passwordMin }),
    IsString(),
    ApiProperty({ minLength: Limits.passwordMinLength, maxLength: Limits.passwordMaxLength }),
  );

/** A first or last name; `optional` where a change may leave it out. */
const NameField = (name: 'firstName' | 'lastName', optional = false) =>
  applyDecorators(
    IsNotEmpty({ message: `${name} is required.` }),
    IsString(),
    MaxLength(Limits.nameMaxLength),
    Matches(NAME_PATTERN, { message: `${name} must be a valid name.` }),
    Transform(trim),
    ...(optional
      ? [IsOptional(), ApiPropertyOptional({ maxLength: Limits.nameMaxLength })]
      : [ApiProperty({ maxLength: Limits.nameMaxLength })]),
  );

/** A token from an emailed link. */
const EmailedTokenField = (description: string) =>
  applyDecorators(MaxLength(200), IsNotEmpty(), IsString(), ApiProperty({ description }));

/** One of an agent's carrier portal ids. */
const PortalIdField = () =>
  applyDecorators(
    MaxLength(100),
    IsString(),
    IsOptional(),
    ApiPropertyOptional({ maxLength: 100 }),
  );

/** An agent's licensing and appointment status. */
const AgentStatusField = () =>
  applyDecorators(
    IsIn(AGENT_STATUSES, { message: `status must be one of ${AGENT_STATUSES.join(', ')}.` }),
    IsOptional(),
    ApiPropertyOptional({ enum: AGENT_STATUSES, enumName: 'AgentStatus' }),
  );

/** The day an agent joined the agency. */
const JoinedOnField = () =>
  applyDecorators(
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'joinedOn must be a date (YYYY-MM-DD).' }),
    IsISO8601({ strict: true, strictSeparator: true }, { message: 'joinedOn must be a date.' }),
    IsString(),
    IsOptional(),
    ApiPropertyOptional({ type: String, format: 'date', example: '2025-01-31' }),
  );

export class LoginDto {
  @EmailField({ example: 'owner@example.com' })
  email: string;

  @ApiProperty({ minLength: 1, maxLength: Limits.passwordMaxLength })
  @IsString()
  @IsNotEmpty()
  @MaxLength(Limits.passwordMaxLength)
  password: string;
}

export class NameFieldsDto {
  @NameField('firstName')
  firstName: string;

  @NameField('lastName')
  lastName: string;

  @ApiPropertyOptional({ maxLength: Limits.phoneMaxLength, example: '+1 555 010 2030' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number.' })
  phone?: string;
}

export class RegisterDto extends NameFieldsDto {
  @EmailField({ example: 'owner@example.com' })
  email: string;

  @NewPasswordField()
  password: string;

  @LanguageField('The language the app was shown in; mails to the account are written in it')
  language?: Language;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}

export class RequestResetPasswordDto {
  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  @EmailedTokenField('The token from the emailed link')
  token: string;

  @NewPasswordField()
  password: string;
}

export class VerifyEmailDto {
  @EmailedTokenField('The token from the emailed confirmation link')
  token: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(Limits.passwordMaxLength)
  currentPassword: string;

  @NewPasswordField()
  newPassword: string;
}

export class PortalIdsDto {
  @PortalIdField()
  portal1?: string;

  @PortalIdField()
  portal2?: string;

  @PortalIdField()
  portal3?: string;
}

export class CreateAgentDto extends NameFieldsDto {
  @EmailField()
  email: string;

  @ApiPropertyOptional({ type: PortalIdsDto })
  @IsOptional()
  @IsObject()
  @Type(() => PortalIdsDto)
  portalIds?: PortalIdsDto;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsUrl({ require_protocol: true }, { message: 'connectUrl must be a valid URL.' })
  @MaxLength(500)
  connectUrl?: string;

  @AgentStatusField()
  status?: AgentStatus;

  @JoinedOnField()
  joinedOn?: string;
}

/** The name and phone every kind of account edits. */
export class ProfileFieldsDto {
  @NameField('firstName', true)
  firstName?: string;

  @NameField('lastName', true)
  lastName?: string;

  @ApiPropertyOptional({ type: String, maxLength: Limits.phoneMaxLength, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @Transform(trim)
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number.' })
  phone?: string | null;
}

export class UpdateUserDto extends ProfileFieldsDto {
  @LanguageField('The language the person reads the product in; their mails follow it')
  language?: Language;
}

export class UpdateAgentDto extends ProfileFieldsDto {
  @IsOptional()
  @EmailField({ required: false })
  email?: string;

  @ApiPropertyOptional({ type: PortalIdsDto })
  @IsOptional()
  @IsObject()
  @Type(() => PortalIdsDto)
  portalIds?: PortalIdsDto;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl({ require_protocol: true }, { message: 'connectUrl must be a valid URL.' })
  @MaxLength(500)
  connectUrl?: string | null;

  @AgentStatusField()
  status?: AgentStatus;

  @JoinedOnField()
  joinedOn?: string;
}

export class SetActiveDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'userId must be a valid id.' })
  userId: string;

  @ApiProperty()
  @IsBoolean()
  active: boolean;
}

export class AssignAgentDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null removes the assignment',
  })
  @ValidateIf((_, v) => v !== null)
  @IsUUID('4', { message: 'agentId must be a valid id.' })
  agentId: string | null;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) role: Role;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Whether the user confirmed their email address' })
  emailVerified: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) assignedAgentId: string | null;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language' }) language: Language;
  @ApiProperty() createdAt: string;
}

export class AgentDto extends UserDto {
  @ApiProperty({ type: PortalIdsDto }) portalIds: PortalIdsDto;
  @ApiProperty({ type: String, nullable: true }) connectUrl: string | null;
  @ApiProperty({
    description:
      'Policies bound in the last twelve months on applications assigned to the agent (the dashboard counts deals the same way)',
  })
  deals: number;
  @ApiProperty({ enum: AGENT_STATUSES, enumName: 'AgentStatus' }) status: AgentStatus;
  @ApiProperty({ format: 'date', description: 'The day the agent joined the agency' })
  joinedOn: string;
}

export class AgentPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [AgentDto] })
  items: AgentDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class StaffMemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) role: Role;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() active: boolean;
}

export class AppPathDto {
  @ApiProperty({ description: 'Where the app opens for this user after sign-in' }) path: string;
}

export class ClientIdDto {
  @ApiProperty({ format: 'uuid' }) clientId: string;
}

export class AgentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['active', 'inactive'], enumName: 'ActiveFilter' })
  @IsOptional()
  @IsIn(['active', 'inactive'])
  status?: 'active' | 'inactive';
}

export function mapUser(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    active: user.active,
    emailVerified: user.emailVerifiedAt !== null,
    assignedAgentId: user.assignedAgentId,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The caller's own account as its live session holds it (auth/sessions.service.ts). */
export function mapAccount(live: LiveSession): UserDto {
  return {
    id: live.userId,
    email: live.email,
    role: live.role,
    firstName: live.profile.firstName,
    lastName: live.profile.lastName,
    phone: live.profile.phone,
    // A live session's user is active: the session is only live while they are.
    active: true,
    emailVerified: live.emailVerified,
    assignedAgentId: live.profile.assignedAgentId,
    language: live.profile.language,
    createdAt: live.profile.createdAt.toISOString(),
  };
}

export function mapAgent(user: User, deals: number): AgentDto {
  return {
    ...mapUser(user),
    portalIds: user.portalIds,
    connectUrl: user.connectUrl,
    deals,
    status: user.agentStatus ?? 'Onboarding',
    joinedOn: user.joinedOn ?? user.createdAt.toISOString().slice(0, 10),
  };
}

export function mapStaffMember(user: User): StaffMemberDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
  };
}
