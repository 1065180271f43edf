import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const projects: TestProjectConfiguration[] = [
  'packages/contract',
  'apps/server',
  'apps/web',
  'apps/admin',
  // The repository's own scripts (e.g. the browser tests' set-up step).
  { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
  // The adversarial suite (issue 15, item 9): short versions here, `npm run adversarial` long.
  {
    test: {
      name: 'adversarial',
      include: ['test/adversarial/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      testTimeout: 240_000,
      hookTimeout: 120_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.push('apps/server/vitest.postgres.config.ts');
// Several instances sharing one database and one Redis: only where both are at hand.
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  projects.push('apps/server/vitest.cluster.config.ts');
}

export default defineConfig({
  test: {
    projects,
  },
});
