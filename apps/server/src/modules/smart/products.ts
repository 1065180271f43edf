import {
  ASSET_SCALE,
  Code,
  SMART_PAYOUTS,
  annualRate,
  type Language,
  type SmartPayout,
  type SmartProduct,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { internalParameter } from '../../platform/parameters.js';
import { seedContentDir } from '../../platform/paths.js';
import {
  SeedFileError,
  booleanField,
  integerField,
  itemFolders,
  readItem,
  textList,
} from '../../platform/seed-files.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import { PlatformAccount, unitsOf } from '../ledger/index.js';

/**
 * Smart products: seeded from `apps/server/content/smart/<slug>/` (ADR 0019: `meta.txt` with
 * the terms, `<language>.md` with the name as title and the description as body), listed in the
 * reader's language with what the reserve can still fund.
 */

const USDT = ASSET_SCALE.USDT;
const FINE = 18;
export const PENALTY_RATE_KEY = 'smart.earlyExitPenaltyRate';

/** NUMERIC text without trailing zeros. */

export interface SeedProduct {
  code: string;
  termDays: number;
  minAmount: string;
  maxAmount: string;
  dailyRate: string;
  payout: SmartPayout;
  accrualMinute: number;
  onePerUser: boolean;
  sort: number;
  texts: Array<{ language: Language; name: string; description: string }>;
}

const META = [
  'code',
  'term-days',
  'min-amount',
  'max-amount',
  'daily-rate',
  'payout',
  'accrual-minute',
  'one-per-user',
  'order',
] as const;

function amountField(file: string, key: string, value: string): string {
  const units = toUnits(value, USDT);
  if (!/^\d{1,7}(?:\.\d{1,6})?$/.test(value) || units === undefined || units <= 0n) {
    throw new SeedFileError(file, `"${key}" must be a USDT amount above 0 and below 10,000,000`);
  }
  return value;
}

/** Reads and checks the seeded products (`content/smart/`), in their order. */
export function loadSeedProducts(root: string = seedContentDir): SeedProduct[] {
  const dir = join(root, 'smart');
  return itemFolders(dir)
    .map((name) => {
      const item = readItem(join(dir, name), META);
      const file = join(item.dir, 'meta.txt');
      const m = item.meta;
      if (!/^[A-Z0-9][A-Z0-9-]{1,31}$/.test(m.code)) {
        throw new SeedFileError(file, '"code" must be 2 to 32 capitals, digits or hyphens');
      }
      const rate = toUnits(m['daily-rate'], FINE);
      if (!/^0\.\d{1,8}$/.test(m['daily-rate']) || rate === undefined || rate <= 0n) {
        throw new SeedFileError(file, '"daily-rate" must be a fraction above 0, e.g. 0.0003');
      }
      if (rate > toUnits('0.01', FINE)!) {
        throw new SeedFileError(file, '"daily-rate" must be at most 0.01 (1% a day)');
      }
      if (!(SMART_PAYOUTS as readonly string[]).includes(m.payout)) {
        throw new SeedFileError(file, '"payout" must be daily or maturity');
      }
      const minAmount = amountField(file, 'min-amount', m['min-amount']);
      const maxAmount = amountField(file, 'max-amount', m['max-amount']);
      if (toUnits(minAmount, USDT)! > toUnits(maxAmount, USDT)!) {
        throw new SeedFileError(file, '"min-amount" must not exceed "max-amount"');
      }
      return {
        code: m.code,
        termDays: integerField(file, 'term-days', m['term-days'], 1, 3650),
        minAmount,
        maxAmount,
        dailyRate: m['daily-rate'],
        payout: m.payout as SmartPayout,
        accrualMinute: integerField(file, 'accrual-minute', m['accrual-minute'], 0, 1439),
        onePerUser: booleanField(file, 'one-per-user', m['one-per-user']),
        sort: integerField(file, 'order', m.order, 0, 10_000),
        texts: textList(item.texts).map((t) => ({
          language: t.language,
          name: t.title,
          description: t.body.trim(),
        })),
      };
    })
    .sort((a, b) => a.sort - b.sort);
}

/** Inserts the seeded products the database does not have yet (by code); edits survive. */
export async function seedProducts(db: Db, products: readonly SeedProduct[]): Promise<void> {
  for (const p of products) {
    await db.transaction(async (tx) => {
      const [row] = rows<{ id: number }>(
        await tx.execute(sql`
          insert into smart_products (code, term_days, min_amount, max_amount, daily_rate,
            payout, accrual_minute, one_per_user, sort)
          values (${p.code}, ${p.termDays}, ${p.minAmount}, ${p.maxAmount}, ${p.dailyRate},
            ${p.payout}, ${p.accrualMinute}, ${p.onePerUser}, ${p.sort})
          on conflict (code) do nothing
          returning id`),
      );
      if (!row) return;
      for (const t of p.texts) {
        await tx.execute(sql`
          insert into smart_product_texts (product_id, language, name, description)
          values (${row.id}, ${t.language}, ${t.name}, ${t.description})`);
      }
    });
  }
}

/** The early-exit penalty rate now (a fraction from 0 to 1); unreadable fails closed (10018). */
export async function penaltyRate(db: Db): Promise<string> {
  const text = (await internalParameter(db, PENALTY_RATE_KEY))?.trim();
  const units = text === undefined ? undefined : toUnits(text, FINE);
  if (units === undefined || units < 0n || units > 10n ** BigInt(FINE)) {
    throw new AppError(Code.PARAMETER_UNAVAILABLE);
  }
  return plain(fromUnits(units, FINE));
}

/** The yield reserve's balance (real book, USDT units). */
export async function reserveBalance(db: Db): Promise<bigint> {
  const [row] = rows<{ balance: string }>(
    await db.execute(sql`
      select balance::text from ledger_accounts
      where user_id is null and book = 'real' and kind = ${PlatformAccount.yieldReserve}
        and asset = 'USDT'`),
  );
  return row ? unitsOf(row.balance, USDT) : 0n;
}

/**
 * The largest principal whose whole interest (principal × rate × term, rounded down) the
 * reserve covers, at most the product's maximum: units.
 */
export function capacityOf(
  reserve: bigint,
  product: { daily_rate: string; term_days: number; max_amount: string },
): bigint {
  const perUnit = unitsOf(product.daily_rate, FINE) * BigInt(product.term_days);
  const max = unitsOf(product.max_amount, USDT);
  if (perUnit === 0n) return max;
  // floor(P × perUnit ÷ 10^18) ≤ reserve ⇔ P × perUnit < (reserve + 1) × 10^18.
  const fits = ((reserve + 1n) * 10n ** BigInt(FINE) - 1n) / perUnit;
  return fits < max ? fits : max;
}

export interface ProductRow {
  id: number;
  code: string;
  term_days: number;
  min_amount: string;
  max_amount: string;
  daily_rate: string;
  payout: SmartPayout;
  accrual_minute: number;
  one_per_user: boolean;
  active: boolean;
  sort: number;
  updated_at: string | Date;
}

export const productColumns = sql`p.id, p.code, p.term_days, p.min_amount::text,
  p.max_amount::text, p.daily_rate::text, p.payout, p.accrual_minute, p.one_per_user, p.active,
  p.sort, p.updated_at`;

/** The active products in `language` (English where a product has no text in it). */
export async function listProducts(db: Db, language: Language): Promise<SmartProduct[]> {
  const found = rows<ProductRow & { name: string; description: string; lang: Language }>(
    await db.execute(sql`
      select ${productColumns}, t.name, t.description, t.language as lang
      from smart_products p
      join lateral (
        select name, description, language from smart_product_texts x
        where x.product_id = p.id and x.language in (${language}, 'en')
        order by (x.language = ${language}) desc limit 1
      ) t on true
      where p.active
      order by p.sort, p.id`),
  );
  const reserve = await reserveBalance(db);
  const penalty = await penaltyRate(db);
  return found.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    lang: r.lang,
    termDays: r.term_days,
    minAmount: usdt(r.min_amount),
    maxAmount: usdt(r.max_amount),
    dailyRate: plain(r.daily_rate),
    annualRate: annualRate(plain(r.daily_rate)),
    payout: r.payout,
    accrualMinute: r.accrual_minute,
    penaltyRate: penalty,
    onePerUser: r.one_per_user,
    capacity: fromUnits(capacityOf(reserve, r), USDT),
  }));
}
