import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { FEIN_PATTERN, FormatMessages, Limits } from '@coverline/contracts';
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
