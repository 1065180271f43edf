import { randomBytes } from 'node:crypto';
import { insertSession, insertUserWithBooks } from '../modules/identity/repository.js';
import { newSessionToken, sha256 } from '../modules/identity/tokens.js';
import { LedgerService } from '../modules/ledger/service.js';
import type { Db } from '../platform/db/client.js';
import type { TestApp } from './harness.js';

/**
 * A user inserted directly, in `tx`, with the ledger's demo credit, as registration does
 * (registration is tested elsewhere, and its password hashing would dominate a run). Returns
 * the user's id.
 */
export async function insertOpenedUser(
  tx: Db,
  ledger: LedgerService,
  user: { username: string; email: string; inviteCode: string },
): Promise<number> {
  const row = await insertUserWithBooks(tx, {
    ...user,
    passwordHash: null,
    areaCode: null,
    phone: null,
    invitedByUserId: null,
    googleSub: null,
  });
  await ledger.openBooks(tx, row.id);
  return row.id;
}

let inserted = 0;

/**
 * A user with the demo credit and a session, inserted directly into `t`'s database (as
 * `insertOpenedUser`); `prefix` names the test's users. Returns the id and the bearer token.
 */
export async function insertSessionUser(
  t: TestApp,
  prefix: string,
): Promise<{ userId: number; token: string }> {
  inserted += 1;
  const tag = `${inserted}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const ledger = new LedgerService(t.database.db);
  return t.database.db.transaction(async (tx) => {
    const id = await insertOpenedUser(tx, ledger, {
      username: `${prefix}_${tag}`,
      email: `${prefix}.${tag}@example.test`,
      inviteCode: `${prefix.slice(0, 2)}${tag}`.slice(0, 12).toUpperCase(),
    });
    const token = newSessionToken();
    await insertSession(tx, {
      userId: id,
      tokenHash: sha256(token),
      expiresAt: new Date(t.now().getTime() + 86_400_000),
      method: 'password',
      ip: '127.0.0.1',
      userAgent: `${prefix} test`,
      language: 'en',
    });
    return { userId: id, token };
  });
}
