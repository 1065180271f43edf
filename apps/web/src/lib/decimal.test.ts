import { describe, expect, it } from 'vitest';
import { compareDecimal } from './decimal';

describe('compareDecimal', () => {
  it('compares across different numbers of decimals', () => {
    expect(compareDecimal('1.5', '1.50')).toBe(0);
    expect(compareDecimal('1.05', '1.5')).toBe(-1);
    expect(compareDecimal('65000.10', '9999.99999')).toBe(1);
  });
  it('orders negatives below zero and below positives', () => {
    expect(compareDecimal('-0.40', '0.00')).toBe(-1);
    expect(compareDecimal('-1.25', '-0.40')).toBe(-1);
    expect(compareDecimal('-0.00', '0')).toBe(0);
    expect(compareDecimal('0.01', '-3.00')).toBe(1);
  });
  it('is exact where floating point is not', () => {
    expect(compareDecimal('0.30000000000000001', '0.3')).toBe(1);
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
  });
});
