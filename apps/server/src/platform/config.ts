import { z } from 'zod';

/**
 * Server configuration, read from the environment once at start-up. A bad value stops the
 * server with a message naming the variable (see `loadConfig`).
 */

const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `must use ${protocols.join(' or ')}`,
    });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Loopback unless set: a container or a host behind a proxy sets 0.0.0.0 (or its address). */
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Public origin of the web app, used for redirect URIs and links in mail. */
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * `json` (one object a line, for log collectors) or `pretty` (coloured lines and a start
     * summary, for a person). Unset: `pretty` when standard output is a terminal, else `json`.
     */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** PostgreSQL connection string; without it the embedded PGlite database is used. */
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Key (32 bytes, base64) that seals stored secrets such as staff second-factor keys. Without
     * it a key is generated and kept in the database (docs/adr/0014).
     */
    SECRETS_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'SECRETS_KEY is 32 bytes in base64')
      .transform((v) => Buffer.from(v, 'base64'))
      .optional(),
    /** Folder of the embedded database and other local state. */
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: url(['redis:', 'rediss:']).optional(),
    /** nodemailer SMTP URL, e.g. smtp://user:pass@mail.example.com:587; otherwise a dev outbox. */
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('SWX <no-reply@swx.local>'),
    /** OpenID Connect social login ("Google login"); enabled when the client id is set. */
    OIDC_ISSUER: url(['http:', 'https:']).default('https://accounts.google.com'),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** Folder of the built customer web app; defaults to apps/web/dist. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** Folder of the built staff back office (served at /admin/); defaults to apps/admin/dist. */
    ADMIN_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: boolFlag.default(false),
    /**
     * Price source: `simulated` (the default, labelled in the interface), `binance` (crypto
     * from Binance's public streams, the rest simulated) or `off` (no feed: tests).
     */
    MARKET_FEED: z.enum(['simulated', 'binance', 'off']).default('simulated'),
    /** Seed of the simulated feed; the same seed walks the same prices. Random when unset. */
    MARKET_SEED: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    /** Generate a year of simulated candles at first start so that charts are full. */
    MARKET_HISTORY: boolFlag.default(true),
    BINANCE_WS_URL: url(['ws:', 'wss:']).default('wss://stream.binance.com:9443'),
    /** Live channel connections allowed per client address. */
    LIVE_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Folder of uploaded images (KYC photos, deposit proofs); outside any static folder. */
    UPLOADS_DIR: z.string().min(1).optional(),
    /** The first staff account, created at start when no staff account exists (all three). */
    ADMIN_BOOTSTRAP_USERNAME: z.string().min(3).max(32).optional(),
    ADMIN_BOOTSTRAP_EMAIL: z.string().email().optional(),
    ADMIN_BOOTSTRAP_PASSWORD: z.string().min(12).max(256).optional(),
    /** Receiving addresses filled into empty `deposit.address.*` parameters at start. */
    DEPOSIT_ADDRESS_USDT_TRC20: z.string().min(1).optional(),
    DEPOSIT_ADDRESS_USDT_ERC20: z.string().min(1).optional(),
    DEPOSIT_ADDRESS_BTC: z.string().min(1).optional(),
    DEPOSIT_ADDRESS_ETH: z.string().min(1).optional(),
    /** Comma-separated origins allowed by CORS; empty (the default) turns CORS off. */
    CORS_ORIGINS: z.string().default(''),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(64 * 1024),
    /** The whole request, headers and body, must arrive within this (a slow upload included). */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    /** The request's headers must arrive within this. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    /** An idle keep-alive connection is closed after this (above a load balancer's idle timeout). */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5_000),
    /** A connection with no traffic at all is closed after this (WebSockets have heartbeats). */
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** Open connections per client address; 0: no cap. Unset: 64, or 0 with TRUST_PROXY. */
    HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).optional(),
    /** How long requests in flight may finish after SIGTERM before their connections are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    /** Requests per minute per IP across the API. */
    RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /**
     * Verification codes (sign-up, password reset) mailed per hour per IP: an office or a
     * carrier's NAT puts many people behind one address.
     */
    CODES_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    /** argon2id cost; the defaults are OWASP's minimum (19 MiB, 2 iterations). */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456).max(1_048_576).default(19_456),
    ARGON2_ITERATIONS: z.coerce.number().int().min(2).max(20).default(2),
  })
  .refine(
    (c) =>
      [c.ADMIN_BOOTSTRAP_USERNAME, c.ADMIN_BOOTSTRAP_EMAIL, c.ADMIN_BOOTSTRAP_PASSWORD].every(
        (v) => v === undefined,
      ) ||
      [c.ADMIN_BOOTSTRAP_USERNAME, c.ADMIN_BOOTSTRAP_EMAIL, c.ADMIN_BOOTSTRAP_PASSWORD].every(
        (v) => v !== undefined,
      ),
    {
      message: 'ADMIN_BOOTSTRAP_USERNAME, _EMAIL and _PASSWORD go together',
      path: ['ADMIN_BOOTSTRAP_USERNAME'],
    },
  )
  .refine((c) => !c.OIDC_CLIENT_ID || (c.OIDC_CLIENT_SECRET && c.PUBLIC_URL), {
    message: 'OIDC_CLIENT_ID needs OIDC_CLIENT_SECRET and PUBLIC_URL',
    path: ['OIDC_CLIENT_ID'],
  })
  .refine((c) => c.HTTP_HEADERS_TIMEOUT_MS <= c.HTTP_REQUEST_TIMEOUT_MS, {
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  })
  .superRefine((c, context) => {
    if (c.NODE_ENV !== 'production') return;
    const require = (path: keyof typeof c, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    // Without SMTP, verification codes would go to the dev outbox and the log.
    if (!c.SMTP_URL)
      require('SMTP_URL', 'is required in production: codes are mailed, never logged');
    // Without it, the sealing key lives in the database beside what it seals.
    if (!c.SECRETS_KEY) require('SECRETS_KEY', 'is required in production (32 bytes, base64)');
    if (!c.PUBLIC_URL) require('PUBLIC_URL', 'is required in production (https://…)');
    else if (!isSecureOrigin(c.PUBLIC_URL)) {
      require('PUBLIC_URL', 'must be https in production (http only for localhost)');
    }
  });

/**
 * https, or http on the loopback interface (which browsers also treat as a secure context:
 * a production build tried on one machine).
 */
function isSecureOrigin(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  return (
    protocol === 'https:' ||
    (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname))
  );
}

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const LOOPBACK_OR_ANY = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** The address to open in a browser: localhost when listening on every interface. */
export function localUrl(host: string, port: number): string {
  if (LOOPBACK_OR_ANY.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The site's origin for links in mail: PUBLIC_URL, or this server's local address in
 * development. Never the request's Host header, which a client chooses.
 */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : localUrl(config.HOST, config.PORT);
}
