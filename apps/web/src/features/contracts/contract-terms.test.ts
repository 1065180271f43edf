import { describe, expect, it } from 'vitest';
import {
  affordableLots,
  crossedLevel,
  defaultLeverage,
  estimateOpen,
  floatingProfit,
  lotsProblem,
  lotsShare,
  parsePrice,
  positionDigits,
  quickLeverage,
  quickLots,
  resultAt,
  stopLimit,
  stopProblem,
} from './contract-terms';
import { contractProduct, position } from './contract.fixture';

/**
 * What the contract screens build on the shared arithmetic (@swx/contract money.ts, tested
 * there): the server's own vectors seen through the web's decimal strings, then the checks of
 * typed values and the quick picks.
 */

/** BTCUSDT's terms as seeded: contract size 1, fee 0.1%, liquidation at 20%, 0.01 to 100 lots. */
const product = contractProduct;

describe('the estimate of opening', () => {
  it('gives margin, fee, their total and the liquidation price as decimal strings', () => {
    expect(
      estimateOpen({
        side: 'long',
        price: '65000.00',
        precision: 2,
        lots: '0.1',
        leverage: 10,
        product,
      }),
    ).toEqual({
      notional: '6500.000000',
      margin: '650.000000',
      fee: '6.500000',
      total: '656.500000',
      liquidationPrice: '59800.00',
    });
  });

  it('rounds margin and fee up and the liquidation price towards the entry, as charged', () => {
    // 0.03 lots at 333.33 with leverage 7: notional 9.9999, margin 1.428557..., fee 0.0099999.
    const at = { price: '333.33', precision: 2, lots: '0.03', leverage: 7, product };
    expect(estimateOpen({ ...at, side: 'long' })).toEqual({
      notional: '9.999900',
      margin: '1.428558',
      fee: '0.010000',
      total: '1.438558',
      // Exact: 333.33 - 0.8 × 1.428558 / 0.03 = 295.2351...: a long's rounds up.
      liquidationPrice: '295.24',
    });
    // Exact: 333.33 + 0.8 × 1.428558 / 0.03 = 371.4248...: a short's rounds down.
    expect(estimateOpen({ ...at, side: 'short' }).liquidationPrice).toBe('371.42');
  });

  it('stays exact past what a JS number holds', () => {
    // 100 lots of 100,000 units at 1.23456 with leverage 100 (a forex lot).
    const forex = { ...product, contractSize: '100000' };
    const terms = estimateOpen({
      side: 'short',
      price: '1.23457',
      precision: 5,
      lots: '100',
      leverage: 100,
      product: forex,
    });
    expect(terms.notional).toBe('12345700.000000');
    expect(terms.margin).toBe('123457.000000');
    expect(terms.fee).toBe('12345.700000');
    expect(terms.total).toBe('135802.700000');
  });
});

describe('what a price realises', () => {
  const long = position({ openPrice: '65000.1', lots: '0.1', margin: '650.001000' });

  it('is the floating profit or loss of a long and a short, a profit down and a loss up', () => {
    expect(resultAt(long, '65100.1')).toEqual({ profit: '10.000000', returned: '660.001000' });
    expect(resultAt(long, '64900.1')).toEqual({ profit: '-10.000000', returned: '640.001000' });
    expect(resultAt({ ...long, side: 'short' }, '65100.1').profit).toBe('-10.000000');
    const odd = { ...long, lots: '0.33', contractSize: '1.0101' };
    expect(resultAt(odd, '65000.11').profit).toBe('0.003333');
    expect(resultAt(odd, '65000.09').profit).toBe('-0.003334');
  });

  it('never loses more than the margin', () => {
    expect(resultAt(long, '1')).toEqual({ profit: '-650.001000', returned: '0.000000' });
  });
});

