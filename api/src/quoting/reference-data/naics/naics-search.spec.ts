import { searchTextOf } from './entities/naics-mapping.entity';
import {
  BusinessTypeIndex,
  trigrams,
  trigramSequence,
  withoutAccents,
  wordSimilarity,
  type SearchableEntry,
} from './naics-search';

let nextId = 0;
function entry(
  description: string,
  codes: { naics: string; wc?: string; gl?: string },
  keywords: string[] = [],
  archived = false,
): SearchableEntry {
  nextId++;
  const fields = {
    masterIndexCode: `MI-${1000 + nextId}`,
    masterIndexDescription: description,
    naicsCode: codes.naics,
    naicsDescription: description,
    keywords,
    wcClassCode: codes.wc ?? null,
    glClassCode: codes.gl ?? null,
    hartfordSpectrumDescription: null,
    employersDescription: null,
  };
  return {
    id: `id-${nextId}`,
    ...fields,
    searchText: searchTextOf(fields),
    archived,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, nextId)),
  };
}

const similarity = (query: string, text: string) =>
  wordSimilarity(new Set(trigrams(query)), trigramSequence(text));

describe('trigrams and word similarity, as pg_trgm computes them', () => {
  it('pads lower-cased words with two spaces in front and one behind', () => {
    expect(trigrams('Word')).toEqual(['  w', ' wo', 'wor', 'ord', 'rd ']);
    expect(trigrams('mi-1001 a')).toEqual([
      ...['  m', ' mi', 'mi '],
      ...['  1', ' 10', '100', '001', '01 '],
      ...['  a', ' a '],
    ]);
    expect(trigrams(' -- ')).toEqual([]);
  });

  it('scores the best continuous extent of the text, in single precision', () => {
    // The example of the pg_trgm documentation.
    expect(similarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(similarity('word', 'word')).toBe(1);
    expect(similarity('zzqxj', 'landscaping')).toBe(0);
    // As PostgreSQL answers: 9 shared of 11 query trigrams and 12 in the best extent.
    expect(similarity('landscping', 'landscaping lawn care')).toBe(Math.fround(9 / 14));
    expect(similarity('plumbr', 'plumbing contractor plumber')).toBe(Math.fround(5 / 7));
  });
});

describe('BusinessTypeIndex', () => {
  const landscaping = entry('Landscaping', { naics: '561730', wc: '0042', gl: '97047' }, [
    'lawn care',
    'gardener',
  ]);
  const lawnMowing = entry('Lawn Mowing', { naics: '561730', wc: '0042' });
  const plumbing = entry('Plumbing Contractor', { naics: '238220', wc: '5183', gl: '98483' }, [
    'plumber',
  ]);
  const restaurant = entry('Restaurant - Full Service', { naics: '722511', wc: '9079' });
  const bakery = entry('Retail Bakery', { naics: '311811', wc: '2003' }, ['bakery']);
  const archivedBakery = entry('Bakery Cafe', { naics: '311811', wc: '2003' }, ['bakery'], true);
  const index = new BusinessTypeIndex([
    landscaping,
    lawnMowing,
    plumbing,
    restaurant,
    bakery,
    archivedBakery,
  ]);
  const find = (q: string, limit = 20) => index.search(q, limit).map((e) => e.id);

  it('forgives misspellings', () => {
    expect(find('landscping')[0]).toBe(landscaping.id);
    expect(find('resturant')[0]).toBe(restaurant.id);
    expect(find('plumbr')[0]).toBe(plumbing.id);
  });

  it('puts exact codes first, whichever code it is, ignoring case', () => {
    expect(find('722511')).toEqual([restaurant.id]);
    expect(find('0042')).toEqual([landscaping.id, lawnMowing.id]);
    expect(find('98483')).toEqual([plumbing.id]);
    expect(find(plumbing.masterIndexCode.toLowerCase())[0]).toBe(plumbing.id);
  });

  it('ranks description prefixes above word prefixes above likeness', () => {
    // "lawn" starts Lawn Mowing's description and only a keyword of Landscaping.
    expect(find('lawn')).toEqual([lawnMowing.id, landscaping.id]);
    expect(find('plu')[0]).toBe(plumbing.id);
    expect(find('resta')[0]).toBe(restaurant.id);
  });

  it('finds nothing for unrelated text and honours the limit', () => {
    expect(find('zzqxj')).toEqual([]);
    expect(find('0042', 1)).toEqual([landscaping.id]);
  });

  it('orders equal scores by description, then the older entry first', () => {
    const newer = entry('Landscaping', { naics: '561730' }, ['lawn care', 'gardener']);
    const older = { ...newer, id: 'id-older', createdAt: new Date(Date.UTC(2025, 0, 1)) };
    const both = new BusinessTypeIndex([newer, plumbing, older]);
    expect(both.search('landscping', 20).map((e) => e.id)).toEqual([older.id, newer.id]);
  });

  it('leaves archived entries out', () => {
    expect(index.size).toBe(5);
    expect(find('bakery')).toEqual([bakery.id]);
    expect(find('bakery cafe')).not.toContain(archivedBakery.id);
  });
});

describe('BusinessTypeIndex with accents folded, as the Spanish search runs it', () => {
  const spanish = (description: string, codes: { naics: string; wc?: string }, english: string) => {
    const e = entry(description, codes);
    return { ...e, searchText: `${description.toLowerCase()} ${english} ${e.searchText}` };
  };
  const plumbing = spanish('Contratista de plomería', { naics: '238220', wc: '5183' }, 'plumbing');
  const bakery = spanish('Panadería - venta al público', { naics: '311811' }, 'retail bakery');
  const index = new BusinessTypeIndex([plumbing, bakery], { fold: withoutAccents });
  const find = (q: string) => index.search(q, 20).map((e) => e.id);

  it('drops accents and keeps the letters', () => {
    expect(withoutAccents('Plomería, Año, Pingüino, Óptica')).toBe(
      'Plomeria, Ano, Pinguino, Optica',
    );
  });

  it('finds a Spanish name typed with or without its accents, by a word or misspelled', () => {
    expect(find('plomería')).toEqual([plumbing.id]);
    expect(find('plomeria')).toEqual([plumbing.id]);
    expect(find('PANADERIA')[0]).toBe(bakery.id);
    expect(find('contratista')).toEqual([plumbing.id]);
    expect(find('plomerias')).toEqual([plumbing.id]);
  });

  it('still finds English words and codes', () => {
    expect(find('plumbing')).toEqual([plumbing.id]);
    expect(find('bakery')).toEqual([bakery.id]);
    expect(find('5183')).toEqual([plumbing.id]);
  });
});
