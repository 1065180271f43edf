/**
 * Login throughput and latency through the real server (HTTP on loopback, PGlite in memory,
 * argon2id at the production cost), printed beside a bare Fastify route measured by the same
 * client in the same run. argon2 dominates a login: the figure that matters is logins per
 * second per core and the p99.
 *
 *   npm run bench            (BENCH_SECONDS=10 BENCH_CONCURRENCY=8 to change the run)
 */
import { cpus } from 'node:os';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { PasswordHasher } from '../apps/server/src/modules/identity/passwords.ts';
import { insertUserWithBooks } from '../apps/server/src/modules/identity/repository.ts';
import { load, type LoadResult } from './http-load.ts';
import { benchApp, benchConfig, listenLocally } from './support/app.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const USERS = 50;
const PASSWORD = 'Bench-Password-2026';

const config = benchConfig();
const database = await openDatabase({});
const app = await benchApp(config, database);
const base = await listenLocally(app);

const hasher = new PasswordHasher({
  memoryKib: config.ARGON2_MEMORY_KIB,
  iterations: config.ARGON2_ITERATIONS,
});
const passwordHash = await hasher.hash(PASSWORD);
for (let i = 0; i < USERS; i += 1) {
  await database.db.transaction((tx) =>
    insertUserWithBooks(tx, {
      username: `bench_${i}`,
      email: `bench.${i}@example.test`,
      passwordHash,
      areaCode: null,
      phone: null,
      inviteCode: `BENCH${String(i).padStart(3, '0')}`,
      invitedByUserId: null,
      googleSub: null,
    }),
  );
}

const bare = Fastify({ logger: false });
bare.post('/login', async () => ({ code: 200, msg: 'Success', result: { token: 'x' } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
if (!bareAddress || typeof bareAddress === 'string') throw new Error('no address');
const bareBase = `http://127.0.0.1:${bareAddress.port}`;

let n = 0;
const body = () => JSON.stringify({ username: `bench_${n++ % USERS}`, password: PASSWORD });
const headers = { 'content-type': 'application/json' };
async function loginOnce(): Promise<boolean> {
  const response = await fetch(`${base}/swx/customer/login/login`, {
    method: 'POST',
    headers,
    body: body(),
  });
  const json = (await response.json()) as { code: number };
  return json.code === 200;
}
async function bareOnce(): Promise<boolean> {
  const response = await fetch(`${bareBase}/login`, { method: 'POST', headers, body: body() });
  await response.json();
  return response.ok;
}

// Warm both paths up before measuring.
await load(loginOnce, concurrency, 1000);
await load(bareOnce, concurrency, 1000);
const bareResult = await load(bareOnce, concurrency, seconds * 1000);
const loginResult = await load(loginOnce, concurrency, seconds * 1000);

const cores = cpus().length;
const row = (name: string, r: LoadResult) =>
  `${name.padEnd(22)} ${r.perSecond.toFixed(1).padStart(10)} ${(r.perSecond / cores).toFixed(1).padStart(10)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`;
console.log(
  `\nauth benchmark: ${seconds}s per figure, ${concurrency} concurrent clients, ${cores} cores, argon2id m=${config.ARGON2_MEMORY_KIB} KiB t=${config.ARGON2_ITERATIONS}`,
);
console.log(
  `${'route'.padEnd(22)} ${'req/s'.padStart(10)} ${'req/s/core'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
);
console.log(row('bare fastify route', bareResult));
console.log(row('POST /login/login', loginResult));
console.log(
  `login / bare throughput ratio: ${(loginResult.perSecond / bareResult.perSecond).toFixed(4)}`,
);
console.log(
  `argon2 cost per login ≈ ${((1000 * cores) / loginResult.perSecond).toFixed(1)} core-ms\n`,
);

await bare.close();
await app.close();
await database.close();
