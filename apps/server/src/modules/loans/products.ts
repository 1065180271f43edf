import {
  AGREEMENT_FIELDS,
  ASSET_SCALE,
  Code,
  LOAN_AMOUNT_MAX_USDT,
  LOAN_DAILY_RATE_MAX,
  LOAN_TERM_DAYS_MAX,
  annualRate,
  type Language,
  type LoanLevel,
  type LoanLimit,
  type LoanProduct,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { countParameter } from '../../platform/parameters.js';
import { seedContentDir } from '../../platform/paths.js';
import {
  SeedFileError,
  integerField,
  itemFolders,
  readItem,
  textList,
} from '../../platform/seed-files.js';
import { plain, toUnits, usdt } from '../../platform/units.js';
import { PlatformAccount, unitsOf } from '../ledger/index.js';

/**
 * Loan products and the agreement, seeded from `apps/server/content/loans/` (ADR 0019):
 * `products/<slug>/meta.txt` with the terms and `<language>.md` with the name and description;
 * `agreement/meta.txt` with its version and `<language>.md` with the template, whose
 * `{{field}}`s are filled when a customer applies (docs/adr/0025).
 */

const USDT = ASSET_SCALE.USDT;
const FINE = 18;
export const INTEREST_FREE_DAYS_KEY = 'loan.interestFreeDays';

/** NUMERIC text without trailing zeros. */

export interface SeedLoanProduct {
  code: string;
  terms: number[];
  dailyRate: string;
  minAmount: string;
  maxVerified: string;
  maxEstablished: string;
  sort: number;
  texts: Array<{ language: Language; name: string; description: string }>;
}

export interface SeedAgreement {
  version: number;
  texts: Array<{ language: Language; template: string }>;
}

const META = [
  'code',
  'terms',
  'daily-rate',
  'min-amount',
  'max-verified',
  'max-established',
  'order',
] as const;

function amountField(file: string, key: string, value: string): bigint {
  const units = toUnits(value, USDT);
  if (
    !/^\d{1,6}(?:\.\d{1,6})?$/.test(value) ||
    units === undefined ||
    units <= 0n ||
    units > toUnits(LOAN_AMOUNT_MAX_USDT, USDT)!
  ) {
    throw new SeedFileError(file, `"${key}" must be a USDT amount above 0, at most 100,000`);
  }
  return units;
}

/** Reads and checks the seeded products (`content/loans/products/`), in their order. */
export function loadSeedLoanProducts(root: string = seedContentDir): SeedLoanProduct[] {
  const dir = join(root, 'loans', 'products');
  return itemFolders(dir)
    .map((name) => {
      const item = readItem(join(dir, name), META);
      const file = join(item.dir, 'meta.txt');
      const m = item.meta;
      if (!/^[A-Z0-9][A-Z0-9-]{1,31}$/.test(m.code)) {
        throw new SeedFileError(file, '"code" must be 2 to 32 capitals, digits or hyphens');
      }
      const terms = m.terms
        .split(',')
        .map((t) => integerField(file, 'terms', t.trim(), 1, LOAN_TERM_DAYS_MAX));
      if (terms.length > 12 || terms.some((t, i) => i > 0 && t <= terms[i - 1]!)) {
        throw new SeedFileError(file, '"terms" must be 1 to 12 day counts in ascending order');
      }
      const rate = toUnits(m['daily-rate'], FINE);
      if (
        !/^0(?:\.\d{1,8})?$/.test(m['daily-rate']) ||
        rate === undefined ||
        rate > toUnits(LOAN_DAILY_RATE_MAX, FINE)!
      ) {
        throw new SeedFileError(file, '"daily-rate" must be a fraction from 0 to 0.005');
      }
      const min = amountField(file, 'min-amount', m['min-amount']);
      const verified = amountField(file, 'max-verified', m['max-verified']);
      const established = amountField(file, 'max-established', m['max-established']);
      if (min > verified || verified > established) {
        throw new SeedFileError(file, 'amounts must be min ≤ max-verified ≤ max-established');
      }
      return {
        code: m.code,
        terms,
        dailyRate: m['daily-rate'],
        minAmount: m['min-amount'],
        maxVerified: m['max-verified'],
        maxEstablished: m['max-established'],
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

/** Reads and checks the seeded agreement: every `{{field}}` known, in every language. */
export function loadSeedAgreement(root: string = seedContentDir): SeedAgreement {
  const dir = join(root, 'loans', 'agreement');
  const item = readItem(dir, ['version']);
  const version = integerField(join(dir, 'meta.txt'), 'version', item.meta.version, 1, 100_000);
  const texts = textList(item.texts).map((t) => {
    for (const [, name] of t.body.matchAll(/\{\{(\w*)\}\}/g)) {
      if (!(AGREEMENT_FIELDS as readonly string[]).includes(name!)) {
        throw new SeedFileError(t.file, `unknown field {{${name}}}`);
      }
    }
    return { language: t.language, template: t.body.trim() };
  });
  return { version, texts };
}

/** Inserts the seeded products and agreement version the database does not have yet. */
export async function seedLoans(
  db: Db,
  products: readonly SeedLoanProduct[],
  agreement: SeedAgreement,
): Promise<void> {
  for (const p of products) {
    await db.transaction(async (tx) => {
      const [row] = rows<{ id: number }>(
        await tx.execute(sql`
          insert into loan_products (code, terms, daily_rate, min_amount, max_verified,
            max_established, sort)
          values (${p.code}, ${`{${p.terms.join(',')}}`}::integer[], ${p.dailyRate},
            ${p.minAmount}, ${p.maxVerified}, ${p.maxEstablished}, ${p.sort})
          on conflict (code) do nothing
          returning id`),
      );
      if (!row) return;
      for (const t of p.texts) {
        await tx.execute(sql`
          insert into loan_product_texts (product_id, language, name, description)
          values (${row.id}, ${t.language}, ${t.name}, ${t.description})`);
      }
    });
  }
  for (const t of agreement.texts) {
    await db.execute(sql`
      insert into loan_agreements (version, language, template)
      values (${agreement.version}, ${t.language}, ${t.template})
      on conflict do nothing`);
  }
}

export interface LoanProductRow {
  id: number;
  code: string;
  terms: number[];
  daily_rate: string;
  min_amount: string;
  max_verified: string;
  max_established: string;
  active: boolean;
  sort: number;
  name: string;
  description: string;
  lang: string;
}

/** A product's columns with its name and description (`productFrom`'s text in a language). */
export function productColumns() {
  return sql`p.id, p.code, p.terms, p.daily_rate::text, p.min_amount::text,
    p.max_verified::text, p.max_established::text, p.active, p.sort,
    coalesce(t.name, p.code) as name, coalesce(t.description, '') as description,
    coalesce(t.language, 'en') as lang`;
}
export function productFrom(language: Language) {
  return sql`loan_products p left join lateral (
      select name, description, language from loan_product_texts x
      where x.product_id = p.id
      order by (x.language = ${language}) desc, (x.language = 'en') desc limit 1) t on true`;
}

/** The terms array as the driver answers it (PGlite: an array; some paths: '{7,14}'). */
export function termsOf(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter((t) => t !== '')
    .map(Number);
}

/** What each level may borrow with a product. */
export function limitsOf(p: LoanProductRow): LoanLimit[] {
  return [
    { level: 'unverified', minAmount: usdt(p.min_amount), maxAmount: usdt('0') },
    { level: 'verified', minAmount: usdt(p.min_amount), maxAmount: usdt(p.max_verified) },
    { level: 'established', minAmount: usdt(p.min_amount), maxAmount: usdt(p.max_established) },
  ];
}

/** The most `level` may borrow with the product (units). */
export function maxFor(p: LoanProductRow, level: LoanLevel): bigint {
  if (level === 'unverified') return 0n;
  return unitsOf(level === 'verified' ? p.max_verified : p.max_established, USDT);
}

export function toProduct(p: LoanProductRow, interestFreeDays: number): LoanProduct {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    lang: p.lang,
    terms: termsOf(p.terms),
    dailyRate: plain(p.daily_rate),
    annualRate: annualRate(plain(p.daily_rate)),
    interestFreeDays,
    limits: limitsOf(p),
  };
}

/** The interest-free days now (parameter loan.interestFreeDays); unreadable fails closed. */
export async function interestFreeDays(db: Db): Promise<number> {
  const days = await countParameter(db, INTEREST_FREE_DAYS_KEY, 7);
  if (days > LOAN_TERM_DAYS_MAX) throw new AppError(Code.PARAMETER_UNAVAILABLE);
  return days;
}

/** The loan pool's balance (real book, USDT units). */
export async function poolBalance(db: Db): Promise<bigint> {
  const [row] = rows<{ balance: string }>(
    await db.execute(sql`
      select balance::text from ledger_accounts
      where user_id is null and book = 'real' and kind = ${PlatformAccount.loanPool}
        and asset = 'USDT'`),
  );
  return row ? unitsOf(row.balance, USDT) : 0n;
}

/**
 * What the pool can still lend: its balance less the loans applied for and not yet decided
 * (each is promised the moment its applicant signs; docs/adr/0025). Units, never below zero.
 */
export async function poolAvailable(db: Db): Promise<bigint> {
  const [row] = rows<{ committed: string }>(
    await db.execute(sql`
      select coalesce(sum(amount), 0)::text as committed from loans
      where status in ('pending_review', 'signed')`),
  );
  const available = (await poolBalance(db)) - unitsOf(row!.committed, USDT);
  return available > 0n ? available : 0n;
}
