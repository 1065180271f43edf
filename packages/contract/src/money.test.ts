import { describe, expect, it } from 'vitest';
import { breakEvenWinRate, closeResult, openTerms, reasonableStop, winReturn } from './money.js';

/** The arithmetic of trading (shared by server and web): who a rounding favours, the caps. */

const btc = {
  price: 6_500_000n, // 65,000.00 at precision 2
  precision: 2,
  contractSize: '1',
  feeRate: '0.001',
  liquidationLevel: '0.2',
};

describe('openTerms', () => {
  it('computes margin, fee and the liquidation price of a long and a short', () => {
    const long = openTerms({ ...btc, side: 'long', lots: '0.1', leverage: 10 });
    expect(long).toEqual({
      notional: 6_500_000_000n, // 6,500 USDT
      margin: 650_000_000n,
      fee: 6_500_000n,
      liquidationPrice: 5_980_000n, // 59,800.00
    });
    const short = openTerms({ ...btc, side: 'short', lots: '0.1', leverage: 10 });
    expect(short.liquidationPrice).toBe(7_020_000n); // 70,200.00
  });

  it('rounds margin and fee up (owed by the user) and the liquidation price towards the entry', () => {
    // 0.03 lots at 333.33 with leverage 7: notional 9.9999, margin 1.428557..., fee 0.0099999.
    const terms = openTerms({
      side: 'long',
      price: 33_333n,
      precision: 2,
      lots: '0.03',
      contractSize: '1',
      leverage: 7,
      feeRate: '0.001',
      liquidationLevel: '0.2',
    });
    expect(terms.margin).toBe(1_428_558n);
    expect(terms.fee).toBe(10_000n);
    // Exact: 333.33 - 0.8 × 1.428558 / 0.03 = 295.2351...; a long's rounds up to 295.24.
    expect(terms.liquidationPrice).toBe(29_524n);
  });
});

describe('closeResult', () => {
  const position = {
    side: 'long' as const,
    open: 6_500_000n,
    precision: 2,
    lots: '0.1',
    contractSize: '1',
    margin: 650_000_000n,
  };

  it('pays a profit rounded down and charges a loss rounded up', () => {
    // +0.01 on 0.1 units: 0.001 USDT.
    expect(closeResult({ ...position, close: 6_500_001n })).toEqual({
      profit: 1_000n,
      returned: 650_001_000n,
    });
    // 0.333333 units (0.33 lots of 1.0101) moving 0.01: ±0.00333333 USDT.
    expect(
      closeResult({ ...position, lots: '0.33', contractSize: '1.0101', close: 6_500_001n }).profit,
    ).toBe(3_333n);
    expect(
      closeResult({ ...position, lots: '0.33', contractSize: '1.0101', close: 6_499_999n }).profit,
    ).toBe(-3_334n);
  });

  it('never loses more than the margin, and mirrors a short', () => {
    expect(closeResult({ ...position, close: 1n })).toEqual({
      profit: -650_000_000n,
      returned: 0n,
    });
    expect(closeResult({ ...position, side: 'short', close: 6_400_000n }).profit).toBe(
      100_000_000n,
    );
  });
});

describe('reasonableStop', () => {
  const at = { reference: 6_500_000n, entry: 6_500_000n, maxDistance: '0.9' };
  it('wants a long’s stop below and its take profit above, within 90% of the entry', () => {
    expect(reasonableStop({ ...at, kind: 'stopLoss', side: 'long', price: 6_400_000n })).toBe(true);
    expect(reasonableStop({ ...at, kind: 'stopLoss', side: 'long', price: 6_500_000n })).toBe(
      false,
    );
    expect(reasonableStop({ ...at, kind: 'stopLoss', side: 'long', price: 650_000n })).toBe(true);
    expect(reasonableStop({ ...at, kind: 'stopLoss', side: 'long', price: 649_999n })).toBe(false);
    expect(reasonableStop({ ...at, kind: 'takeProfit', side: 'long', price: 12_350_000n })).toBe(
      true,
    );
    expect(reasonableStop({ ...at, kind: 'takeProfit', side: 'long', price: 12_350_001n })).toBe(
      false,
    );
    expect(reasonableStop({ ...at, kind: 'stopLoss', side: 'short', price: 6_500_001n })).toBe(
      true,
    );
    expect(reasonableStop({ ...at, kind: 'takeProfit', side: 'short', price: 6_500_001n })).toBe(
      false,
    );
  });
});

describe('winReturn', () => {
  it('pays stake plus stake × rate, rounded down', () => {
    expect(winReturn(10_000_000n, '0.1')).toBe(11_000_000n);
    // 33.333333 × 0.15 = 4.99999995 → 4.999999 (down: owed to the user).
    expect(winReturn(33_333_333n, '0.15')).toBe(38_333_332n);
  });
});

describe('breakEvenWinRate', () => {
  it('is 1 ÷ (1 + payout), rounded up to four decimals', () => {
    expect(breakEvenWinRate('0.8')).toBe('0.5556');
    expect(breakEvenWinRate('0.82')).toBe('0.5495');
    expect(breakEvenWinRate('0.85')).toBe('0.5406');
    expect(breakEvenWinRate('0.88')).toBe('0.5320');
    // The old seeds: right over 90% of the time just to break even.
    expect(breakEvenWinRate('0.10')).toBe('0.9091');
    expect(breakEvenWinRate('1')).toBe('0.5000');
    expect(breakEvenWinRate('0')).toBe('1.0000');
  });
});
