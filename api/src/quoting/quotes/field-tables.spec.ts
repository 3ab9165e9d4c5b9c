import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import {
  BUSINESS_FIELDS,
  CLAIM_FIELDS,
  fieldNames,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  submittedFieldNames,
  type FieldTable,
} from '@coverline/contracts';
import { storedName } from './business/business-fields';
import { ClaimDto, LocationDto, OwnerDto } from './business/dto/business-requests.dto';
import {
  BusinessDto,
  ClaimOutDto,
  LocationOutDto,
  mapBusiness,
  OwnerOutDto,
} from './business/dto/business.dto';
import { BusinessClaim } from './business/entities/business-claim.entity';
import { BusinessLocation } from './business/entities/business-location.entity';
import { BusinessOwner } from './business/entities/business-owner.entity';
import { Business } from './business/entities/business.entity';
import type { QuoteAggregate } from './dto/quote.dto';
import { SubmissionDto } from './dto/submission.dto';
import { toQuoteSubmission } from './submission.mapper';

/** Where @nestjs/swagger lists a class's documented properties. */
const SWAGGER_PROPERTIES = 'swagger/apiModelPropertiesArray';

const swaggerProperties = (dto: new () => object): string[] =>
  ((Reflect.getMetadata(SWAGGER_PROPERTIES, dto.prototype) ?? []) as string[]).map((key) =>
    key.replace(/^:/, ''),
  );

const checkedProperties = (dto: new () => object): string[] => [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((m) => m.propertyName),
  ),
];

/** The columns TypeORM maps for an entity, its base classes' included. */
const columnProperties = (entity: abstract new () => object): string[] =>
  getMetadataArgsStorage()
    .columns.filter(
      (c) =>
        typeof c.target === 'function' &&
        (c.target === entity || entity.prototype instanceof c.target),
    )
    .map((c) => c.propertyName);

/** A stored row whose every declared field holds a value of its own. */
const filledRow = (table: FieldTable, id: string) =>
  Object.fromEntries([['id', id], ...fieldNames(table).map((name) => [name, `${name} value`])]);

const aggregates = [
  {
    name: 'locations',
    table: LOCATION_FIELDS,
    entity: BusinessLocation,
    request: LocationDto,
    response: LocationOutDto,
  },
  {
    name: 'owners',
    table: OWNER_FIELDS,
    entity: BusinessOwner,
    request: OwnerDto,
    response: OwnerOutDto,
  },
  {
    name: 'claims',
    table: CLAIM_FIELDS,
    entity: BusinessClaim,
    request: ClaimDto,
    response: ClaimOutDto,
  },
] as const;

describe('the business field tables', () => {
  const business = {
    ...Object.fromEntries(
      fieldNames(BUSINESS_FIELDS).map((name) => [storedName(name), `${name} value`]),
    ),
    locations: [filledRow(LOCATION_FIELDS, 'location-1')],
    owners: [filledRow(OWNER_FIELDS, 'owner-1')],
    claims: [filledRow(CLAIM_FIELDS, 'claim-1')],
  } as unknown as Business;
  const aggregate = {
    app: { client: {}, business, payrollAnswers: {} },
    classCodes: [],
    carrierQuotes: [],
    fein: null,
  } as unknown as QuoteAggregate;

  it.each(aggregates)('store every declared field of the $name in a column', (a) => {
    expect(columnProperties(a.entity).sort()).toEqual(
      ['id', 'businessId', 'position', ...fieldNames(a.table)].sort(),
    );
  });

  it.each(aggregates)('give the $name request every submitted field, checked', (a) => {
    const submitted = submittedFieldNames(a.table);
    expect(swaggerProperties(a.request).sort()).toEqual(['id', ...submitted].sort());
    expect(checkedProperties(a.request).sort()).toEqual(['id', ...submitted].sort());
  });

  it.each(aggregates)('give the $name answer every declared field', (a) => {
    expect(swaggerProperties(a.response)).toEqual(['id', ...fieldNames(a.table)]);
  });

  it.each(aggregates)('carry every declared field of the $name into the answer', (a) => {
    const [answered] = mapBusiness(business, null)[a.name];
    expect(answered).toEqual(filledRow(a.table, `${a.name.slice(0, -1)}-1`));
  });

  it.each(aggregates)('carry every submitted field of the $name into the submission', (a) => {
    const [submitted] = toQuoteSubmission(aggregate)[a.name] ?? [];
    const row = filledRow(a.table, 'unused');
    expect(submitted).toEqual(
      Object.fromEntries(submittedFieldNames(a.table).map((name) => [name, row[name]])),
    );
  });

  it("store every field of the business's own in a column", () => {
    const columns = columnProperties(Business);
    for (const name of fieldNames(BUSINESS_FIELDS)) expect(columns).toContain(storedName(name));
  });

  it("give the submission every field of the business's own, checked", () => {
    expect(swaggerProperties(SubmissionDto)).toEqual(
      expect.arrayContaining(fieldNames(BUSINESS_FIELDS)),
    );
    expect(checkedProperties(SubmissionDto)).toEqual(
      expect.arrayContaining(fieldNames(BUSINESS_FIELDS)),
    );
  });

  it("answer every field of the business's own", () => {
    const answer = mapBusiness(business, null);
    expect(swaggerProperties(BusinessDto)).toEqual(
      expect.arrayContaining(fieldNames(BUSINESS_FIELDS)),
    );
    for (const name of fieldNames(BUSINESS_FIELDS)) expect(answer[name]).toBe(`${name} value`);
  });

  it("carry the business's own fields the rules read into the submission", () => {
    const submitted = toQuoteSubmission(aggregate) as Record<string, unknown>;
    for (const name of fieldNames(BUSINESS_FIELDS).filter((n) => n !== 'naicsMatrixDesc')) {
      expect(submitted[name]).toBe(`${name} value`);
    }
    expect(submitted).not.toHaveProperty('naicsMatrixDesc');
  });

  it('keep what the server alone sets out of a submission', () => {
    expect(submittedFieldNames(OWNER_FIELDS)).not.toContain('signatureStatus');
    expect(fieldNames(OWNER_FIELDS)).toContain('signatureStatus');
  });
});
