import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { FEIN_PATTERN, FormatMessages } from '@coverline/contracts';
import { BusinessDto, ClientDto, mapBusiness, mapClient } from '../../quotes/dto/quote.dto';
import type { HolderMatch } from '../business.service';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class HolderQueryDto {
  @ApiProperty({ example: '12-3456789' })
  @Transform(trim)
  @Matches(FEIN_PATTERN, { message: FormatMessages.fein })
  fein: string;
}

export class BusinessWithClientDto {
  @ApiProperty({ type: BusinessDto }) business: BusinessDto;
  @ApiProperty({ type: ClientDto }) client: ClientDto;
}

export class BusinessPageDto {
  @ApiProperty({ type: [BusinessWithClientDto] }) items: BusinessWithClientDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export function mapHolder({ business, client, fein }: HolderMatch): BusinessWithClientDto {
  return { business: mapBusiness(business, fein), client: mapClient(client) };
}
