import {
  ADDRESS_BOOK_MAX,
  Code,
  addressKey,
  getNetwork,
  isValidAddress,
  type AddWithdrawalAddressBody,
  type AddressBook as AddressBookAnswer,
  type AddressChangeCancelled,
  type NetworkId,
  type WithdrawalAddressItem,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { countParameter } from '../../platform/parameters.js';
import {
  addressAddedMail,
  mailTime,
  randomUrlToken,
  revokeUserSessions,
  sha256,
  whitelistOffMail,
  type IdentityService,
  type TwoFactor,
} from '../identity/index.js';

/**
 * The withdrawal address book (docs/adr/0030): saved addresses per network with a label, and
 * the whitelist that, when on, lets withdrawals go only to saved addresses that have waited
 * `withdrawal.addressWaitHours`. Turning the whitelist on is immediate; turning it off waits the
 * same period. A saved address and a switch-off are mailed with a link that undoes them without
 * signing in, and that link also signs every device of the account out: whoever follows it is
 * saying someone else is in their account.
 */

/** The default of `withdrawal.addressWaitHours`. */
const WAIT_HOURS_DEFAULT = 24;
const HOUR_MS = 60 * 60 * 1000;

type Tell = IdentityService['tellOwner'];
type Owner = Parameters<Tell>[0];
type RequestContext = Parameters<Tell>[1];

interface AddressRow {
  id: string;
  network: WithdrawalAddressItem['network'];
  address: string;
  label: string;
  created_at: string | Date;
  usable_at: string | Date;
}

interface WhitelistRow {
  on: boolean;
  off_at: string | Date | null;
}

const addressColumns = sql`id::text, network, address, label, created_at, usable_at`;

/** The whitelist as it stands at `now`: a switch-off whose time has come is off. */
function whitelistAt(row: WhitelistRow | undefined, now: Date): AddressBookAnswer['whitelist'] {
  if (!row?.on) return { on: false, offAt: null };
  if (row.off_at === null) return { on: true, offAt: null };
  const offAt = new Date(row.off_at);
  return offAt <= now ? { on: false, offAt: null } : { on: true, offAt: offAt.toISOString() };
}

export class AddressBook {
  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      publicUrl: string;
      twoFactor: Pick<TwoFactor, 'require'>;
      tell: Tell;
      /** Told after a cancel link signed an account's devices out (the live channel). */
      sessionsRevoked: (userId: number) => void;
      /** Rejects the owner's pending withdrawals to a cancelled address; answers how many. */
      cancelPendingWithdrawals: (
        tx: Db,
        userId: number,
        network: NetworkId,
        key: string,
      ) => Promise<number>;
    },
  ) {}

  private async waitMs(db: Db): Promise<number> {
    const hours = await countParameter(db, 'withdrawal.addressWaitHours', WAIT_HOURS_DEFAULT);
    return hours * HOUR_MS;
  }

  private toItem(r: AddressRow, now: Date): WithdrawalAddressItem {
    return {
      id: r.id,
      network: r.network,
      address: r.address,
      label: r.label,
      createdAt: iso(r.created_at),
      usableAt: iso(r.usable_at),
      ready: new Date(r.usable_at) <= now,
    };
  }

  /**
   * One account's address book in turn: changes take the user's row FOR NO KEY UPDATE (which
   * leaves inserts referring to it free), a withdrawal's check FOR SHARE, so a removal, a cancel
   * or a switch-on and a withdrawal to the address never pass each other.
   */
  private async lockOwner(tx: Db, userId: number, mode: 'change' | 'check'): Promise<void> {
    await tx.execute(
      mode === 'change'
        ? sql`select id from users where id = ${userId} for no key update`
        : sql`select id from users where id = ${userId} for share`,
    );
  }

  /** The whitelist's row (none: off); changes read it under `lockOwner`, which orders them. */
  private async whitelistRow(db: Db, userId: number): Promise<WhitelistRow> {
    const [row] = rows<WhitelistRow>(
      await db.execute(sql`select "on", off_at from address_whitelists where user_id = ${userId}`),
    );
    return row ?? { on: false, off_at: null };
  }

  /** The caller's saved addresses (newest first) and whitelist. */
  async book(userId: number): Promise<AddressBookAnswer> {
    const { db } = this.deps;
    const now = this.deps.now();
    const items = rows<AddressRow>(
      await db.execute(sql`
        select ${addressColumns} from withdrawal_addresses
        where user_id = ${userId} and removed_at is null order by id desc`),
    );
    const whitelist = whitelistAt(await this.whitelistRow(db, userId), now);
    const waitHours = (await this.waitMs(db)) / HOUR_MS;
    return { items: items.map((r) => this.toItem(r, now)), whitelist, waitHours };
  }

  /**
   * Saves an address (a code of the app when two-factor sign-in is on): usable by the whitelist
   * after the wait; mailed with its cancel link. At most ADDRESS_BOOK_MAX (10086); the same
   * address twice on a network answers 10085.
   */
  async add(
    owner: Owner,
    body: AddWithdrawalAddressBody,
    ctx: RequestContext,
  ): Promise<WithdrawalAddressItem> {
    if (!isValidAddress(body.network, body.address)) throw new AppError(Code.ADDRESS_INVALID);
    const token = randomUrlToken(32);
    const now = this.deps.now();
    const row = await this.deps.db.transaction(async (tx) => {
      await this.deps.twoFactor.require(tx, owner.id, body.twoFactorCode);
      // One owner's additions in turn: the count and the duplicate check hold until commit.
      await this.lockOwner(tx, owner.id, 'change');
      const saved = rows<{ key: string }>(
        await tx.execute(sql`
          select address_key as key from withdrawal_addresses
          where user_id = ${owner.id} and network = ${body.network} and removed_at is null`),
      );
      const key = addressKey(body.network, body.address);
      if (saved.some((r) => r.key === key)) throw new AppError(Code.ADDRESS_ALREADY_SAVED);
      const [{ count } = { count: 0 }] = rows<{ count: number }>(
        await tx.execute(sql`
          select count(*)::int as count from withdrawal_addresses
          where user_id = ${owner.id} and removed_at is null`),
      );
      if (count >= ADDRESS_BOOK_MAX) {
        throw new AppError(Code.ADDRESS_BOOK_FULL, { maximum: String(ADDRESS_BOOK_MAX) });
      }
      const usableAt = new Date(now.getTime() + (await this.waitMs(tx)));
      const [inserted] = rows<AddressRow>(
        await tx.execute(sql`
          insert into withdrawal_addresses
            (user_id, network, address, address_key, label, created_at, usable_at,
             cancel_token_hash)
          values (${owner.id}, ${body.network}, ${body.address}, ${key}, ${body.label},
                  ${now.toISOString()}, ${usableAt.toISOString()}, ${sha256(token)})
          returning ${addressColumns}`),
      );
      return inserted!;
    });
    const item = this.toItem(row, now);
    this.deps.tell(owner, ctx, (event, language) =>
      addressAddedMail(event, this.cancelLink(token), language, [
        ['network', getNetwork(item.network)!.name],
        ['withdrawalAddress', item.address],
        ['label', item.label],
        ['usableFrom', mailTime(new Date(item.usableAt))],
      ]),
    );
    return item;
  }

  private cancelLink(token: string): string {
    return `${this.deps.publicUrl}/pass/cancel-address#${token}`;
  }

  /** Removes a saved address of the caller's (a foreign or removed id answers 10035). */
  async remove(userId: number, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.lockOwner(tx, userId, 'change');
      const done = rows(
        await tx.execute(sql`
          update withdrawal_addresses
          set removed_at = ${this.deps.now().toISOString()}, removed_by = 'owner'
          where id = ${id} and user_id = ${userId} and removed_at is null
          returning id`),
      );
      if (done.length === 0) throw new AppError(Code.NOT_FOUND);
    });
  }

  /**
   * Turns the whitelist on (at once; a waiting switch-off is dropped) or asks it off (a code of
   * the app when two-factor sign-in is on; effective after the wait, mailed with the link that
   * keeps it on). Asking for what already is, or is already waiting, changes nothing.
   */
  async setWhitelist(
    owner: Owner,
    on: boolean,
    twoFactorCode: string | undefined,
    ctx: RequestContext,
  ): Promise<AddressBookAnswer['whitelist']> {
    const now = this.deps.now();
    const token = randomUrlToken(32);
    const changed = await this.deps.db.transaction(async (tx) => {
      await this.lockOwner(tx, owner.id, 'change');
      const current = whitelistAt(await this.whitelistRow(tx, owner.id), now);
      if (on) {
        if (!current.on || current.offAt !== null) {
          await this.writeWhitelist(tx, owner.id, true, null, null, now);
        }
        return { state: { on: true, offAt: null }, mailed: false };
      }
      if (!current.on || current.offAt !== null) return { state: current, mailed: false };
      await this.deps.twoFactor.require(tx, owner.id, twoFactorCode);
      const offAt = new Date(now.getTime() + (await this.waitMs(tx)));
      await this.writeWhitelist(tx, owner.id, true, offAt, sha256(token), now);
      return { state: { on: true, offAt: offAt.toISOString() }, mailed: true };
    });
    if (changed.mailed) {
      this.deps.tell(owner, ctx, (event, language) =>
        whitelistOffMail(event, this.cancelLink(token), language, [
          ['takesEffect', mailTime(new Date(changed.state.offAt!))],
        ]),
      );
    }
    return changed.state;
  }

  private async writeWhitelist(
    tx: Db,
    userId: number,
    on: boolean,
    offAt: Date | null,
    tokenHash: string | null,
    now: Date,
  ): Promise<void> {
    const at = offAt?.toISOString() ?? null;
    await tx.execute(sql`
      insert into address_whitelists (user_id, "on", off_at, cancel_token_hash, updated_at)
      values (${userId}, ${on}, ${at}, ${tokenHash}, ${now.toISOString()})
      on conflict (user_id) do update
      set "on" = excluded."on", off_at = excluded.off_at,
          cancel_token_hash = excluded.cancel_token_hash, updated_at = excluded.updated_at`);
  }

  /**
   * Follows a mailed cancel link: removes the address it was sent for (with the owner's
   * withdrawals to it still pending review: rejected, their holds back), or keeps the whitelist
   * on; and signs every device of the account out. An address's link works until the address
   * is removed; a switch-off's until it takes effect. Otherwise 10087.
   */
  async cancel(token: string): Promise<AddressChangeCancelled> {
    const hash = sha256(token);
    const now = this.deps.now().toISOString();
    const { userId, cancelled } = await this.deps.db.transaction(async (tx) => {
      // The owner first, then their lock, then the change: the order every change takes.
      const [owner] = rows<{ user_id: string }>(
        await tx.execute(sql`
          select user_id::text from withdrawal_addresses
          where cancel_token_hash = ${hash} and removed_at is null
          union all
          select user_id::text from address_whitelists
          where cancel_token_hash = ${hash} and off_at > ${now}
          limit 1`),
      );
      if (!owner) throw new AppError(Code.CANCEL_LINK_INVALID);
      const userId = Number(owner.user_id);
      await this.lockOwner(tx, userId, 'change');
      const [address] = rows<AddressRow>(
        await tx.execute(sql`
          update withdrawal_addresses set removed_at = ${now}, removed_by = 'link'
          where cancel_token_hash = ${hash} and removed_at is null and user_id = ${userId}
          returning ${addressColumns}`),
      );
      let cancelled: AddressChangeCancelled | undefined;
      if (address) {
        const { network, label } = address;
        const withdrawalsCancelled = await this.deps.cancelPendingWithdrawals(
          tx,
          userId,
          network,
          addressKey(network, address.address),
        );
        cancelled = {
          kind: 'address',
          network,
          address: address.address,
          label,
          withdrawalsCancelled,
        };
      } else {
        const kept = await tx.execute(sql`
          update address_whitelists
          set off_at = null, cancel_token_hash = null, updated_at = ${now}
          where cancel_token_hash = ${hash} and off_at > ${now} and user_id = ${userId}
          returning user_id`);
        if (rows(kept).length > 0) cancelled = { kind: 'whitelistOff' };
      }
      if (!cancelled) throw new AppError(Code.CANCEL_LINK_INVALID);
      await revokeUserSessions(tx, userId, 'cancel link');
      return { userId, cancelled };
    });
    this.deps.sessionsRevoked(userId);
    return cancelled;
  }

  /**
   * Whether a withdrawal to `address` may go, checked in the withdrawal's transaction: with
   * the whitelist on, only to a saved address (10084) whose wait has passed (10083).
   */
  async check(tx: Db, userId: number, network: NetworkId, address: string): Promise<void> {
    const now = this.deps.now();
    await this.lockOwner(tx, userId, 'check');
    if (!whitelistAt(await this.whitelistRow(tx, userId), now).on) return;
    const [saved] = rows<{ usable_at: string | Date }>(
      await tx.execute(sql`
        select usable_at from withdrawal_addresses
        where user_id = ${userId} and network = ${network}
          and address_key = ${addressKey(network, address)} and removed_at is null`),
    );
    if (!saved) throw new AppError(Code.ADDRESS_NOT_SAVED);
    const usableAt = new Date(saved.usable_at);
    if (usableAt > now) {
      // To the minute, rounded up: a retry at the time said is not refused again.
      const minute = 60_000;
      const shown = new Date(Math.ceil(usableAt.getTime() / minute) * minute);
      throw new AppError(Code.ADDRESS_WAITING, { readyAt: mailTime(shown) });
    }
  }
}
