import { LANGUAGES } from '@swx/contract';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedContentDir } from '../../platform/paths.js';
import { SeedFileError } from '../../platform/seed-files.js';
import { capacityOf, loadSeedProducts } from './products.js';
import { accrualAt, firstAccrualAt } from './schedule.js';

/** The seeded products' files, the reserve's capacity and the accrual schedule. */

describe('seeded products', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads the three products, in their order, in all ten languages', () => {
    const products = loadSeedProducts();
    expect(products.map((p) => [p.code, p.termDays, p.dailyRate, p.payout])).toEqual([
      ['EA-STEADY-7', 7, '0.0003', 'daily'],
      ['EA-BALANCED-30', 30, '0.0004', 'maturity'],
      ['EA-GROWTH-90', 90, '0.0005', 'maturity'],
    ]);
    for (const p of products) {
      expect(p.texts.map((t) => t.language).sort()).toEqual([...LANGUAGES].sort());
      // Every language says where the yield comes from: never a trading result.
      for (const t of p.texts) expect(t.description.length).toBeGreaterThan(80);
    }
  });

  it('stops the start on a rate above 1% a day, naming the file', () => {
    dir = mkdtempSync(join(tmpdir(), 'smart-seed-'));
    cpSync(join(seedContentDir, 'smart'), join(dir, 'smart'), { recursive: true });
    const meta = join(dir, 'smart', 'ea-steady-7', 'meta.txt');
    writeFileSync(
      meta,
      'code: EA-STEADY-7\nterm-days: 7\nmin-amount: 100\nmax-amount: 50000\n' +
        'daily-rate: 0.02\npayout: daily\naccrual-minute: 0\none-per-user: false\norder: 1\n',
    );
    expect(() => loadSeedProducts(dir)).toThrow(SeedFileError);
    expect(() => loadSeedProducts(dir)).toThrow(/meta\.txt.*daily-rate/s);
  });
});

describe('capacity', () => {
  const product = { daily_rate: '0.0005', term_days: 90, max_amount: '200000' };
  it('is the largest principal whose whole interest the reserve covers, up to the maximum', () => {
    // 10 USDT: floor(P × 0.045) ≤ 10 000 000 units.
    expect(capacityOf(10_000_000n, product)).toBe(222_222_244n);
    expect((222_222_244n * 45n) / 1000n).toBe(10_000_000n);
    expect((222_222_245n * 45n) / 1000n).toBe(10_000_001n);
    expect(capacityOf(0n, product)).toBe(22n);
    expect(capacityOf(10n ** 15n, product)).toBe(200_000_000_000n);
  });
});

describe('accrual schedule', () => {
  it('accrues first at the accrual time a full day or more after purchase', () => {
    const bought = new Date('2026-11-26T17:30:00Z');
    expect(firstAccrualAt(bought, 0).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(firstAccrualAt(bought, 18 * 60).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(firstAccrualAt(bought, 17 * 60 + 30).toISOString()).toBe('2026-11-27T17:30:00.000Z');
    const first = firstAccrualAt(bought, 0);
    expect(accrualAt(first, 7).toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });
});
