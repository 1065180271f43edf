import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The app a test file shares: started before the file's first test (beforeAll) and closed after
 * its last (afterAll). The answer stands for it from the start, so a file can hold it in a
 * `const`; using it before the file's tests begin is an error.
 */
export function appForFile(env: Record<string, string> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('the test app is not started yet');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get smtp() {
      return current().smtp;
    },
    get database() {
      return current().database;
    },
    get origin() {
      return current().origin;
    },
    get uploadsDir() {
      return current().uploadsDir;
    },
    advance: (ms) => current().advance(ms),
    now: () => current().now(),
    close: () => current().close(),
  };
}
