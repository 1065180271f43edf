/**
 * `npm run reconcile`: the ledger's self-check (docs/adr/0008) against the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when it uses the
 * embedded database, which one process at a time may open). Prints the report as JSON and
 * exits 1 when anything is off.
 */
import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { reconcile } from '../modules/ledger/reconcile.js';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const report = await reconcile(database.db);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stderr.write(
      report.ok
        ? `ledger reconciled: ${report.journals} journals, ${report.entries} entries, ${report.accounts} accounts\n`
        : 'LEDGER DOES NOT RECONCILE: see the lists above\n',
    );
    process.exitCode = report.ok ? 0 : 1;
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
