import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries from './module-boundaries.mjs';
import { cycles, moduleGraph } from './module-graph.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const root = 'apps/server/src/modules';

/** The rule's messages for `code` as the file `path` (relative to the repository). */
function lint(path, code) {
  const linter = new Linter({ cwd: repo });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          plugins: { swx: boundaries },
          rules: { 'swx/module-boundaries': ['error', { root }] },
        },
      ],
      { filename: join(repo, path) },
    )
    .map((m) => m.message);
}

describe('swx/module-boundaries', () => {
  it("refuses an import of another module's internals, naming its public face", () => {
    const messages = lint(
      `${root}/wallet/deposits.ts`,
      "import { audit } from '../staff/service.js';\n",
    );
    expect(messages).toEqual([
      'modules/wallet reaches into modules/staff/service.js: import modules/staff/index.ts ' +
        '(its public face) instead',
    ]);
  });

  it('refuses re-exports and dynamic imports of internals too', () => {
    const code =
      "export * from '../market/engine.js';\n" +
      "export { x } from '../market/service.js';\n" +
      "const m = await import('../market/hours.js');\n";
    expect(lint(`${root}/trading/contracts.ts`, code)).toHaveLength(3);
  });

  it("refuses another module's tables outside tables.ts, and allows them in tables.ts", () => {
    const code = "import { users } from '../identity/tables.js';\n";
    expect(lint(`${root}/kyc/service.ts`, code)).toEqual([
      expect.stringContaining('or reference the table from tables.ts'),
    ]);
    expect(lint(`${root}/kyc/tables.ts`, code)).toEqual([]);
  });

  it("allows a module's public face, its own files, the platform and packages", () => {
    const code =
      "import { staffOf } from '../staff/index.js';\n" +
      "import { KycService } from './service.js';\n" +
      "import { ok } from '../../platform/http/envelope.js';\n" +
      "import { z } from 'zod';\n";
    expect(lint(`${root}/kyc/staff-routes.ts`, code)).toEqual([]);
  });

  it('lets a test reach what it tests, and does not apply outside the modules', () => {
    const code = "import { StaffService } from '../staff/service.js';\n";
    expect(lint(`${root}/kyc/kyc.test.ts`, code)).toEqual([]);
    expect(
      lint('apps/server/src/app.ts', "import { x } from './modules/staff/service.js';\n"),
    ).toEqual([]);
  });
});

describe('the server module graph', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'swx-modules-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  function tree(files) {
    const dir = mkdtempSync(join(scratch, 'tree-'));
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), code);
    }
    return dir;
  }

  it('finds modules that depend on each other in a ring', () => {
    const dir = tree({
      'staff/service.ts': "import { DepositService } from '../wallet/index.js';\n",
      'wallet/index.ts': "export { DepositService } from './deposits.js';\n",
      'wallet/deposits.ts': "import { audit } from '../audit/index.js';\n",
      'audit/index.ts': "import type { Staff } from '../staff/index.js';\n",
      'ledger/ledger.ts': "import { users } from '../identity/index.js';\n",
    });
    expect(cycles(moduleGraph(dir))).toEqual([['audit', 'staff', 'wallet']]);
  });

  it("leaves out tests and one tables.ts referencing another's for a foreign key", () => {
    const dir = tree({
      'identity/tables.ts': "import { staffUsers } from '../staff/tables.js';\n",
      'staff/tables.ts': "import { users } from '../identity/tables.js';\n",
      'staff/service.test.ts': "import { x } from '../identity/service.js';\n",
      'identity/service.ts': "import { y } from '../staff/index.js';\n",
    });
    expect(cycles(moduleGraph(dir))).toEqual([]);
  });

  it('has no cycle between the server’s modules', () => {
    const graph = moduleGraph(join(repo, root));
    expect(graph.size).toBeGreaterThan(10);
    const found = cycles(graph).map((group) =>
      group.flatMap((a) =>
        [...graph.get(a)].filter(([b]) => group.includes(b)).map(([, why]) => why[0]),
      ),
    );
    expect(found).toEqual([]);
  });
});
