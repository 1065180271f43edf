/**
 * Production build sizes of the customer web app, gzipped, against the budget of the app-frame
 * issue: initial JavaScript at most 150 KB. "Initial" is what index.html loads before any route
 * chunk (its scripts, module preloads and stylesheets); every other chunk is listed beside it.
 *
 *   npm run build -w @swx/web && npx tsx bench/web.ts
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const BUDGET_INITIAL_JS_KB = 150;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ''),
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const rows = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((file) => {
    const path = join(dist, 'assets', file);
    const raw = statSync(path).size;
    const gz = gzipSync(readFileSync(path), { level: 9 }).length;
    return { file: `assets/${file}`, raw, gz };
  })
  .sort((a, b) => b.gz - a.gz);

const sum = (ext: string, inInitial: boolean) =>
  rows
    .filter((r) => r.file.endsWith(ext) && initial.has(r.file) === inInitial)
    .reduce((t, r) => t + r.gz, 0);

console.log(`\nweb build sizes (gzip -9), ${dist}`);
console.log(`${'file'.padEnd(48)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  initial`);
for (const r of rows) {
  console.log(`${r.file.padEnd(48)} ${kb(r.raw)} ${kb(r.gz)}  ${initial.has(r.file) ? 'yes' : ''}`);
}
const initialJs = sum('.js', true);
console.log(
  `\ninitial JS  ${kb(initialJs)} KB of a ${BUDGET_INITIAL_JS_KB} KB budget (ratio ${(initialJs / 1024 / BUDGET_INITIAL_JS_KB).toFixed(2)})`,
);
console.log(`initial CSS ${kb(sum('.css', true))} KB`);
console.log(
  `lazy chunks ${kb(sum('.js', false))} KB of JS in ${rows.filter((r) => !initial.has(r.file)).length} files\n`,
);
