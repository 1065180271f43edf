import type { FastifyInstance } from 'fastify';

/**
 * A bounded graceful shutdown (SIGTERM, SIGINT): stop accepting connections and the periodic
 * work (the app's preClose hooks), let requests in flight finish for up to `timeoutMs`, then
 * cut the connections still open, close the database and the rest (onClose hooks) and exit 0.
 * If closing itself hangs, exit 1 `graceMs` later. A second signal exits at once (1).
 */
export function gracefulShutdown(
  app: FastifyInstance,
  options: { timeoutMs: number; graceMs?: number; exit?: (code: number) => void },
): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const graceMs = options.graceMs ?? 5_000;
  let closing = false;
  return async (signal) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal while shutting down: exiting now');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down');
    const cut = setTimeout(() => {
      app.log.warn('requests still running at the shutdown limit: closing their connections');
      app.server.closeAllConnections();
    }, options.timeoutMs);
    const hard = setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      exit(1);
    }, options.timeoutMs + graceMs);
    cut.unref();
    hard.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      clearTimeout(cut);
      clearTimeout(hard);
      exit(1);
      return;
    }
    clearTimeout(cut);
    clearTimeout(hard);
    app.log.info('stopped');
    exit(0);
  };
}

/**
 * How a service says what to do when the server closes, in Fastify's two steps: `preClose`
 * stops work (the periodic jobs, the feed, the live hub, the contract triggers) while the
 * database is still open; `onClose` releases what is left (connections, the database) once the
 * requests have ended. Hooks run in the order Fastify gives them: each step's hooks in the
 * order they were added, so a service adds its hooks where it is built.
 */
export interface Lifecycle {
  preClose(stop: () => unknown): void;
  onClose(release: () => unknown): void;
}

/** The lifecycle of a Fastify instance (its preClose and onClose hooks). */
export function lifecycleOf(app: FastifyInstance): Lifecycle {
  return {
    preClose: (stop) => app.addHook('preClose', async () => void (await stop())),
    onClose: (release) => app.addHook('onClose', async () => void (await release())),
  };
}
