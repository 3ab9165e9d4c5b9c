import {
  formatCents,
  multiplyCents,
  multiplyDivideCents,
  percentOfCents,
  percentSlicesCents,
  roundedProduct,
} from './money';

describe('money arithmetic', () => {
  it('rounds half up to the cent, once per call', () => {
    // 26,410.65 x 0.9 = 23,769.585 -> 23,769.59
    expect(multiplyCents(2_641_065, 0.9)).toBe(2_376_959);
    // 10 cents x 1.019 x 1.019 = 10.38361 -> 10, rounded once rather than twice
    expect(multiplyCents(10, 1.019, 1.019)).toBe(10);
    expect(multiplyCents(5, 0.5)).toBe(3);
  });

  it('works in exact decimals where binary floating point would not', () => {
    // 0.1 x 3 in floating point is 0.30000000000000004; 1.005 x 100 is 100.49999999999999
    expect(multiplyCents(1_000, 0.1, 3)).toBe(300);
    expect(roundedProduct(2, 1.005)).toBe(1.01);
    // 100 x 0.145 is 14.499999999999998 in floating point; exactly 14.5, it rounds up to 15
    expect(multiplyCents(100, 0.145)).toBe(15);
  });

  it('rounds negative amounts away from zero', () => {
    expect(multiplyCents(-5, 0.5)).toBe(-3);
  });

  it('figures payroll x rate per $100 and percents', () => {
    // $422,200 payroll at $6.10 per $100 = $25,754.20
    expect(multiplyDivideCents(42_220_000, [6.1], 100)).toBe(2_575_420);
    // 2.8% of $25,918.20 = $725.7096 -> $725.71
    expect(percentOfCents(2_591_820, 2.8)).toBe(72_571);
  });

  it('rounds a sum of percent slices once', () => {
    // $10,000 at 0% + $14,244.98 at 9.1% = $1,296.29318 -> $1,296.29
    expect(
      percentSlicesCents([
        { cents: 1_000_000, percent: 0 },
        { cents: 1_424_498, percent: 9.1 },
      ]),
    ).toBe(129_629);
  });

  it('refuses fractions of a cent as input', () => {
    expect(() => multiplyCents(10.5, 1)).toThrow(RangeError);
  });

  it('formats cents as dollars', () => {
    expect(formatCents(2_403_428)).toBe('$24,034.28');
    expect(formatCents(-5)).toBe('-$0.05');
  });
});
