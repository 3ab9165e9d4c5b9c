import { checkWorksheet, WorksheetBuilder } from './worksheet';

describe('worksheet', () => {
  it('keeps a running total that each step explains', () => {
    const ws = new WorksheetBuilder();
    ws.add('base', 'Base', {}, 100_000);
    ws.factor('factor', 'Factor', {}, 1.019);
    ws.note('note', 'A fact', { anything: true });
    ws.add('credit', 'Credit', {}, -1_900);
    ws.floor('minimum', 'Minimum premium', {}, 150_000);
    const worksheet = ws.build();

    expect(worksheet.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
      ['base', 100_000, 100_000],
      ['factor', 1_900, 101_900],
      ['note', 0, 101_900],
      ['credit', -1_900, 100_000],
      ['minimum', 50_000, 150_000],
    ]);
    expect(worksheet.premiumCents).toBe(150_000);
    expect(checkWorksheet(worksheet)).toEqual([]);
  });

  it('records the factor and the premium it applied to', () => {
    const ws = new WorksheetBuilder();
    ws.add('base', 'Base', {}, 2_591_820);
    ws.factor('el', 'Employers liability', { level: 3 }, 1.019);
    expect(ws.build().steps[1].inputs).toEqual({
      level: 3,
      factor: 1.019,
      premiumBeforeCents: 2_591_820,
    });
  });

  it('finds a worksheet whose steps do not add up', () => {
    const ws = new WorksheetBuilder();
    ws.add('base', 'Base', {}, 1_000);
    const broken = { ...ws.build(), premiumCents: 1_001 };
    expect(checkWorksheet(broken)).toEqual(['premium 1001, steps add up to 1000']);
  });
});
