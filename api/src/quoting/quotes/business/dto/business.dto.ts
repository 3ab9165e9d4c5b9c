/**
 * What the API answers about a business (its declared fields, with its locations, owners and
 * claims) and the holder look-up's request; `mapBusiness` turns the entity into its answer.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import {
  BUSINESS_FIELDS,
  CLAIM_FIELDS,
  FEIN_PATTERN,
  FormatMessages,
  LOCATION_FIELDS,
  MAILING_ADDRESS_KINDS,
  OWNER_FIELDS,
  pickFields,
} from '@coverline/contracts';
import { ClientDto, mapClient } from '../../../../identity/clients';
import { businessFields } from '../business-fields';
import type { HolderMatch } from '../business.service';
import type { Business } from '../entities/business.entity';
import { AnsweredFields, ResponseFields } from './field-decorators';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const nullableString = { type: String, nullable: true } as const;

export class LocationOutDto extends ResponseFields(LOCATION_FIELDS) {}

export class MailingAddressOutDto {
  @ApiProperty({ enum: MAILING_ADDRESS_KINDS, enumName: 'MailingAddressKind' }) kind: string;
  @ApiPropertyOptional(nullableString) address?: string | null;
  @ApiPropertyOptional(nullableString) address2?: string | null;
  @ApiPropertyOptional(nullableString) city?: string | null;
  @ApiPropertyOptional(nullableString) state?: string | null;
  @ApiPropertyOptional(nullableString) zip?: string | null;
}

export class OwnerOutDto extends ResponseFields(OWNER_FIELDS) {}

export class ClaimOutDto extends ResponseFields(CLAIM_FIELDS) {}

class BusinessKeys {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
}

export class BusinessDto extends AnsweredFields(BusinessKeys, BUSINESS_FIELDS) {
  @ApiProperty({ type: String, nullable: true, description: 'Only the last four digits show' })
  feinMasked: string | null;
  @ApiProperty() noFein: boolean;
  @ApiProperty() noWebsite: boolean;
  @ApiProperty({ type: MailingAddressOutDto, nullable: true })
  mailingAddress: MailingAddressOutDto | null;
  @ApiProperty({ type: [LocationOutDto] }) locations: LocationOutDto[];
  @ApiProperty({ type: [OwnerOutDto] }) owners: OwnerOutDto[];
  @ApiProperty({ type: [ClaimOutDto] }) claims: ClaimOutDto[];
}

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
  @ApiProperty({
    description: "The page's items, in the list's order.",
    type: [BusinessWithClientDto],
  })
  items: BusinessWithClientDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export function mapBusiness(business: Business, fein: string | null): BusinessDto {
  return {
    id: business.id,
    clientId: business.clientId,
    ...businessFields(business),
    feinMasked: fein === null ? null : `•••••${fein.slice(-4)}`,
    noFein: business.noFein,
    noWebsite: business.noWebsite,
    mailingAddress: business.mailingAddress,
    locations: (business.locations ?? []).map((l) => ({
      id: l.id,
      ...pickFields(l, LOCATION_FIELDS),
    })),
    owners: (business.owners ?? []).map((o) => ({ id: o.id, ...pickFields(o, OWNER_FIELDS) })),
    claims: (business.claims ?? []).map((c) => ({ id: c.id, ...pickFields(c, CLAIM_FIELDS) })),
  };
}

export function mapHolder({ business, client, fein }: HolderMatch): BusinessWithClientDto {
  return { business: mapBusiness(business, fein), client: mapClient(client) };
}