describe('the floating profit or loss of open positions', () => {
  const btc = position({ id: '1', openPrice: '65000', margin: '650.000000' });
  const shortBtc = position({ id: '2', side: 'short', lots: '0.2', margin: '1300.000000' });
  const eth = position({ id: '3', code: 'ETHUSDT', openPrice: '3000', lots: '1', margin: '300' });

  it('adds up each position’s result at its own instrument’s price', () => {
    const prices = new Map([
      ['BTCUSDT', '65100'],
      ['ETHUSDT', '2990.5'],
    ]);
    // +10 for the long, -20 for the short twice its size, -9.5 on ETH.
    expect(floatingProfit([btc, shortBtc, eth], prices)).toBe('-19.500000');
  });

  it('counts a loss beyond the margin as the margin, as the server closes it', () => {
    expect(floatingProfit([btc], new Map([['BTCUSDT', '1']]))).toBe('-650.000000');
  });

  it('is zero without open positions and unknown while a price is missing', () => {
    expect(floatingProfit([], new Map())).toBe('0.000000');
    expect(floatingProfit([btc, eth], new Map([['BTCUSDT', '65100']]))).toBeUndefined();
  });
});

describe('stop loss and take profit', () => {
  const rules = {
    precision: 2,
    reference: '65000.00',
    entry: '65000.00',
    maxDistance: '0.9',
  } as const;

  it('are optional', () => {
    expect(stopProblem({ ...rules, kind: 'stopLoss', side: 'long', text: '' })).toBeNull();
  });

  it('are prices of the instrument’s precision', () => {
    const check = (text: string) => stopProblem({ ...rules, kind: 'stopLoss', side: 'long', text });
    expect(check('64000,5')).toBe('format');
    expect(check('0')).toBe('format');
    expect(check('-1')).toBe('format');
    expect(check('64000.123')).toBe('decimals');
    expect(check('64000.12')).toBeNull();
  });

  it('sit on the losing side for a stop, the winning side for a take profit', () => {
    const check = (kind: 'stopLoss' | 'takeProfit', side: 'long' | 'short', text: string) =>
      stopProblem({ ...rules, kind, side, text });
    expect(check('stopLoss', 'long', '65000')).toBe('side');
    expect(check('stopLoss', 'long', '64999.99')).toBeNull();
    expect(check('takeProfit', 'long', '65000')).toBe('side');
    expect(check('takeProfit', 'long', '65000.01')).toBeNull();
    expect(check('stopLoss', 'short', '64999.99')).toBe('side');
    expect(check('stopLoss', 'short', '65000.01')).toBeNull();
    expect(check('takeProfit', 'short', '65000.01')).toBe('side');
    expect(check('takeProfit', 'short', '64999.99')).toBeNull();
  });

  it('are checked against the current price, and their distance against the entry', () => {
    // The price has risen to 70,000 since an entry at 65,000.
    const moved = { ...rules, reference: '70000.00' };
    expect(stopProblem({ ...moved, kind: 'takeProfit', side: 'long', text: '68000' })).toBe('side');
    expect(stopProblem({ ...moved, kind: 'stopLoss', side: 'long', text: '68000' })).toBeNull();
    // 90% of 65,000 from the entry: from 6,500 to 123,500.
    expect(stopProblem({ ...moved, kind: 'stopLoss', side: 'long', text: '6499.99' })).toBe(
      'distance',
    );
    expect(stopProblem({ ...moved, kind: 'stopLoss', side: 'long', text: '6500' })).toBeNull();
    expect(stopProblem({ ...moved, kind: 'takeProfit', side: 'long', text: '123500.01' })).toBe(
      'distance',
    );
    // Without the product's distance at hand, only the side is checked.
    expect(
      stopProblem({
        ...moved,
        maxDistance: undefined,
        kind: 'takeProfit',
        side: 'long',
        text: '999999',
      }),
    ).toBeNull();
  });

  it('name the farthest level allowed, as the server rounds it', () => {
    const limit = { entry: '65000.01', precision: 2, maxDistance: '0.9' };
    // 90% of 65,000.01 is 58,500.009, kept as 58,500.00 at the instrument's precision.
    expect(stopLimit({ ...limit, kind: 'stopLoss', side: 'long' })).toBe('6500.01');
    expect(stopLimit({ ...limit, kind: 'takeProfit', side: 'long' })).toBe('123500.01');
    expect(stopLimit({ ...limit, kind: 'stopLoss', side: 'short' })).toBe('123500.01');
    expect(stopLimit({ ...limit, kind: 'takeProfit', side: 'short' })).toBe('6500.01');
  });

  it('parses a typed price at the instrument’s precision, or refuses it', () => {
    expect(parsePrice('65000.1', 2)).toBe(6_500_010n);
    expect(parsePrice('65000.123', 2)).toBeNull();
    expect(parsePrice('6.5e4', 2)).toBeNull();
  });
});

