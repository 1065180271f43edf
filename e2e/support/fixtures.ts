import { settleAnimations } from './animations.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { TestSmtp } from '../../apps/server/src/test/smtp.ts';
import { freePort } from '../../bench/support/free-port.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** The first staff account, created at start from ADMIN_BOOTSTRAP_* (docs/adr/0010). */
export const STAFF = {
  username: 'e2e_admin',
  email: 'e2e.admin@example.test',
  password: 'Staff-Journey-Password-2026',
} as const;

/** The platform's USDT (TRC20) receiving address in the journeys (a valid TRON address). */
export const DEPOSIT_ADDRESS_USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface Product {
  baseURL: string;
  smtp: TestSmtp;
  /** Claims the local OpenID Connect issuer puts in the next tokens it signs. */
  setGoogleIdentity(claims: { sub: string; email: string; email_verified: boolean }): void;
}

/**
 * Longest a first start may take: migrations and a year of generated history take about 10 s
 * on a quiet machine; this holds at many times that on a busy CI.
 */
const START_BOUND_MS = 150_000;

/**
 * Resolves when the server logs that it is running; rejects if it exits first or does not
 * start within START_BOUND_MS (and then kills it: a server is never left behind).
 */
function waitForStart(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(
        new Error(`server did not start within ${START_BOUND_MS} ms:\n${output.join('')}`),
      );
    }, START_BOUND_MS);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      // The whole output so far: a line may arrive in two chunks.
      if (output.join('').includes('"msg":"SWX is running"')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
        resolveStart();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

/** Longest a stopping server may take: its own shutdown bound (10 s) with room for a busy CI. */
const STOP_BOUND_MS = 30_000;

/**
 * SIGTERM, then the exit within STOP_BOUND_MS (the server bounds its own shutdown); a server
 * that is still there after that is killed and the test run told, never waited for forever.
 */
async function stopServer(child: ChildProcess, output: string[]): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((r) => (timer = setTimeout(() => r(true), STOP_BOUND_MS))),
  ]);
  clearTimeout(timer);
  if (!late) return;
  child.kill('SIGKILL');
  await exited;
  throw new Error(
    `the server did not stop within ${STOP_BOUND_MS} ms of SIGTERM:\n${output.join('').slice(-4000)}`,
  );
}

export const test = base.extend<
  { shots: Screenshots; onboarding: boolean },
  { product: Product; serverEnv: Readonly<Record<string, string>>; siteHost: string }
>({
  /** False (the default): the mobile onboarding board counts as seen, so journeys start at once. */
  onboarding: [false, { option: true }],
  /**
   * Variables the worker's server starts with over the journeys' own (a spec that needs a
   * development installation, e.g. the Smart plans' development reserve, says so with
   * `test.use`; that spec then gets a worker and a server of its own).
   */
  serverEnv: [{}, { option: true, scope: 'worker' }],
  /**
   * The host name the browser opens the site by (the server listens on 127.0.0.1 either way).
   * Passkeys need a domain name, not an address: their spec says `localhost`.
   */
  siteHost: ['127.0.0.1', { option: true, scope: 'worker' }],
  product: [
    async ({ serverEnv, siteHost }, use) => {
      const smtp = new TestSmtp();
      const smtpUrl = await smtp.start();
      const issuer = new OAuth2Server();
      await issuer.issuer.keys.generate('RS256');
      await issuer.start(0, '127.0.0.1');
      let claims: Record<string, unknown> = {};
      issuer.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));

      const port = await freePort();
      const baseURL = `http://${siteHost}:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'swx-e2e-'));
      const output: string[] = [];
      const child = spawn(process.execPath, [serverEntry], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SECRETS_KEY: randomBytes(32).toString('base64'),
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          SMTP_URL: smtpUrl,
          LOG_LEVEL: 'info',
          PUBLIC_URL: baseURL,
          OIDC_ISSUER: issuer.issuer.url ?? '',
          OIDC_CLIENT_ID: 'swx-e2e',
          OIDC_CLIENT_SECRET: 'swx-e2e-secret',
          DATABASE_URL: '',
          REDIS_URL: '',
          DEPOSIT_ADDRESS_USDT_TRC20,
          ADMIN_BOOTSTRAP_USERNAME: STAFF.username,
          ADMIN_BOOTSTRAP_EMAIL: STAFF.email,
          ADMIN_BOOTSTRAP_PASSWORD: STAFF.password,
          // Every journey of a worker signs up from 127.0.0.1: a fast run asks for more codes in
          // an hour than the default allows one address.
          CODES_PER_IP_HOUR: '100000',
          ...serverEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // However this worker ends (a timed-out fixture, a crash), its server ends with it.
      const killOnExit = () => child.kill('SIGKILL');
      process.once('exit', killOnExit);
      await waitForStart(child, output);
      await use({
        baseURL,
        smtp,
        setGoogleIdentity(next) {
          claims = next;
        },
      });
      await stopServer(child, output);
      process.off('exit', killOnExit);
      await issuer.stop();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Start and stop bounds above, with room for the SMTP server and the OIDC issuer.
    { scope: 'worker', timeout: START_BOUND_MS + STOP_BOUND_MS + 20_000 },
  ],
  baseURL: async ({ product }, use) => use(product.baseURL),
  shots: async ({ page }, use, testInfo) => use(new Screenshots(page, testInfo)),
  page: async ({ page, onboarding }, use) => {
    if (!onboarding) {
      await page.addInitScript(() => {
        if (localStorage.getItem('showBoard') === null) localStorage.setItem('showBoard', 'false');
      });
    }
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // A 4xx answer the page handles (wrong password, taken name) is logged by the browser as
      // a failed resource; anything else is an error of the app.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
        errors.push(m.text());
    });
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

/** Full-page screenshots kept as artefacts under e2e/artifacts/<project>/. */
export class Screenshots {
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}
  /** `fullPage: false` keeps the viewport: a modal dialog or bottom sheet as the user sees it. */
  async take(name: string, options: { fullPage?: boolean } = {}): Promise<void> {
    const dir = join(repoRoot, 'e2e', 'artifacts', this.info.project.name);
    await settleAnimations(this.page);
    await this.page.screenshot({
      path: join(dir, `${name}.png`),
      fullPage: options.fullPage ?? true,
    });
  }
}

export { expect };

let serial = 0;
export function newIdentity(prefix = 'e2e') {
  serial += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  return {
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@example.test`,
    password: 'Journey-Password-2026',
  };
}
