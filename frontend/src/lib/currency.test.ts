import { formatUsd } from './currency';

describe('formatUsd', () => {
  it('shows whole dollars without cents', () => {
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(5_000)).toBe('$5,000');
    expect(formatUsd(100_000_000)).toBe('$100,000,000');
  });

  it('shows other amounts to the cent', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.99)).toBe('$0.99');
  });
});
