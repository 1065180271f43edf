import { isAbsolute, resolve } from 'node:path';
import { NETWORK_IDS } from '@swx/contract';
import { localUrl, type Config } from './platform/config.js';
import { internalParameter } from './platform/parameters.js';
import { ADMIN_APP_PATH, DOCS_PATH } from './platform/paths.js';
import type { ZodApp } from './platform/http/types.js';
import type { FirstStaff } from './modules/staff/service.js';
import { depositAddressParameter } from './modules/wallet/deposits.js';

/** What a person starting the server needs to know, read once it listens. */
export interface StartFacts {
  /** Where this process answers, e.g. http://localhost:8080. */
  url: string;
  publicUrl?: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres' };
  mail: 'smtp' | 'outbox';
  redis: boolean;
  feed: Config['MARKET_FEED'];
  firstStaff: FirstStaff;
  /** Networks with a receiving address, so deposits are offered on them. */
  depositNetworks: string[];
  /** Virtual USDT of a new demo book (a decimal string). */
  demoBalanceUsdt: string;
}

/** Reads the facts from the started app. */
export async function startFacts(app: ZodApp, config: Config, port: number): Promise<StartFacts> {
  const { db } = app.database;
  const depositNetworks: string[] = [];
  for (const network of NETWORK_IDS) {
    const address = await internalParameter(db, depositAddressParameter(network));
    if (address?.trim()) depositNetworks.push(network);
  }
  return {
    url: localUrl(config.HOST, port),
    publicUrl: config.PUBLIC_URL,
    database:
      app.database.kind === 'pglite'
        ? { kind: 'pglite', dataDir: absolute(config.DATA_DIR) }
        : { kind: 'postgres' },
    mail: config.SMTP_URL ? 'smtp' : 'outbox',
    redis: Boolean(config.REDIS_URL),
    feed: config.MARKET_FEED,
    firstStaff: app.firstStaff,
    depositNetworks,
    demoBalanceUsdt: (await internalParameter(db, 'demo.initialBalanceUsdt')) ?? '0',
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

/** 100000 → 100,000 (the decimal string's integer part grouped; never through a float). */
function grouped(amount: string): string {
  const [whole = '0', decimals] = amount.split('.');
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals && /[1-9]/.test(decimals) ? `${text}.${decimals.replace(/0+$/, '')}` : text;
}

const FEEDS: Record<Config['MARKET_FEED'], string> = {
  simulated: 'simulated (labelled "simulated" in the app)',
  binance: 'crypto from Binance live; the other markets simulated and labelled',
  off: 'off: no prices, nothing can be traded',
};

/**
 * The start summary: a few aligned lines for a person at a terminal (LOG_FORMAT=pretty). The
 * back office link carries the one-time setup token in its fragment, which browsers never send
 * to the server, while no staff account exists.
 */
export function startSummary(facts: StartFacts): string {
  const rows: Array<[string, string]> = [];
  const admin = `${facts.url}${ADMIN_APP_PATH}/`;
  rows.push(['App', facts.url + (facts.publicUrl ? `   (public: ${facts.publicUrl})` : '')]);
  switch (facts.firstStaff.kind) {
    case 'setup':
      rows.push(['Back office', `${admin}#setup=${facts.firstStaff.token}`]);
      rows.push([
        '',
        'No staff account yet: open this one-time link to create the first (a superadmin).',
      ]);
      break;
    case 'setup-file':
      rows.push(['Back office', admin]);
      rows.push([
        '',
        `No staff account yet: the one-time setup token is in ${facts.firstStaff.file}.`,
      ]);
      break;
    case 'created':
      rows.push(['Back office', admin]);
      rows.push([
        '',
        `First staff account "${facts.firstStaff.username}" created from ADMIN_BOOTSTRAP_*.`,
      ]);
      break;
    case 'exists':
      rows.push(['Back office', admin]);
  }
  rows.push(['API docs', `${facts.url}${DOCS_PATH}`]);
  rows.push(['', '']);
  rows.push([
    'Database',
    facts.database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${facts.database.dataDir}; delete the folder to start afresh`
      : 'PostgreSQL (DATABASE_URL)',
  ]);
  rows.push([
    'Mail',
    facts.mail === 'smtp'
      ? 'sent through SMTP_URL'
      : 'dev outbox, nothing is sent: verification codes show below as "dev outbox mail"',
  ]);
  if (facts.redis)
    rows.push(['Redis', 'REDIS_URL: rate limits and live prices shared between instances']);
  rows.push(['Prices', FEEDS[facts.feed]]);
  rows.push([
    'Deposits',
    facts.depositNetworks.length > 0
      ? `offered on ${facts.depositNetworks.join(', ')}`
      : 'off until the operator sets receiving addresses (DEPOSIT_ADDRESS_* or the back office)',
  ]);
  rows.push([
    'Demo',
    `every new account gets a demo book of ${grouped(facts.demoBalanceUsdt)} USDT (virtual)`,
  ]);

  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, text]) =>
    label || text ? `  ${label.padEnd(width)}  ${text}`.trimEnd() : '',
  );
  return ['', '  SWX is running.', '', ...lines, '', '  Stop with Ctrl-C.', '', ''].join('\n');
}
