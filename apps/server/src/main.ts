import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { gracefulShutdown } from './platform/lifecycle.js';
import { logFormat, serverLogging } from './platform/logger.js';
import { DOCS_PATH } from './platform/paths.js';
import { startFacts, startSummary } from './start-summary.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const tty = Boolean(process.stdout.isTTY);
const format = logFormat(config, tty);
const app = await buildApp({ config, logging: serverLogging(config, format, tty) });

const shutdown = gracefulShutdown(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  app.log.fatal(
    `port ${config.PORT} on ${config.HOST} is taken by another program (another SWX?): ` +
      'stop it, or start this one with PORT=<another port>',
  );
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const facts = await startFacts(app, config, port);
if (format === 'pretty') {
  // For a person at a terminal: what to open and what to expect, once.
  process.stdout.write(startSummary(facts));
} else {
  app.log.info(
    {
      address: facts.url,
      database: facts.database.kind,
      dataDir: facts.database.kind === 'pglite' ? facts.database.dataDir : undefined,
      mail: facts.mail === 'smtp' ? 'smtp' : 'dev outbox (codes are logged)',
      redis: facts.redis,
      feed: facts.feed,
      depositNetworks: facts.depositNetworks,
      docs: `${facts.url}${DOCS_PATH}`,
    },
    'SWX is running',
  );
}
