import { describe, expect, it } from 'vitest';
import {
  BUSINESS_FIELDS,
  CLAIM_FIELDS,
  fieldNames,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  submittedFieldNames,
  type FieldTable,
} from '@coverline/contracts';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { fromQuote, toSaveBody } from './values';

/** A row whose every declared field holds a value of its own. */
const filledRow = (table: FieldTable, id: string) =>
  Object.fromEntries([['id', id], ...fieldNames(table).map((name) => [name, `${name} value`])]);

const submittedRow = (table: FieldTable, id: string) => {
  const row = filledRow(table, id);
  return Object.fromEntries(['id', ...submittedFieldNames(table)].map((name) => [name, row[name]]));
};

const aggregates = [
  { name: 'locations', table: LOCATION_FIELDS },
  { name: 'owners', table: OWNER_FIELDS },
  { name: 'claims', table: CLAIM_FIELDS },
] as const;

describe('the wizard values of a business row', () => {
  const quote = {
    coverageType: 'wc',
    client: { email: 'owner@example.com' },
    business: {
      ...Object.fromEntries(fieldNames(BUSINESS_FIELDS).map((name) => [name, `${name} value`])),
      feinMasked: '•••••6789',
      locations: [filledRow(LOCATION_FIELDS, 'l1')],
      owners: [filledRow(OWNER_FIELDS, 'o1')],
      claims: [filledRow(CLAIM_FIELDS, 'c1')],
    },
    wcClassCodes: [],
  } as unknown as QuoteDto;

  it.each(aggregates)('read every submitted field of the $name from a quote', ({ name, table }) => {
    expect(fromQuote(quote)[name]).toEqual([submittedRow(table, `${name[0]}1`)]);
  });

  it("read every field of the business's own from a quote", () => {
    const values = fromQuote(quote) as Record<string, unknown>;
    for (const name of fieldNames(BUSINESS_FIELDS)) expect(values[name]).toBe(`${name} value`);
    expect(values).not.toHaveProperty('feinMasked');
  });

  it.each(aggregates)('save every submitted field of the $name', ({ name, table }) => {
    const row = { ...submittedRow(table, 'row-1'), localExtra: 'kept here' };
    expect(toSaveBody({ [name]: [row] })[name]).toEqual([submittedRow(table, 'row-1')]);
  });
});
