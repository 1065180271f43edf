import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The long run of the adversarial suite (`npm run adversarial`, through run.ts): the same tests
 * with ADVERSARIAL=long, one file at a time.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'adversarial-long',
    include: ['test/adversarial/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'pglite', ADVERSARIAL: 'long' },
    fileParallelism: false,
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
  },
});
