import { describe, expect, it } from 'vitest';
import { carriersSearchSchema, payrollRulesSearchSchema } from './search';

describe('the settings lists’ search parameters', () => {
  it('keeps the page, search and filters a tab understands', () => {
    expect(
      carriersSearchSchema.parse({ page: 2, searchTerm: 'Hartford', status: 'inactive' }),
    ).toEqual({ page: 2, searchTerm: 'Hartford', status: 'inactive' });
    expect(
      payrollRulesSearchSchema.parse({ year: 2026, state: 'CA', entityType: 'LLC', page: '3' }),
    ).toEqual({ year: 2026, state: 'CA', entityType: 'LLC', page: 3 });
  });

  it('drops a bad value instead of failing the tab', () => {
    expect(carriersSearchSchema.parse({ page: 0, status: 'archived', x: 1 })).toEqual({});
    expect(
      payrollRulesSearchSchema.parse({ year: '26', state: 'PR', entityType: 'Trust' }),
    ).toEqual({});
  });
});
