// Bundles the server into dist/main.js (and the reconcile command into dist/reconcile.js): workspace packages (the contract's TypeScript) are
// bundled in, npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@swx/'),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    reconcile: 'src/cli/reconcile.ts',
    'audit-verify': 'src/cli/audit-verify.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
