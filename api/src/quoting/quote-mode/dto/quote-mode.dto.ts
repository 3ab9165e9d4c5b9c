/** Requests of the API/manual switch and of the carrier quotes staff enter by hand. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { MANUAL_BINDABILITIES, type Bindability } from '@coverline/contracts';
import { QuoteIdParamDto } from '../../quotes';

/** A premium no small-business policy reaches: $1 billion, in cents. */
const MAX_PREMIUM_CENTS = 100_000_000_000;

export class QuoteVersionBodyDto {
  @ApiProperty({ minimum: 1, description: 'The version of the quote read' })
  @IsInt()
  @Min(1)
  @Max(2_000_000_000)
  version: number;
}

export class ManualCarrierQuoteDto extends QuoteVersionBodyDto {
  @ApiProperty({ description: 'The carrier, one of those writing the coverage' })
  @IsString()
  @MinLength(1)
  @MaxLength(20)
  carrier: string;

  @ApiProperty({ minimum: 1, description: 'Annual premium in cents' })
  @IsInt()
  @Min(1)
  @Max(MAX_PREMIUM_CENTS)
  annualPremiumCents: number;

  @ApiProperty({ type: String, format: 'date' })
  @IsISO8601({ strict: true, strictSeparator: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'effectiveDate must be a date (YYYY-MM-DD).' })
  effectiveDate: string;

  @ApiProperty({ type: String, format: 'date' })
  @IsISO8601({ strict: true, strictSeparator: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'expirationDate must be a date (YYYY-MM-DD).' })
  expirationDate: string;

  @ApiProperty({
    enum: MANUAL_BINDABILITIES,
    enumName: 'ManualBindability',
    description: 'BINDABLE_THRU_API: the client can buy it in the cart',
  })
  @IsIn(MANUAL_BINDABILITIES)
  bindability: Bindability;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(1000)
  notes?: string | null;
}

export class ManualCarrierQuoteParamDto extends QuoteIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'carrierQuoteId must be a valid id.' })
  carrierQuoteId: string;
}

export class QuoteVersionQueryDto {
  @ApiProperty({ minimum: 1, description: 'The version of the quote read' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_000_000_000)
  version: number;
}
