/**
 * Exact decimal arithmetic for premiums. Money is integer cents; rates and factors are the
 * decimals written in the rate tables (1.019, 0.08, 2.8 percent). A factor is read from its
 * shortest decimal form, so 1.019 is exactly 1019/1000 and no binary rounding error creeps in.
 *
 * Rounding rule: every worksheet step rounds its result once, half up (away from zero) to the
 * whole cent; a rate that the method says to round (WC rate to 2 places, BOP rate to 3) is
 * rounded half up to those places before it is used.
 */
interface Ratio {
  num: bigint;
  den: bigint;
}

// Rate tables hold a few hundred distinct decimals; the bound only guards against odd callers.
const CACHE_MAX = 4096;
const cache = new Map<number, Ratio>();

function ratioOf(value: number): Ratio {
  const cached = cache.get(value);
  if (cached) return cached;
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite decimal: ${value}`);
  const [mantissa, exponentText] = value.toString().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0) - fraction.length;
  const digits = BigInt(whole + fraction);
  const ratio =
    exponent >= 0
      ? { num: digits * 10n ** BigInt(exponent), den: 1n }
      : { num: digits, den: 10n ** BigInt(-exponent) };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(value, ratio);
  return ratio;
}

/** num/den rounded half away from zero to an integer. */
function divideHalfUp(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

function product(values: readonly number[]): Ratio {
  let num = 1n;
  let den = 1n;
  for (const value of values) {
    const r = ratioOf(value);
    num *= r.num;
    den *= r.den;
  }
  return { num, den };
}

/** cents x every factor, rounded once, half up, to the cent. */
export function multiplyCents(cents: number, ...factors: number[]): number {
  assertCents(cents);
  const { num, den } = product(factors);
  return Number(divideHalfUp(BigInt(cents) * num, den));
}

/** cents x factors / divisor, rounded once, half up: e.g. payroll x rate / 100. */
export function multiplyDivideCents(cents: number, factors: number[], divisor: number): number {
  assertCents(cents);
  const { num, den } = product(factors);
  const d = ratioOf(divisor);
  return Number(divideHalfUp(BigInt(cents) * num * d.den, den * d.num));
}

/** cents x percent / 100, rounded half up. */
export function percentOfCents(cents: number, percent: number): number {
  return multiplyDivideCents(cents, [percent], 100);
}

/** The product of decimals rounded half up to `places`, e.g. loss cost x LCM to a 2-place rate. */
export function roundedProduct(places: number, ...factors: number[]): number {
  const { num, den } = product(factors);
  const scale = 10n ** BigInt(places);
  const scaled = divideHalfUp(num * scale, den);
  return Number(scaled) / Number(scale);
}

export function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
}

/** "$12,345.67", for worksheet labels: the API's one money formatter. */
export { formatCents } from '../../common/money';

/** The sum of slices of cents each at its own percent, rounded once, half up. */
export function percentSlicesCents(slices: readonly { cents: number; percent: number }[]): number {
  let den = 1n;
  for (const s of slices) {
    const d = ratioOf(s.percent).den;
    if (d > den) den = d;
  }
  let num = 0n;
  for (const s of slices) {
    assertCents(s.cents);
    const r = ratioOf(s.percent);
    num += BigInt(s.cents) * r.num * (den / r.den);
  }
  return Number(divideHalfUp(num, den * 100n));
}
