import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
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
import { Limits, Messages, ROLES, type Role } from '@coverline/contracts';
import { PageQueryDto } from '../../common/http/pagination';
import type { User } from '../entities/user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Letters (any script), spaces, apostrophes, dots and hyphens. */
const NAME_PATTERN = /^[\p{L}][\p{L} .'\u2019-]*$/u;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,30}$/;

export class LoginDto {
  @ApiProperty({ example: 'owner@example.com' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;

  @ApiProperty({ minLength: 1, maxLength: Limits.passwordMaxLength })
  @IsString()
  @IsNotEmpty()
  @MaxLength(Limits.passwordMaxLength)
  password: string;
}

export class NameFieldsDto {
  @ApiProperty({ maxLength: Limits.nameMaxLength })
  @Transform(trim)
  @Matches(NAME_PATTERN, { message: 'firstName must be a valid name' })
  @MaxLength(Limits.nameMaxLength)
  @IsString()
  @IsNotEmpty({ message: 'firstName is required' })
  firstName: string;

  @ApiProperty({ maxLength: Limits.nameMaxLength })
  @Transform(trim)
  @Matches(NAME_PATTERN, { message: 'lastName must be a valid name' })
  @MaxLength(Limits.nameMaxLength)
  @IsString()
  @IsNotEmpty({ message: 'lastName is required' })
  lastName: string;

  @ApiPropertyOptional({ maxLength: Limits.phoneMaxLength, example: '+1 555 010 2030' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number' })
  phone?: string;
}

export class RegisterDto extends NameFieldsDto {
  @ApiProperty({ example: 'owner@example.com' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;

  @ApiProperty({ minLength: Limits.passwordMinLength, maxLength: Limits.passwordMaxLength })
  @IsString()
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordMin })
  @MaxLength(Limits.passwordMaxLength)
  password: string;
}

export class AuthResponseDto {
  @ApiProperty() access_token: string;
  @ApiProperty({ description: 'Seconds until the token expires' }) expires_in: number;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}

export class RequestResetPasswordDto {
  @ApiProperty()
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @ApiProperty({ minLength: Limits.passwordMinLength, maxLength: Limits.passwordMaxLength })
  @IsString()
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordMin })
  @MaxLength(Limits.passwordMaxLength)
  password: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the emailed confirmation link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(Limits.passwordMaxLength)
  currentPassword: string;

  @ApiProperty({ minLength: Limits.passwordMinLength, maxLength: Limits.passwordMaxLength })
  @IsString()
  @MinLength(Limits.passwordMinLength, { message: Messages.passwordMin })
  @MaxLength(Limits.passwordMaxLength)
  newPassword: string;
}

export class PortalIdsDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  portal1?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  portal2?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  portal3?: string;
}

export class CreateAgentDto extends NameFieldsDto {
  @ApiProperty()
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;

  @ApiPropertyOptional({ type: PortalIdsDto })
  @IsOptional()
  @IsObject()
  @Type(() => PortalIdsDto)
  portalIds?: PortalIdsDto;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsUrl({ require_protocol: true }, { message: 'connectUrl must be a valid URL' })
  @MaxLength(500)
  connectUrl?: string;
}

export class UpdateUserDto {
  @ApiPropertyOptional({ maxLength: Limits.nameMaxLength })
  @IsOptional()
  @Transform(trim)
  @Matches(NAME_PATTERN, { message: 'firstName must be a valid name' })
  @MaxLength(Limits.nameMaxLength)
  @IsString()
  @IsNotEmpty({ message: 'firstName is required' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: Limits.nameMaxLength })
  @IsOptional()
  @Transform(trim)
  @Matches(NAME_PATTERN, { message: 'lastName must be a valid name' })
  @MaxLength(Limits.nameMaxLength)
  @IsString()
  @IsNotEmpty({ message: 'lastName is required' })
  lastName?: string;

  @ApiPropertyOptional({ type: String, maxLength: Limits.phoneMaxLength, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @Transform(trim)
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number' })
  phone?: string | null;
}

export class UpdateAgentDto extends UpdateUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email?: string;

  @ApiPropertyOptional({ type: PortalIdsDto })
  @IsOptional()
  @IsObject()
  @Type(() => PortalIdsDto)
  portalIds?: PortalIdsDto;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl({ require_protocol: true }, { message: 'connectUrl must be a valid URL' })
  @MaxLength(500)
  connectUrl?: string | null;
}

export class SetActiveDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'userId must be a valid id' })
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
  @IsUUID('4', { message: 'agentId must be a valid id' })
  agentId: string | null;
}

export class UserIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id' })
  id: string;
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
  @ApiProperty() createdAt: string;
}

export class AgentDto extends UserDto {
  @ApiProperty({ type: PortalIdsDto }) portalIds: PortalIdsDto;
  @ApiProperty({ type: String, nullable: true }) connectUrl: string | null;
  @ApiProperty({ description: 'Clients assigned to the agent' }) deals: number;
}

export class AgentPageDto {
  @ApiProperty({ type: [AgentDto] }) items: AgentDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
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
    createdAt: user.createdAt.toISOString(),
  };
}

export function mapAgent(user: User, deals: number): AgentDto {
  return {
    ...mapUser(user),
    portalIds: user.portalIds,
    connectUrl: user.connectUrl,
    deals,
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
