import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound, fromUnits, maxUnits, minUnits, percentChange, toUnits } from './units.js';

describe('toUnits', () => {
  it('parses whole numbers and decimals at the scale', () => {
    expect(toUnits('65000.12', 2)).toBe(6500012n);
    expect(toUnits('1', 5)).toBe(100000n);
    expect(toUnits('1.5', 3)).toBe(1500n);
    expect(toUnits('0.00001', 5)).toBe(1n);
    expect(toUnits('0', 2)).toBe(0n);
    expect(toUnits('007.10', 2)).toBe(710n);
    expect(toUnits('  12.3 ', 1)).toBe(123n);
    expect(toUnits('42', 0)).toBe(42n);
  });

  it('parses negative values', () => {
    expect(toUnits('-1.25', 2)).toBe(-125n);
    expect(toUnits('-0.01', 2)).toBe(-1n);
    expect(toUnits('-3', 0)).toBe(-3n);
    expect(toUnits('-0', 2)).toBe(0n);
  });

  it('handles values beyond the float range exactly', () => {
    expect(toUnits('123456789012345678901234567890.123456789', 9)).toBe(
      123456789012345678901234567890123456789n,
    );
  });

  it('refuses text that is not a plain decimal', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '1.',
      '.5',
      '+1',
      '1e5',
      '1,5',
      '--1',
      '1.2.3',
      '0x10',
      '- 1',
    ])
      expect(toUnits(bad, 2), bad).toBeUndefined();
  });

  it('refuses more decimals than the scale unless rounding', () => {
    expect(toUnits('1.234', 2)).toBeUndefined();
    expect(toUnits('-1.234', 2)).toBeUndefined();
    expect(toUnits('1.5', 0)).toBeUndefined();
    expect(toUnits('0.000001', 5)).toBeUndefined();
  });

  it('accepts extra decimals that are all zeros without rounding', () => {
    expect(toUnits('1.2300', 2)).toBe(123n);
    expect(toUnits('-1.2300', 2)).toBe(-123n);
    expect(toUnits('5.000', 0)).toBe(5n);
  });

  it('rounds half away from zero when asked', () => {
    expect(toUnits('1.234', 2, true)).toBe(123n);
    expect(toUnits('1.235', 2, true)).toBe(124n);
    expect(toUnits('1.2349999', 2, true)).toBe(123n);
    expect(toUnits('1.2350000', 2, true)).toBe(124n);
    expect(toUnits('1.239', 2, true)).toBe(124n);
    expect(toUnits('-1.234', 2, true)).toBe(-123n);
    expect(toUnits('-1.235', 2, true)).toBe(-124n);
    expect(toUnits('-0.005', 2, true)).toBe(-1n);
    expect(toUnits('0.004', 2, true)).toBe(0n);
    expect(toUnits('2.5', 0, true)).toBe(3n);
    expect(toUnits('-2.5', 0, true)).toBe(-3n);
    expect(toUnits('2.4', 0, true)).toBe(2n);
  });

  it('carries a rounding into the whole part', () => {
    expect(toUnits('0.995', 2, true)).toBe(100n);
    expect(toUnits('9.9999', 3, true)).toBe(10000n);
    expect(toUnits('-99.99', 1, true)).toBe(-1000n);
    expect(fromUnits(toUnits('0.995', 2, true)!, 2)).toBe('1.00');
  });

  it('rounding does not change a value that fits the scale', () => {
    expect(toUnits('1.23', 2, true)).toBe(123n);
    expect(toUnits('1.2', 2, true)).toBe(120n);
    expect(toUnits('-7', 3, true)).toBe(-7000n);
  });

  it('rounding agrees with exact half-away-from-zero arithmetic (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (raw, scale, extra) => {
          // raw at (scale + extra) decimals, rounded to `scale` decimals.
          const text = fromUnits(raw, scale + extra);
          const factor = 10n ** BigInt(extra);
          const abs = raw < 0n ? -raw : raw;
          const q = (abs * 2n + factor) / (2n * factor);
          const expected = raw < 0n ? -q : q;
          expect(toUnits(text, scale, true)).toBe(expected);
          const exact = abs % factor === 0n;
          expect(toUnits(text, scale)).toBe(exact ? raw / factor : undefined);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('fromUnits', () => {
  it('writes exactly `scale` decimals, padding with zeros', () => {
    expect(fromUnits(6500012n, 2)).toBe('65000.12');
    expect(fromUnits(5n, 3)).toBe('0.005');
    expect(fromUnits(50n, 3)).toBe('0.050');
    expect(fromUnits(1000n, 3)).toBe('1.000');
    expect(fromUnits(0n, 2)).toBe('0.00');
    expect(fromUnits(1n, 8)).toBe('0.00000001');
    expect(fromUnits(123456789n, 4)).toBe('12345.6789');
  });

  it('writes negative values with a leading minus', () => {
    expect(fromUnits(-5n, 2)).toBe('-0.05');
    expect(fromUnits(-125n, 2)).toBe('-1.25');
    expect(fromUnits(-100n, 2)).toBe('-1.00');
    expect(fromUnits(-7n, 0)).toBe('-7');
  });

  it('writes whole numbers at scale 0', () => {
    expect(fromUnits(0n, 0)).toBe('0');
    expect(fromUnits(5n, 0)).toBe('5');
    expect(fromUnits(120n, 0)).toBe('120');
  });

  it('round-trips with toUnits (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 12 }),
        (units, scale) => {
          const text = fromUnits(units, scale);
          expect(text).toMatch(scale === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${scale}}$`));
          // No superfluous leading zeros and no "-0".
          expect(text).not.toMatch(/^-?0\d/);
          if (units === 0n) expect(text.startsWith('-')).toBe(false);
          expect(toUnits(text, scale)).toBe(units);
          expect(toUnits(text, scale, true)).toBe(units);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('round-trips canonical decimal strings (property)', () => {
    const decimalText = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^(0|[1-9]\d{0,14})$/),
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 8 }),
      )
      .map(([negative, whole, scale, digits]) => {
        const fraction = digits.slice(0, scale).join('').padEnd(scale, '0');
        const isZero = /^0*$/.test(whole + fraction);
        const text = scale === 0 ? whole : `${whole}.${fraction}`;
        return { text: negative && !isZero ? `-${text}` : text, scale };
      });
    fc.assert(
      fc.property(decimalText, ({ text, scale }) => {
        const units = toUnits(text, scale);
        expect(units).toBeDefined();
        expect(fromUnits(units!, scale)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('divRound', () => {
  it('rounds half away from zero', () => {
    expect(divRound(7n, 2n)).toBe(4n);
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(5n, -2n)).toBe(-3n);
    expect(divRound(-5n, -2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(5n, 3n)).toBe(2n);
    expect(divRound(-4n, 3n)).toBe(-1n);
    expect(divRound(0n, 7n)).toBe(0n);
  });

  it('refuses division by zero', () => {
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }).filter((b) => b !== 0n),
        (a, b) => {
          const q = divRound(a, b);
          // |a - q b| ≤ |b| / 2, and a tie goes away from zero.
          const r = a - q * b;
          const absR2 = (r < 0n ? -r : r) * 2n;
          const absB = b < 0n ? -b : b;
          expect(absR2 <= absB).toBe(true);
          if (absR2 === absB) expect(q < 0n ? -q : q).toBeGreaterThan(0n);
          expect(divRound(-a, b)).toBe(-q);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('percentChange', () => {
  it('answers the change in percent with two decimals', () => {
    expect(percentChange(100n, 101n)).toBe('1.00');
    expect(percentChange(10000n, 10125n)).toBe('1.25');
    expect(percentChange(10000n, 9960n)).toBe('-0.40');
    expect(percentChange(100n, 100n)).toBe('0.00');
    expect(percentChange(100n, 200n)).toBe('100.00');
    expect(percentChange(100n, 0n)).toBe('-100.00');
    expect(percentChange(3n, 4n)).toBe('33.33');
    expect(percentChange(3n, 5n)).toBe('66.67');
    expect(percentChange(3n, 2n)).toBe('-33.33');
    expect(percentChange(3n, 1n)).toBe('-66.67');
  });

  it('keeps the sign of small changes', () => {
    expect(percentChange(10000n, 10001n)).toBe('0.01');
    expect(percentChange(10000n, 9999n)).toBe('-0.01');
    // Half of a hundredth rounds away from zero.
    expect(percentChange(20000n, 20001n)).toBe('0.01');
    expect(percentChange(20000n, 19999n)).toBe('-0.01');
    // Less than half rounds to zero, without a sign.
    expect(percentChange(30000n, 30001n)).toBe('0.00');
    expect(percentChange(30000n, 29999n)).toBe('0.00');
  });

  it('answers 0.00 for a zero or missing reference', () => {
    expect(percentChange(0n, 123n)).toBe('0.00');
    expect(percentChange(undefined, 123n)).toBe('0.00');
  });

  it('matches the exact rational change to a hundredth (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (from, to) => {
          const text = percentChange(from, to);
          expect(text).toMatch(/^-?\d+\.\d{2}$/);
          const hundredths = toUnits(text, 2)!;
          // |hundredths - 10000 (to - from) / from| ≤ 1/2.
          const err = hundredths * from - (to - from) * 10_000n;
          expect((err < 0n ? -err : err) * 2n <= from).toBe(true);
          if (to > from) expect(hundredths >= 0n).toBe(true);
          if (to < from) expect(hundredths <= 0n).toBe(true);
          if (to === from) expect(text).toBe('0.00');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('maxUnits and minUnits', () => {
  it('pick the larger and the smaller', () => {
    expect(maxUnits(1n, 2n)).toBe(2n);
    expect(maxUnits(2n, 1n)).toBe(2n);
    expect(maxUnits(-1n, -2n)).toBe(-1n);
    expect(minUnits(1n, 2n)).toBe(1n);
    expect(minUnits(2n, 1n)).toBe(1n);
    expect(minUnits(-1n, -2n)).toBe(-2n);
    expect(minUnits(5n, 5n)).toBe(5n);
  });
});
