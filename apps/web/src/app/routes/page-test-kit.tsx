import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeModalDialogs, loginAnswer, renderApp } from '../../test/render';
import { ScriptedSocket } from '../../test/scripted-socket';
import type { FakeServer } from '../../test/trading-kit';
import { routes } from '../router';
import { SessionSync } from '../session-sync';

/**
 * What the tests of the account pages share: the page's chunk loaded once (so that no test's
 * wait includes it), a logged-in session, the modal dialogs faked (and the live channel with
 * `socket`), everything undone after each test.
 */
export function setUpPageTests(load: () => Promise<unknown>, { socket = false } = {}) {
  beforeAll(async () => {
    await load();
  }, 30_000);

  beforeEach(() => {
    session.login(loginAnswer.result);
    if (socket) {
      ScriptedSocket.all = [];
      vi.stubGlobal('WebSocket', ScriptedSocket);
    }
  });

  fakeModalDialogs();

  afterEach(() => {
    act(() => session.clear('logout'));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The calls with `method` whose path ends with `path`. */
export const callsOf = (api: FakeServer, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.url.pathname.endsWith(path));

/** The app at `entry`, with the session's sync component (the live notices, the bell). */
export function renderWithSync(entry: string) {
  return renderApp(
    [
      {
        element: (
          <>
            <SessionSync />
            <Outlet />
          </>
        ),
        children: routes,
      },
    ],
    entry,
  );
}
