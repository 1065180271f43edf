import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n';
import { session } from '../lib/session';

// jsdom has no layout: the router's scroll restoration has nothing to scroll.
window.scrollTo = () => {};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  session.reload();
});
