import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { FEIN_PATTERN, FormatMessages, Limits, Messages } from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import type { ClientMatch } from '../clients.service';
import type { Client } from '../entities/client.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Any one of the fields finds clients; several widen the search. */
export class ClientSearchQueryDto {
  @ApiPropertyOptional({ maxLength: Limits.emailMaxLength, description: 'Part of the email' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(Limits.emailMaxLength)
  email?: string;

  @ApiPropertyOptional({ example: '12-3456789', description: 'The whole FEIN' })
  @Transform(trim)
  @IsOptional()
  @Matches(FEIN_PATTERN, { message: FormatMessages.fein })
  fein?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Part of the legal name or DBA' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  businessName?: string;
}

/** A client as a quote or a business answers it. */
export class ClientDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ description: 'Whether the client has signed up' }) hasAccount: boolean;
}

export function mapClient(client: Client): ClientDto {
  return {
    id: client.id,
    email: client.email,
    firstName: client.firstName,
    lastName: client.lastName,
    phone: client.phone,
    hasAccount: client.userId !== null,
  };
}

export class ClientSearchResultDto extends ClientDto {
  @ApiProperty({ type: [String] }) businessNames: string[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) agentId: string | null;
}

export function mapClientMatch({
  client,
  businessNames,
  agentId,
}: ClientMatch): ClientSearchResultDto {
  return { ...mapClient(client), businessNames, agentId };
}

/** The staff clients list: a page of clients, searched by name, email or business name. */
export class ClientsQueryDto extends PageQueryDto {}

export class ClientIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

/** A client as the staff clients pages show it: contact, account, agent and book. */
export class ClientSummaryDto extends ClientDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The client’s account, once they signed up',
  })
  userId: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The agent the account is assigned to, else the agent of the latest application',
  })
  agentId: string | null;
  @ApiProperty({ type: String, nullable: true }) agentName: string | null;
  @ApiProperty({ type: [String] }) businessNames: string[];
  @ApiProperty({ description: 'How many applications the client has' }) applications: number;
  @ApiProperty() createdAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The new address of an email change an admin asked for, until the link mailed to it is followed',
  })
  pendingEmail: string | null;
}

export class ClientPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [ClientSummaryDto] })
  items: ClientSummaryDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

const NAME_PATTERN = /^[\p{L}][\p{L} .'\u2019-]*$/u;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,30}$/;

/**
 * A client's contact details. The email of a client with an account or a bound policy is its
 * owner's: agents cannot change it, and an admin's change applies once the new address confirms.
 */
export class UpdateClientDto {
  @ApiPropertyOptional({ maxLength: Limits.nameMaxLength })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'firstName is required.' })
  @MaxLength(Limits.nameMaxLength)
  @Matches(NAME_PATTERN, { message: 'firstName must be a valid name.' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: Limits.nameMaxLength })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'lastName is required.' })
  @MaxLength(Limits.nameMaxLength)
  @Matches(NAME_PATTERN, { message: 'lastName must be a valid name.' })
  lastName?: string;

  @ApiPropertyOptional({ type: String, maxLength: Limits.phoneMaxLength, nullable: true })
  @Transform(trim)
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number.' })
  phone?: string | null;

  @ApiPropertyOptional({
    maxLength: Limits.emailMaxLength,
    description:
      'Changes at once for a client without an account or a bound policy; for one with either, only an admin may change it and the change waits for the link mailed to the new address',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsOptional()
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email?: string;
}
