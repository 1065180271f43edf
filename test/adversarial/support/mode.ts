import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Short or long run. `vitest run` (CI) runs the short versions; `npm run adversarial` sets
 * ADVERSARIAL=long and runs the same tests with more clients, iterations and kills, then
 * prints the counts every test file reported (test/adversarial/run.ts).
 */
export const LONG = process.env.ADVERSARIAL === 'long';

/** `short` in CI, `long` in the long run. */
export function scale<T>(short: T, long: T): T {
  return LONG ? long : short;
}

/** A fixed seed for fast-check when ADVERSARIAL_SEED is set (to replay a failure), else random. */
export const SEED = process.env.ADVERSARIAL_SEED ? Number(process.env.ADVERSARIAL_SEED) : undefined;

/** What the suite counts; every count but `requests` (and the informative ones) must end at 0. */
export interface Counts {
  requests: number;
  '5xx': number;
  'foreign reads': number;
  'lost writes': number;
  metadata: number;
  /** Anything else a test wants shown (writes acknowledged, kills, files inspected...). */
  [other: string]: number;
}

/** The counts that must be zero for the suite to pass (where a test counts them). */
export const MUST_BE_ZERO = [
  '5xx',
  'foreign reads',
  'lost writes',
  'metadata',
  'writes applied twice',
  'double spends',
  'amount mismatches',
] as const;

/** Adds `by` to a count (created at 0). */
export function add(counts: Counts, name: string, by = 1): void {
  counts[name] = (counts[name] ?? 0) + by;
}

/** A count's value (0 when never counted). */
export const value = (counts: Counts, name: string): number => counts[name] ?? 0;

export function newCounts(): Counts {
  return { requests: 0, '5xx': 0, 'foreign reads': 0, 'lost writes': 0, metadata: 0 };
}

export const number = (n: number) => n.toLocaleString('en-US');

/** `requests 12,345 · 5xx 0 · ...` */
export function formatCounts(counts: Counts): string {
  return Object.entries(counts)
    .map(([name, value]) => `${name} ${number(value)}`)
    .join(' · ');
}

/**
 * Prints one test's counts (a line on standard error, which Vitest shows as it is) and, in the
 * long run, leaves them in ADVERSARIAL_COUNTS_DIR for the runner's total.
 */
export function report(name: string, counts: Counts, seconds: number): void {
  process.stderr.write(`adversarial ${name} (${seconds.toFixed(1)} s): ${formatCounts(counts)}\n`);
  const dir = process.env.ADVERSARIAL_COUNTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.json`), JSON.stringify({ name, seconds, counts }));
  }
}
