import { defineConfig } from 'vitest/config';

const projects = ['packages/contract', 'apps/server', 'apps/web'];
if (process.env.TEST_DATABASE_URL) projects.push('apps/server/vitest.postgres.config.ts');

export default defineConfig({
  test: {
    projects,
  },
});
