import { defineProject } from 'vitest/config';

/** The same server suite on a real PostgreSQL (and Redis when TEST_REDIS_URL is set). */
export default defineProject({
  test: {
    name: 'server-postgres',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // Those need a shared PostgreSQL and Redis: vitest.cluster.config.ts.
    exclude: ['src/**/*.cluster.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
