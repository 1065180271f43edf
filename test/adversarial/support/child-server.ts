import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`), on an
 * embedded database in a data folder that outlives it: started, SIGKILLed and started again on
 * the same folder as an operator's process manager would.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** A start on a busy 2-core machine: the first one migrates and seeds (about 10 s when quiet). */
const START_TIMEOUT_MS = 120_000;
/** A graceful stop is bounded by SHUTDOWN_TIMEOUT_MS (set below) plus the server's own grace. */
const STOP_TIMEOUT_MS = 30_000;

export class ChildServer {
  private child: ChildProcess | undefined;
  /** The last lines the server printed (shown when a start fails). */
  private readonly tail: string[] = [];
  /** Where the running server listens, e.g. `http://127.0.0.1:40123`. */
  url = '';
  /** How many times the server was started. */
  starts = 0;

  constructor(private readonly env: Record<string, string>) {}

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts the server and resolves once it logs that it is listening (its port is read there). */
  async start(): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '5000',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        ADMIN_DIST_DIR: '/nonexistent-admin-dist',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts += 1;
    const lines = createInterface({ input: child.stdout! });
    const errors = createInterface({ input: child.stderr! });
    const keep = (line: string) => {
      this.tail.push(line.slice(0, 500));
      if (this.tail.length > 30) this.tail.shift();
    };
    errors.on('line', keep);
    const listening = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      lines.on('line', (line) => {
        keep(line);
        if (!line.includes('"SWX is running"')) return;
        clearTimeout(timer);
        const { address } = JSON.parse(line) as { address: string };
        resolve(`http://127.0.0.1:${new URL(address).port}`);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited while starting (${code ?? signal})`));
      });
    });
    try {
      this.url = await listening;
    } catch (error) {
      this.child = undefined;
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}; its last lines:\n${this.tail.join('\n')}`);
    }
  }

  /** SIGKILL: no shutdown hook runs, requests in flight are cut. Resolves once it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM: the graceful shutdown (requests finish, the database closes), bounded. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      const [code] = (await exited) as [number | null];
      if (code !== 0) throw new Error(`the server stopped with ${code}:\n${this.tail.join('\n')}`);
    } finally {
      clearTimeout(timer);
    }
  }

  lastLines(): string {
    return this.tail.join('\n');
  }
}
