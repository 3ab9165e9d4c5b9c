import { GL_CLASSES, MASTER_INDEX } from '../../reference-data/seeds/master-index';
import { bundledRateTableRecords } from './bundled';
import type { RateTableRecord } from './types';

/** Wording compared without case, punctuation or spacing: "Consultants - NOC" style differences. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

const glVersions = bundledRateTableRecords().filter(
  (r): r is RateTableRecord<'gl.classes'> => r.kind === 'gl.classes',
);

describe('general liability class table', () => {
  it('has at least one version', () => {
    expect(glVersions.length).toBeGreaterThan(0);
  });

  // A classification is priced with the row of its ISO code, so a row under another class's code
  // silently prices one business with another's rate.
  it.each(glVersions.map((r) => [r.version, r] as const))(
    'version %s names every class as the ISO table the classifications use does',
    (_version, record) => {
      const mismatches = Object.entries(record.data.classes)
        .filter(([code, cls]) => words(cls.description) !== words(GL_CLASSES[code] ?? ''))
        .map(
          ([code, cls]) => `${code}: "${cls.description}" vs "${GL_CLASSES[code] ?? 'unknown'}"`,
        );
      expect(mismatches).toEqual([]);
    },
  );

  it('rates the seeded classifications with the class each is mapped to', () => {
    const classes = glVersions[glVersions.length - 1].data.classes;
    const rated = (description: string) => {
      const entry = MASTER_INDEX.find((e) => e.description === description);
      const cls = entry?.glClassCode ? classes[entry.glClassCode] : undefined;
      return cls && [cls.exposureBasis, cls.lossCostPer1000];
    };
    expect(rated('Plumbing Contractor')).toEqual(['payroll', 8.9]);
    expect(rated('Painting Contractor')).toEqual(['payroll', 7.8]);
    expect(rated('Carpentry - Residential')).toEqual(['payroll', 14.2]);
    expect(rated('Carpentry - Commercial')).toEqual(['payroll', 10.5]);
    expect(rated('Restaurant - No Alcohol')).toEqual(['sales', 1.85]);
    expect(rated('Coffee Shop')).toEqual(['sales', 1.6]);
    expect(rated('Hardware Store')).toEqual(['sales', 1.1]);
    expect(rated('Convenience Store')).toEqual(['sales', 1.25]);
    expect(rated('IT Consulting')).toEqual(['sales', 0.85]);
    // Houses of worship are rated with their own class, not priced as another.
    expect(rated('Religious Organization')).toEqual(['sales', 0.9]);
    expect(classes['41650'].description).toBe('Churches or Other Houses of Worship');
  });
});
