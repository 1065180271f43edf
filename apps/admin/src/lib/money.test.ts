import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('groups thousands and keeps the decimals that carry value, at least two', () => {
    expect(formatAmount('20000.000000')).toBe('20,000.00');
    expect(formatAmount('250')).toBe('250.00');
    expect(formatAmount('25.500000')).toBe('25.50');
    expect(formatAmount('0.00012300')).toBe('0.000123');
    expect(formatAmount('-1234567.5')).toBe('-1,234,567.50');
    expect(formatAmount('100000000000.123456789012345678')).toBe(
      '100,000,000,000.123456789012345678',
    );
  });

  it('shows anything else as it came', () => {
    expect(formatAmount('')).toBe('');
    expect(formatAmount('1e3')).toBe('1e3');
    expect(formatAmount('—')).toBe('—');
  });
});
