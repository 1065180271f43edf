import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { session } from '../lib/session';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  session.reload();
});
