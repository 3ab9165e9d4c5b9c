import { BindabilityReason } from '@coverline/contracts';
import { loadBundledTables } from '../tables/bundled';
import { carrierClassAppetite, classAppetite, pricingCarriers } from './class-appetite';
import { cowbell, hartford, markel } from './index';

const tables = loadBundledTables();
const on = '2026-06-01';

describe('classAppetite', () => {
  it('names the carriers that price a class the tables rate, with their limits', () => {
    const answers = classAppetite(tables, { line: 'wc', state: 'TX', classCode: '8810', on });
    expect(pricingCarriers(answers).length).toBeGreaterThan(0);
    const writer = answers.find((a) => a.answer === 'writes')!;
    expect(writer.reasons).toEqual([]);
    expect(writer.limits.maxClaims).toBeGreaterThanOrEqual(0);
    expect(writer.limits).not.toHaveProperty('states');
  });

  it('sends workers compensation in a monopolistic state to the state fund', () => {
    const answers = classAppetite(tables, { line: 'wc', state: 'OH', classCode: '8810', on });
    expect(answers.every((a) => a.answer === 'stateFund')).toBe(true);
  });

  it('declines where the carrier does not write the state or the class', () => {
    expect(
      carrierClassAppetite(markel, tables, { line: 'wc', state: 'CA', classCode: '8810', on }),
    ).toMatchObject({ answer: 'declines', reasons: [BindabilityReason.STATE_NOT_WRITTEN] });
    expect(
      carrierClassAppetite(markel, tables, { line: 'wc', state: 'TX', classCode: '5645', on }),
    ).toMatchObject({ answer: 'declines', reasons: [BindabilityReason.CLASS_OUT_OF_APPETITE] });
  });

  it('tells a missing rate apart from a decline', () => {
    expect(
      carrierClassAppetite(hartford, tables, { line: 'wc', state: 'TX', classCode: '0000', on }),
    ).toMatchObject({ answer: 'noRate', reasons: [BindabilityReason.RATES_NOT_AVAILABLE] });
  });

  it('answers LINE_NOT_WRITTEN for a line the carrier does not write', () => {
    expect(cowbell.lines).not.toContain('wc');
    expect(
      carrierClassAppetite(cowbell, tables, { line: 'wc', state: 'TX', classCode: '8810', on }),
    ).toMatchObject({ answer: 'declines', reasons: [BindabilityReason.LINE_NOT_WRITTEN] });
  });
});
