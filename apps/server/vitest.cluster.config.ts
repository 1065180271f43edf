import { defineProject } from 'vitest/config';

/** Several server instances on one PostgreSQL and one Redis (TEST_DATABASE_URL, TEST_REDIS_URL). */
export default defineProject({
  test: {
    name: 'server-cluster',
    root: import.meta.dirname,
    include: ['src/**/*.cluster.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