describe('lots', () => {
  it('hold the product’s range and steps', () => {
    expect(lotsProblem('', product)).toBe('required');
    expect(lotsProblem('1e2', product)).toBe('format');
    expect(lotsProblem('0', product)).toBe('zero');
    expect(lotsProblem('0.015', product)).toBe('decimals');
    expect(lotsProblem('0.009', product)).toBe('decimals');
    expect(lotsProblem('0.001', product)).toBe('decimals');
    expect(lotsProblem('0.01', product)).toBeNull();
    expect(lotsProblem('100.01', product)).toBe('aboveMaximum');
    expect(lotsProblem('100', product)).toBeNull();
    expect(lotsProblem('0.5', { ...product, minLots: '1' })).toBe('belowMinimum');
  });

  it('go as far as the balance covers margin and fee, in steps', () => {
    const at = { price: '65000.00', precision: 2, leverage: 10, product };
    // One lot costs 6,500 margin + 65 fee = 6,565.
    expect(affordableLots({ ...at, available: '6565' })).toBe('1');
    expect(affordableLots({ ...at, available: '6564.999999' })).toBe('0.99');
    expect(affordableLots({ ...at, available: '65.65' })).toBe('0.01');
    expect(affordableLots({ ...at, available: '65.649999' })).toBeNull();
    // Capped at the product's maximum.
    expect(affordableLots({ ...at, available: '100000000' })).toBe('100');
  });

  it('offer shares of the most, in steps and at least the minimum, and round counts', () => {
    expect(lotsShare('1.5', 25, product)).toBe('0.37');
    expect(lotsShare('1.5', 50, product)).toBe('0.75');
    expect(lotsShare('1.5', 100, product)).toBe('1.5');
    expect(lotsShare('0.02', 25, product)).toBe('0.01');
    expect(quickLots(product)).toEqual(['0.01', '0.1', '1', '10']);
    expect(quickLots({ minLots: '0.1', maxLots: '5' })).toEqual(['0.1', '1']);
  });
});

describe('leverage', () => {
  it('offers presets up to the maximum and starts at 10× or the maximum', () => {
    expect(quickLeverage(100)).toEqual([1, 5, 10, 20, 50, 100]);
    expect(quickLeverage(50)).toEqual([1, 5, 10, 20, 50]);
    expect(quickLeverage(20)).toEqual([1, 5, 10, 20]);
    expect(quickLeverage(8)).toEqual([1, 5, 8]);
    expect(quickLeverage(1)).toEqual([1]);
    expect(defaultLeverage(50)).toBe(10);
    expect(defaultLeverage(5)).toBe(5);
  });
});

describe('crossedLevel', () => {
  const open = position({
    side: 'long',
    openPrice: '65000',
    stopLoss: '64000',
    takeProfit: '66000',
    liquidationPrice: '59800',
  });

  it('says which level a price reaches, in the order the server applies them', () => {
    expect(crossedLevel(open, '65000')).toBeNull();
    expect(crossedLevel(open, '66000')).toBe('take_profit');
    expect(crossedLevel(open, '64000')).toBe('stop_loss');
    expect(crossedLevel(open, '59000')).toBe('stop_loss');
    // A stop beyond the liquidation price: liquidation comes first.
    expect(crossedLevel({ ...open, stopLoss: '59000' }, '59500')).toBe('liquidation');
    expect(crossedLevel({ ...open, stopLoss: null, takeProfit: null }, '70000')).toBeNull();
    const short = { ...open, side: 'short' as const, stopLoss: '66000', takeProfit: '64000' };
    expect(crossedLevel({ ...short, liquidationPrice: '70200' }, '63999.99')).toBe('take_profit');
    expect(crossedLevel({ ...short, liquidationPrice: '70200' }, '66000.5')).toBe('stop_loss');
  });
});

describe('positionDigits', () => {
  it('takes the most decimals of the prices at hand', () => {
    expect(positionDigits({ openPrice: '65000.1', liquidationPrice: '59800' }, '65000.12')).toBe(2);
    expect(positionDigits({ openPrice: '1.0845', liquidationPrice: '1.07' }, undefined)).toBe(4);
  });
});
