import { fromUnits, toUnits } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { plainDecimal, truncateToUnits, USDT_SCALE } from './units';

describe('units', () => {
  it('reads and writes decimal strings at 6 decimals, past what a JS number holds', () => {
    expect(truncateToUnits('12.5')).toBe(12_500_000n);
    expect(truncateToUnits('-3')).toBe(-3_000_000n);
    expect(truncateToUnits('0.1234569')).toBe(123_456n);
    expect(truncateToUnits('90071992547409.930001')).toBe(90_071_992_547_409_930_001n);
    expect(fromUnits(11_000_000n, USDT_SCALE)).toBe('11.000000');
    expect(fromUnits(-5n, USDT_SCALE)).toBe('-0.000005');
    expect(fromUnits(90_071_992_547_409_930_001n, USDT_SCALE)).toBe('90071992547409.930001');
    expect(() => truncateToUnits('1e3')).toThrow(RangeError);
  });

  it('truncates where the contract refuses: more decimals than the scale', () => {
    expect(truncateToUnits('0.1234569')).toBe(123_456n);
    expect(toUnits('0.1234569', USDT_SCALE)).toBeUndefined();
    expect(truncateToUnits('-1.9999999', 6)).toBe(-1_999_999n);
    expect(truncateToUnits('65000.129', 2)).toBe(6_500_012n);
    expect(truncateToUnits('12.', 2)).toBe(1_200n);
  });

  it('writes a decimal as a user would type it', () => {
    expect(plainDecimal('25000.500000')).toBe('25000.5');
    expect(plainDecimal('11.000000')).toBe('11');
    expect(plainDecimal('100')).toBe('100');
  });
});
