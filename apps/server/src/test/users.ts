import { insertUserWithBooks } from '../modules/identity/repository.js';
import type { LedgerService } from '../modules/ledger/service.js';
import type { Db } from '../platform/db/client.js';

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
