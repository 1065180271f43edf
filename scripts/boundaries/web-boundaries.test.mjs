import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './module-boundaries.mjs';
import { webViolation } from './web-boundaries.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const root = 'apps/web/src';

/** The rule's messages for `code` as the file `path` (relative to the repository). */
function lint(path, code) {
  const linter = new Linter({ cwd: repo });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          plugins: { swx: boundaries },
          rules: { 'swx/web-boundaries': ['error', { root }] },
        },
      ],
      { filename: join(repo, path) },
    )
    .map((m) => m.message);
}

describe('swx/web-boundaries', () => {
  it('refuses an import of another feature, naming where shared parts go', () => {
    const messages = lint(
      `${root}/features/options/components/trade-form.tsx`,
      "import { TermRow } from '../../wallet/components/wallet-parts';\n",
    );
    expect(messages).toEqual([
      'features/options imports features/wallet: a feature never imports another feature; ' +
        'move what both need to components/ (UI) or lib/ (logic), or compose the two in app/',
    ]);
  });

  it('refuses re-exports, dynamic imports and mocks of another feature, in tests too', () => {
    const code =
      "export * from '../../market/api/market';\n" +
      "export { x } from '../../ledger/api/list-ledger';\n" +
      "const m = await import('../../wallet/api/wallet');\n" +
      "vi.mock('../../kyc/api/kyc', () => ({}));\n";
    expect(lint(`${root}/features/contracts/components/contract-form.tsx`, code)).toHaveLength(4);
    expect(lint(`${root}/features/contracts/components/contract-form.test.tsx`, code)).toHaveLength(
      4,
    );
  });

  it('refuses a feature or the app in components/ and lib/, and the app in a feature', () => {
    expect(
      lint(`${root}/components/ui/term-row.tsx`, "import { x } from '../../features/wallet/a';\n"),
    ).toEqual(['components/ imports features/wallet: shared code never depends on a feature']);
    expect(
      lint(`${root}/lib/session.ts`, "import { x } from '../features/auth/api/login';\n"),
    ).toHaveLength(1);
    expect(lint(`${root}/lib/session.ts`, "import { x } from '../app/router';\n")).toHaveLength(1);
    expect(
      lint(
        `${root}/features/ledger/api/list-ledger.ts`,
        "import { x } from '../../../app/router';\n",
      ),
    ).toEqual(['features/ledger imports app/: only the app layer composes features and routes']);
  });

  it('allows a feature its own files, components, lib, i18n, the test kit and packages', () => {
    const code =
      "import { useOpenContract } from '../api/open-contract';\n" +
      "import { TermRow } from '../../../components/ui/term-row';\n" +
      "import { ledgerKeys } from '../../../lib/query-keys';\n" +
      "import { useFormat } from '../../../i18n/format';\n" +
      "import { renderApp } from '../../../test/render';\n" +
      "import { Paths } from '@swx/contract';\n";
    expect(lint(`${root}/features/contracts/components/contract-close.tsx`, code)).toEqual([]);
  });

  it('lets the app compose features, and does not apply outside the web app', () => {
    const code =
      "import { OptionsOrders } from '../../features/options/components/options-orders';\n" +
      "import { ContractPositions } from '../../features/contracts/components/contract-positions';\n";
    expect(lint(`${root}/app/routes/orders.tsx`, code)).toEqual([]);
    expect(lint('apps/admin/src/features/a/x.ts', "import { y } from '../b/y';\n")).toEqual([]);
  });
});

describe('the web app', () => {
  const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.[^'"]+)['"]/g;
  function* files(dir) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* files(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
    }
  }

  it('has no import across its feature boundaries', () => {
    const base = join(repo, root);
    const found = [];
    for (const from of files(base)) {
      for (const match of readFileSync(from, 'utf8').matchAll(IMPORT)) {
        const why = webViolation(base, from, resolve(dirname(from), match[1]));
        if (why) found.push(`${relative(base, from)}: ${match[1]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
