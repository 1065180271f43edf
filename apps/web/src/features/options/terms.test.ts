import { describe, expect, it } from 'vitest';
import { normalizeAmount } from '../../lib/validation';
import { quickStakes, shareOf, stakeProblem, winProfit, winReturn } from './terms';

describe('the return of a win', () => {
  it('is the stake plus stake × rate', () => {
    expect(winReturn('10', '0.1')).toBe('11.000000');
    expect(winReturn('100', '0.25')).toBe('125.000000');
    expect(winProfit('10', '0.10')).toBe('1.000000');
  });

  it('rounds the payout down to 6 decimals, as the server does', () => {
    // 10.000001 × 0.15 = 1.50000015: the 0.00000015 is not paid.
    expect(winReturn('10.000001', '0.15')).toBe('11.500001');
    expect(winProfit('10.000001', '0.15')).toBe('1.500000');
    // 0.000009 × 0.1 = 0.0000009: nothing.
    expect(winProfit('0.000009', '0.1')).toBe('0.000000');
    // A rate with more decimals than the stake is exact until the final floor.
    expect(winProfit('1', '0.123456789')).toBe('0.123456');
  });

  it('stays exact where floating point would not (0.1 + 0.2 and 2^53 and beyond)', () => {
    expect(winReturn('0.2', '0.5')).toBe('0.300000');
    expect(winReturn('9007199254740993', '0.1')).toBe('9907919180215092.300000');
    expect(winReturn('99999999999999.999999', '0.25')).toBe('124999999999999.999998');
  });
});

describe('quick picks', () => {
  it('takes a share of the available balance, rounded down, capped at the period maximum', () => {
    expect(shareOf('100000.000000', 25, '100000')).toBe('25000');
    expect(shareOf('100000.000000', 50, '100000')).toBe('50000');
    expect(shareOf('250000', 100, '100000')).toBe('100000');
    expect(shareOf('10.000003', 25, '100000')).toBe('2.5');
    expect(shareOf('0.000003', 25, '100000')).toBe('0');
    expect(shareOf('1234.567891', 100, '100000')).toBe('1234.567891');
  });

  it('offers the round amounts within the period range', () => {
    expect(quickStakes('10', '100000')).toEqual(['10', '50', '100', '500']);
    expect(quickStakes('20', '100000')).toEqual(['50', '100', '500', '1000']);
    expect(quickStakes('10', '60')).toEqual(['10', '50']);
  });
});

describe('stakeProblem', () => {
  const rules = { minimum: '10', maximum: '100000', available: '5000' };
  it('asks for a number of the API format', () => {
    expect(stakeProblem('', rules)).toBe('required');
    expect(stakeProblem('1e3', rules)).toBe('format');
    expect(stakeProblem('0', rules)).toBe('zero');
  });

  it('reads the locale decimal separator through normalizeAmount', () => {
    expect(stakeProblem(normalizeAmount('10,5'), rules)).toBeNull();
    expect(stakeProblem(normalizeAmount('10\u066B5'), rules)).toBeNull();
    expect(stakeProblem('10,5', rules)).toBe('format');
  });

  it('refuses more than 6 decimals instead of rounding', () => {
    expect(stakeProblem('10.1234567', rules)).toBe('decimals');
    expect(stakeProblem('10.123456', rules)).toBeNull();
  });

  it('holds the period range, then the balance', () => {
    expect(stakeProblem('9.999999', rules)).toBe('belowMinimum');
    expect(stakeProblem('10', rules)).toBeNull();
    expect(stakeProblem('100000.000001', { ...rules, available: '1000000' })).toBe('aboveMaximum');
    expect(stakeProblem('100000', { ...rules, available: '1000000' })).toBeNull();
    expect(stakeProblem('5000.000001', rules)).toBe('aboveAvailable');
    expect(stakeProblem('5000', rules)).toBeNull();
    // The range is said before the balance: it cannot be fixed by a deposit.
    expect(stakeProblem('200000', rules)).toBe('aboveMaximum');
    // An unknown balance (still loading) is not held against the stake.
    expect(stakeProblem('6000', { minimum: '10', maximum: '100000' })).toBeNull();
  });
});
