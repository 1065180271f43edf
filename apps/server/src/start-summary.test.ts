import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from './platform/db/scratch.js';
import { localUrl } from './platform/config.js';
import { startSummary, type StartFacts } from './start-summary.js';
import { onPostgres } from './test/harness.js';

const FACTS: StartFacts = {
  url: 'http://localhost:8080',
  database: { kind: 'pglite', dataDir: '/srv/swx/data' },
  mail: 'outbox',
  redis: false,
  feed: 'simulated',
  firstStaff: { kind: 'setup', token: 'Tok_en-1' },
  depositNetworks: [],
  demoBalanceUsdt: '100000',
};

/** The summary's line for a label, without the padding. */
function line(summary: string, label: string): string | undefined {
  return summary
    .split('\n')
    .find((text) => text.trimStart().startsWith(`${label} `))
    ?.trim()
    .slice(label.length)
    .trim();
}

describe('start summary', () => {
  it('tells a newcomer where everything is on a first start', () => {
    const summary = startSummary(FACTS);
    expect(line(summary, 'App')).toBe('http://localhost:8080');
    expect(line(summary, 'Back office')).toBe('http://localhost:8080/admin/#setup=Tok_en-1');
    expect(summary).toContain('No staff account yet: open this one-time link to create the first');
    expect(line(summary, 'API docs')).toBe('http://localhost:8080/swx/docs');
    expect(line(summary, 'Database')).toBe(
      'embedded PostgreSQL (PGlite) in /srv/swx/data; delete the folder to start afresh',
    );
    expect(line(summary, 'Mail')).toContain('verification codes show below as "dev outbox mail"');
    expect(line(summary, 'Prices')).toContain('simulated');
    expect(line(summary, 'Deposits')).toContain('off until the operator sets receiving addresses');
    expect(line(summary, 'Demo')).toContain('100,000 USDT');
    expect(summary).toContain('Stop with Ctrl-C.');
  });

  it('shows no setup link once staff exist, and says what the operator configured', () => {
    const summary = startSummary({
      ...FACTS,
      publicUrl: 'https://app.example.com',
      database: { kind: 'postgres' },
      mail: 'smtp',
      redis: true,
      feed: 'binance',
      firstStaff: { kind: 'exists' },
      depositNetworks: ['USDT-TRC20', 'BTC'],
      demoBalanceUsdt: '2500.50',
    });
    expect(summary).not.toContain('#setup=');
    expect(line(summary, 'Back office')).toBe('http://localhost:8080/admin/');
    expect(line(summary, 'App')).toBe('http://localhost:8080   (public: https://app.example.com)');
    expect(line(summary, 'Database')).toBe('PostgreSQL (DATABASE_URL)');
    expect(line(summary, 'Mail')).toBe('sent through SMTP_URL');
    expect(line(summary, 'Redis')).toBeDefined();
    expect(line(summary, 'Prices')).toContain('Binance');
    expect(line(summary, 'Deposits')).toBe('offered on USDT-TRC20, BTC');
    expect(line(summary, 'Demo')).toContain('2,500.5 USDT');
  });

  it('names the account created from ADMIN_BOOTSTRAP_*', () => {
    const summary = startSummary({ ...FACTS, firstStaff: { kind: 'created', username: 'root' } });
    expect(summary).not.toContain('#setup=');
    expect(summary).toContain('First staff account "root" created from ADMIN_BOOTSTRAP_*');
  });

  it('links to localhost when listening on every interface or loopback', () => {
    expect(localUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(localUrl('::', 3000)).toBe('http://localhost:3000');
    expect(localUrl('127.0.0.1', 1)).toBe('http://localhost:1');
    expect(localUrl('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
    expect(localUrl('fd00::5', 8080)).toBe('http://[fd00::5]:8080');
  });
});

/** The real entry point (src/main.ts through tsx), as `npm start` runs it. */
describe('npm start', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'swx-start-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;

  beforeAll(async () => {
    if (onPostgres) database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'swx_start');
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        MARKET_FEED: 'off',
        MARKET_HISTORY: 'false',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        ADMIN_DIST_DIR: '/nonexistent-admin-dist',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.stderr!.resume();
    return { child, output: () => text };
  }

  /** Resolves with the output once it contains `marker`; fails if the process exits first. */
  async function waitFor(run: ReturnType<typeof start>, marker: string): Promise<string> {
    const { child, output } = run;
    if (output().includes(marker)) return output();
    return new Promise((resolve, reject) => {
      const onData = () => {
        if (!output().includes(marker)) return;
        child.off('exit', onExit);
        child.stdout!.off('data', onData);
        resolve(output());
      };
      const onExit = (code: number | null) =>
        reject(new Error(`server exited (${code}) before "${marker}":\n${output()}`));
      child.stdout!.on('data', onData);
      child.once('exit', onExit);
    });
  }

  async function stop(child: ChildProcess): Promise<number | null> {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    return code;
  }

  it('prints the summary with a working one-time setup link, then JSON when piped', async () => {
    const pretty = start({ LOG_FORMAT: 'pretty' });
    const summary = await waitFor(pretty, 'Stop with Ctrl-C.');
    const app = /App\s+(http:\/\/localhost:\d+)\n/.exec(summary)?.[1];
    expect(app).toBeDefined();
    const token = new RegExp(`Back office\\s+${app}/admin/#setup=([\\w-]+)\\n`).exec(summary)?.[1];
    expect(token).toBeDefined();
    expect(summary).toContain(`API docs     ${app}/swx/docs`);
    expect(summary).toContain(onPostgres ? 'PostgreSQL (DATABASE_URL)' : `PGlite) in ${dataDir}`);
    expect(summary).toContain('dev outbox, nothing is sent');
    expect(summary).toContain('100,000 USDT');
    // Pretty log lines, not JSON, before the summary.
    expect(summary.split('\n')[0]).not.toMatch(/^\{/);

    // The link's token creates the first staff account.
    const created = await fetch(`${app}/swx/admin/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        username: 'founder',
        email: 'founder@example.test',
        password: 'Quiet-Harbour-Lantern-42',
      }),
    });
    expect(await created.json()).toMatchObject({ code: 200 });
    expect(await stop(pretty.child)).toBe(0);

    // Not a terminal and no LOG_FORMAT: JSON lines only, the start as one of them.
    const json = start({});
    await waitFor(json, '"SWX is running"');
    expect(await stop(json.child)).toBe(0);
    const lines = json
      .output()
      .split('\n')
      .filter((text) => text.length > 0)
      .map((text) => JSON.parse(text) as { msg: string; setupToken?: string });
    const running = lines.find((entry) => entry.msg === 'SWX is running');
    expect(running).toMatchObject({
      database: onPostgres ? 'postgres' : 'pglite',
      mail: 'dev outbox (codes are logged)',
    });
    expect(lines.some((entry) => entry.setupToken)).toBe(false);
    expect(json.output()).not.toContain('Stop with Ctrl-C.');
  }, 180_000);
});
