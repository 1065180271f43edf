import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database?.close();
});

it('lets timers run between the statements of a long transaction on the embedded database', async () => {
  // PGlite runs statements on this thread and settles its promises as microtasks: without a
  // turn of the event loop between statements, a timer due during the transaction would wait
  // for all of it.
  let fired = false;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      fired = true;
      resolve();
    }, 0),
  );
  const seenByStatements: boolean[] = [];
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < 5; i += 1) {
      await tx.execute(sql`select 1`);
      seenByStatements.push(fired);
    }
  });
  await timer;
  expect(seenByStatements.slice(1).every(Boolean)).toBe(true);
});
