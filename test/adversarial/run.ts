/**
 * `npm run adversarial`: the long versions of the adversarial suite (issue 15, item 9), then
 * the counts every test file reported and their total, as the benchmarks print theirs:
 *
 *   requests 123,456 · 5xx 0 · foreign reads 0 · lost writes 0 · metadata 0
 *
 * Exits non-zero when a test failed or a count that must be zero is not.
 * ADVERSARIAL_SEED=<n> replays fast-check's choices; extra arguments go to Vitest (a file name
 * runs that file only).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUST_BE_ZERO, formatCounts, newCounts, type Counts } from './support/mode.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const countsDir = mkdtempSync(join(tmpdir(), 'swx-adversarial-counts-'));
const started = Date.now();
const vitest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'test/adversarial/vitest.long.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ADVERSARIAL: 'long', ADVERSARIAL_COUNTS_DIR: countsDir },
  },
);

const total = newCounts();
const lines: string[] = [];
for (const file of readdirSync(countsDir).sort()) {
  const { name, seconds, counts } = JSON.parse(readFileSync(join(countsDir, file), 'utf8')) as {
    name: string;
    seconds: number;
    counts: Counts;
  };
  lines.push(`  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s  ${formatCounts(counts)}`);
  for (const [key, value] of Object.entries(counts)) total[key] = (total[key] ?? 0) + value;
}
rmSync(countsDir, { recursive: true, force: true });
const essential = newCounts();
for (const key of Object.keys(essential)) essential[key] = total[key] ?? 0;
const failed = MUST_BE_ZERO.filter((key) => (total[key] ?? 0) > 0);
process.stdout.write(
  `\nadversarial suite, long run (${((Date.now() - started) / 1000).toFixed(0)} s)\n${lines.join('\n')}\n` +
    `  total            ${formatCounts(essential)}\n` +
    (failed.length > 0 ? `  NOT ZERO: ${failed.join(', ')}\n` : '') +
    (vitest.status !== 0
      ? `  some tests failed (vitest exited ${vitest.status ?? vitest.signal})\n`
      : ''),
);
process.exit(vitest.status === 0 && failed.length === 0 ? 0 : 1);
