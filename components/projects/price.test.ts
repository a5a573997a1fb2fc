import { formatPkr } from './price';

describe('formatPkr', () => {
  it('writes rupees in full with thousands separators', () => {
    expect(formatPkr(1_000_000)).toBe('PKR 1,000,000');
    expect(formatPkr(4_800_000)).toBe('PKR 4,800,000');
  });

  it('writes millions compactly when asked, keeping one decimal only when needed', () => {
    expect(formatPkr(1_500_000, true)).toBe('PKR 1.5M');
    expect(formatPkr(9_600_000, true)).toBe('PKR 9.6M');
    expect(formatPkr(2_000_000, true)).toBe('PKR 2M');
  });

  it('keeps amounts under a million in full even when compact', () => {
    expect(formatPkr(850_000, true)).toBe('PKR 850,000');
  });
});
