import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Those need a shared PostgreSQL and Redis: vitest.cluster.config.ts.
    exclude: ['src/**/*.cluster.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'pglite' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
