/**
 * `npm run audit:verify`: walks the audit log's hash chain (docs/adr/0010) in the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when it uses
 * the embedded database). Prints how many rows were checked, and exits 1 at the first row whose
 * content or link was changed, or after a removed row.
 */
import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { verifyAuditChain } from '../modules/audit/index.js';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await verifyAuditChain(database.db);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.stderr.write(
      result.brokenAt === undefined
        ? `audit chain intact: ${result.rows} rows\n`
        : `AUDIT CHAIN BROKEN at row ${result.brokenAt} (after ${result.rows} intact rows)\n`,
    );
    process.exitCode = result.brokenAt === undefined ? 0 : 1;
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
