import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';

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

const app = await buildApp({ config, logger: loggerOptions(config) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  {
    address,
    database: app.database.kind,
    dataDir: app.database.kind === 'pglite' ? config.DATA_DIR : undefined,
    mail: config.SMTP_URL ? 'smtp' : 'dev outbox (codes are logged)',
    redis: Boolean(config.REDIS_URL),
    docs: `${address}/swx/docs`,
  },
  'SWX is running',
);
