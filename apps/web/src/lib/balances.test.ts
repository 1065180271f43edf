import { describe, expect, it } from 'vitest';
import { balanceOf, equityOf, totalOf } from './balances';

const usdt = { book: 'real', asset: 'USDT', available: '1200.500000', held: '650.250001' } as const;

describe('a book’s figures', () => {
  it('totals available and held to the last unit, never through a float', () => {
    expect(totalOf(usdt)).toBe('1850.750001');
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(totalOf({ ...usdt, available: '0.1', held: '0.2' })).toBe('0.300000');
    expect(totalOf({ ...usdt, available: '9007199254740993.000001', held: '0' })).toBe(
      '9007199254740993.000001',
    );
  });

  it('adds the floating profit or loss to the total for the equity', () => {
    expect(equityOf(usdt, '-19.500000')).toBe('1831.250001');
    expect(equityOf(usdt, '10')).toBe('1860.750001');
    expect(equityOf(usdt, '0.000000')).toBe(totalOf(usdt));
  });

  it('counts a book the server does not list as zero', () => {
    const demo = balanceOf([usdt], 'demo');
    expect(totalOf(demo)).toBe('0.000000');
  });
});
