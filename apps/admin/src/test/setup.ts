import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { session } from '../lib/session';

// findBy*/waitFor wait for the DOM to change (a MutationObserver), not for a time; the bound only
// ends a wait that will never succeed. Testing Library's 1 s default is shorter than a render on a
// loaded CI machine (one such wait failed in CI), so the bound is 10 s: several times the worst seen.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  session.reload();
});
