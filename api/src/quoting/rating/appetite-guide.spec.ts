import { CarrierName } from '@coverline/contracts';
import type { CarrierClassAppetite } from './carriers/class-appetite';
import {
  canQuote,
  classCodeFor,
  noCarrierWritesSentence,
  searchBusinessTypes,
  verdictOf,
  type BusinessType,
} from './appetite-guide';

const type = (over: Partial<BusinessType>): BusinessType => ({
  masterIndexCode: 'MI-1',
  description: 'Landscaping',
  naicsCode: '561730',
  wcClassCode: '0042',
  glClassCode: '97047',
  keywords: ['yard work'],
  ...over,
});
const TYPES = [
  type({}),
  type({
    masterIndexCode: 'MI-2',
    description: 'Landscape Architect',
    wcClassCode: '8601',
    glClassCode: '91405',
    naicsCode: '541320',
    keywords: [],
  }),
  type({
    masterIndexCode: 'MI-3',
    description: 'Roofing Contractor',
    wcClassCode: '5551',
    glClassCode: '98677',
    naicsCode: '238160',
    keywords: ['roofer'],
  }),
];
const answer = (a: CarrierClassAppetite['answer']): CarrierClassAppetite => ({
  carrier: CarrierName.Hartford,
  answer: a,
  reasons: [],
  limits: { maxClaims: 0 },
});

describe('searchBusinessTypes', () => {
  const codes = (term: string) =>
    searchBusinessTypes(TYPES, term).map((h) => [h.businessType.masterIndexCode, h.matchedBy]);

  it('reads four digits as a WC class, five as a GL class, two to six as a NAICS prefix', () => {
    expect(codes('5551')).toEqual([['MI-3', 'wcClass']]);
    expect(codes('98677')).toEqual([['MI-3', 'glClass']]);
    expect(codes('56')).toEqual([['MI-1', 'naics']]);
    expect(codes('541320')).toEqual([['MI-2', 'naics']]);
  });

  it('puts the description itself first, then descriptions starting with the words, then keywords', () => {
    expect(codes('landscaping')).toEqual([['MI-1', 'text']]);
    expect(codes('Landsc')).toEqual([
      ['MI-1', 'text'],
      ['MI-2', 'text'],
    ]);
    expect(codes('roofer')).toEqual([['MI-3', 'text']]);
    expect(codes('plumbing')).toEqual([]);
  });
});

describe('verdictOf', () => {
  it('is writes when any carrier writes, refers when one only refers', () => {
    expect(verdictOf([answer('declines'), answer('writes'), answer('refers')])).toBe('writes');
    expect(verdictOf([answer('declines'), answer('refers')])).toBe('refers');
    expect(canQuote('refers')).toBe(true);
  });

  it('is none when every carrier declines or has no rate, and with no carrier at all', () => {
    expect(verdictOf([answer('declines'), answer('noRate')])).toBe('none');
    expect(verdictOf([])).toBe('none');
    expect(canQuote('none')).toBe(false);
  });

  it('leaves the state fund its own answer', () => {
    expect(verdictOf([answer('stateFund'), answer('stateFund')])).toBe('stateFund');
  });
});

describe('classCodeFor and the sentence', () => {
  it('rates WC by the NCCI class, GL and BOP by the ISO class, cyber by none', () => {
    const roofing = TYPES[2]!;
    expect(classCodeFor(roofing, 'wc')).toBe('5551');
    expect(classCodeFor(roofing, 'gl')).toBe('98677');
    expect(classCodeFor(roofing, 'bop')).toBe('98677');
    expect(classCodeFor(roofing, 'cyber')).toBeNull();
  });

  it('names the business, the state and the line in one sentence', () => {
    expect(noCarrierWritesSentence('Roofing Contractor', 'FL', 'gl')).toBe(
      'None of our carriers writes roofing contractor in Florida for general liability.',
    );
    expect(noCarrierWritesSentence('HVAC Contractor', 'NY', 'bop')).toBe(
      "None of our carriers writes HVAC contractor in New York for a business owner's policy.",
    );
  });
});
