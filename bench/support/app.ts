import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type Config } from '../../apps/server/src/platform/config.ts';
import type { Database } from '../../apps/server/src/platform/db/client.ts';
import { reconcile } from '../../apps/server/src/modules/ledger/reconcile.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The server's config in a benchmark: silent, no rate limit, no web app; `extra` on top. */
export function benchConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MIN: '1000000',
    WEB_DIST_DIR: '/nonexistent',
    ...extra,
  });
}

/** The server in this process on `database`, without request logging. */
export function benchApp(config: Config, database: Database): Promise<App> {
  return buildApp({ config, database, logging: { logger: false } });
}

/** Listens on a free port of 127.0.0.1; answers the server's base URL. */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** Whether the ledger reconciles; prints the report when it does not. */
export async function reconciles(database: Database): Promise<boolean> {
  const report = await reconcile(database.db);
  if (!report.ok) console.log(`  RECONCILIATION FAILED: ${JSON.stringify(report)}`);
  return report.ok;
}
