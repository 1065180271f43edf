import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase, type Db } from '../platform/db/client.js';

/**
 * Runs a self-check against the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), migrated first: prints its report as JSON on stdout and its verdict on stderr, and
 * exits 0 when it holds, 1 when it does not, 2 when the configuration is refused.
 */
export async function runCheck(
  check: (db: Db) => Promise<{ report: string; verdict: string; ok: boolean }>,
): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await database.migrate();
      const { report, verdict, ok } = await check(database.db);
      process.stdout.write(`${report}\n`);
      process.stderr.write(`${verdict}\n`);
      process.exitCode = ok ? 0 : 1;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}
