import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  API_SCOPES,
  ApiClientLimits,
  PARTNER_KINDS,
  type ApiScope,
  type PartnerKind,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import type { ApiCallRow, ApiClientRow } from '../api-clients.repository';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ONE_LINE = /^[^\p{Cc}]*$/u;

export class CreateApiClientDto {
  @ApiProperty({ maxLength: ApiClientLimits.nameMaxLength, example: 'ADP payroll sync' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required.' })
  @MaxLength(ApiClientLimits.nameMaxLength)
  @Matches(ONE_LINE, { message: 'name must be one line of text.' })
  name: string;

  @ApiProperty({ enum: PARTNER_KINDS, enumName: 'PartnerKind' })
  @IsIn(PARTNER_KINDS)
  partnerKind: PartnerKind;

  @ApiProperty({ format: 'uuid', description: "The payroll company's or the carrier's id" })
  @IsUUID('all')
  partnerId: string;

  @ApiProperty({ enum: API_SCOPES, enumName: 'ApiScope', isArray: true })
  @ArrayMinSize(1)
  @ArrayMaxSize(API_SCOPES.length)
  @ArrayUnique()
  @IsIn(API_SCOPES, { each: true })
  scopes: ApiScope[];

  @ApiPropertyOptional({
    minimum: 1,
    maximum: ApiClientLimits.maxRatePerMinute,
    default: ApiClientLimits.defaultRatePerMinute,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ApiClientLimits.maxRatePerMinute)
  ratePerMinute?: number;
}

export class UpdateApiClientDto {
  @ApiPropertyOptional({ maxLength: ApiClientLimits.nameMaxLength })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required.' })
  @MaxLength(ApiClientLimits.nameMaxLength)
  @Matches(ONE_LINE, { message: 'name must be one line of text.' })
  name?: string;

  @ApiPropertyOptional({ enum: API_SCOPES, enumName: 'ApiScope', isArray: true })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(API_SCOPES.length)
  @ArrayUnique()
  @IsIn(API_SCOPES, { each: true })
  scopes?: ApiScope[];

  @ApiPropertyOptional({ minimum: 1, maximum: ApiClientLimits.maxRatePerMinute })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ApiClientLimits.maxRatePerMinute)
  ratePerMinute?: number;
}

export class RotateApiClientSecretDto {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: ApiClientLimits.maxOverlapHours,
    default: ApiClientLimits.defaultOverlapHours,
    description: 'How long the current secret keeps working beside the new one; 0 ends it now',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(ApiClientLimits.maxOverlapHours)
  overlapHours?: number;
}

export class ApiClientListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PARTNER_KINDS, enumName: 'PartnerKind' })
  @IsOptional()
  @IsIn(PARTNER_KINDS)
  partnerKind?: PartnerKind;
}

export class ApiClientIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  id: string;
}

export class ApiClientDto {
  @ApiProperty({ format: 'uuid', description: 'The OAuth2 client_id' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: PARTNER_KINDS, enumName: 'PartnerKind' }) partnerKind: PartnerKind;
  @ApiProperty({ format: 'uuid' }) partnerId: string;
  @ApiProperty({ type: String, nullable: true }) partnerName: string | null;
  @ApiProperty({ enum: API_SCOPES, enumName: 'ApiScope', isArray: true }) scopes: ApiScope[];
  @ApiProperty() ratePerMinute: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While a rotated-out secret still works: when it stops',
  })
  previousSecretEndsAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ApiClientPageDto {
  @ApiProperty({ type: [ApiClientDto] }) items: ApiClientDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

/** A client with its new secret: the only answer that ever carries the secret. */
export class ApiClientSecretDto {
  @ApiProperty({ type: ApiClientDto }) client: ApiClientDto;
  @ApiProperty({ description: 'Shown this once; only its digest is kept' }) clientSecret: string;
}

export class ApiCallDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty() method: string;
  @ApiProperty() path: string;
  @ApiProperty() status: number;
  @ApiProperty() durationMs: number;
}

export class ApiCallPageDto {
  @ApiProperty({ type: [ApiCallDto] }) items: ApiCallDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

/** The OAuth2 token request (RFC 6749 4.4), as a form or as JSON. */
export class TokenRequestDto {
  @ApiProperty({ enum: ['client_credentials'], enumName: 'GrantType' })
  @IsString()
  @IsNotEmpty({ message: 'grant_type is required.' })
  @MaxLength(50)
  grant_type: string;

  @ApiProperty({ format: 'uuid' })
  @IsString()
  @IsNotEmpty({ message: 'client_id is required.' })
  @MaxLength(100)
  client_id: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'client_secret is required.' })
  @MaxLength(200)
  client_secret: string;

  @ApiPropertyOptional({ description: 'Space-separated scopes; all the client holds if left out' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  scope?: string;
}

export class MachineTokenDto {
  @ApiProperty() access_token: string;
  @ApiProperty({ enum: ['Bearer'], enumName: 'TokenTypeName' }) token_type: 'Bearer';
  @ApiProperty() expires_in: number;
  @ApiProperty({ description: 'Space-separated scopes the token carries' }) scope: string;
}

/** The client a machine token speaks for, as it sees itself. */
export class MachineClientDto {
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ enum: PARTNER_KINDS, enumName: 'PartnerKind' }) partnerKind: PartnerKind;
  @ApiProperty({ format: 'uuid' }) partnerId: string;
  @ApiProperty({ enum: API_SCOPES, enumName: 'ApiScope', isArray: true }) scopes: ApiScope[];
  @ApiProperty() ratePerMinute: number;
}

export const mapApiClient = (r: ApiClientRow): ApiClientDto => ({
  id: r.id,
  name: r.name,
  partnerKind: r.partner_kind,
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  scopes: r.scopes,
  ratePerMinute: r.rate_per_minute,
  revokedAt: r.revoked_at?.toISOString() ?? null,
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  previousSecretEndsAt: r.overlap_ends_at ? new Date(r.overlap_ends_at).toISOString() : null,
  createdAt: r.created_at.toISOString(),
});

export const mapApiCall = (r: ApiCallRow): ApiCallDto => ({
  at: r.at.toISOString(),
  method: r.method,
  path: r.path,
  status: r.status,
  durationMs: r.duration_ms,
});
