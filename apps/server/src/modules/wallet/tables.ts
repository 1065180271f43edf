import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { ledgerJournals } from '../ledger/tables.js';
import { staffUsers } from '../staff/tables.js';

/**
 * Crypto deposit claims (spec sections 3 and 5; domain.md lifecycles). Never credited before
 * a staff member approves; a transaction hash can be claimed once per chain.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    network: text('network').notNull(),
    asset: text('asset').notNull(),
    /** The chain the hash belongs to (USDT-ERC20 and ETH share Ethereum's hashes). */
    chain: text('chain').notNull(),
    amount: decimal('amount').notNull(),
    /** Lower-cased canonical form. */
    txHash: text('tx_hash').notNull(),
    /** The last 6 characters of the sending address, as the user read them. */
    senderTail: text('sender_tail').notNull(),
    proofKey: text('proof_key').notNull(),
    /** The platform address shown to the user when they claimed. */
    receivingAddress: text('receiving_address').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /**
     * The claim's value in USDT when it was made (BTC and ETH at the last recorded price): what
     * the per-claim and daily limits count. Null on claims older than the limits.
     */
    claimedUsdt: decimal('claimed_usdt'),
    /** USDT credited (approval); for BTC and ETH at `rate` USDT per unit. */
    creditedUsdt: decimal('credited_usdt'),
    rate: decimal('rate'),
    reason: text('reason'),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
    createdAt: createdAt(),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staffUsers.id),
    /**
     * Above `deposit.fourEyesUsdt` two different staff members approve: the first is kept here
     * with the amount they saw received; the second (`reviewed_by`) credits it.
     */
    firstApprovedAt: timestamptz('first_approved_at'),
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(
      () => staffUsers.id,
    ),
    firstReceived: decimal('first_received'),
  },
  (t) => [
    uniqueIndex('deposits_chain_tx_hash_key').on(t.chain, t.txHash),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
    check('deposits_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check(
      'deposits_approved_credit',
      sql`${t.status} <> 'approved' or (${t.creditedUsdt} > 0 and ${t.journalId} is not null)`,
    ),
    check('deposits_rejected_reason', sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
    check(
      'deposits_two_approvers',
      sql`${t.status} <> 'approved' or ${t.firstApprovedBy} is null or ${t.firstApprovedBy} <> ${t.reviewedBy}`,
    ),
    check(
      'deposits_first_approval',
      sql`(${t.firstApprovedBy} is null) = (${t.firstApprovedAt} is null) and (${t.firstApprovedBy} is null) = (${t.firstReceived} is null)`,
    ),
  ],
);

/**
 * Withdrawal requests: the amount (fee included) is held at request; approval, then payout
 * with the transaction hash, completes it; a rejection or failure releases the hold.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    network: text('network').notNull(),
    asset: text('asset').notNull(),
    address: text('address').notNull(),
    /** Debited from the real book (held until completion or release). */
    amount: decimal('amount').notNull(),
    fee: decimal('fee').notNull(),
    /** amount − fee: what arrives at the address. */
    receive: decimal('receive').notNull(),
    /** The terms as agreed: fee rate and minimum fee at the time of the request. */
    feeRate: decimal('fee_rate').notNull(),
    feeMin: decimal('fee_min').notNull(),
    /**
     * What the USDT balance gives (held until the payout) and the fee's part of it. For USDT
     * the amount and fee themselves; for BTC and ETH converted at `rate` (docs/adr/0032).
     */
    usdtAmount: decimal('usdt_amount').notNull(),
    usdtFee: decimal('usdt_fee').notNull(),
    /** The recorded price (USDT per coin) the quote converted at, and its tick's time. */
    rate: decimal('rate'),
    rateAt: timestamptz('rate_at'),
    status: text('status', {
      enum: ['pending', 'approved', 'completed', 'rejected', 'failed'],
    })
      .notNull()
      .default('pending'),
    payoutHash: text('payout_hash'),
    reason: text('reason'),
    createdAt: createdAt(),
    /**
     * Above `withdrawal.fourEyesUsdt` two different staff members approve: the first is kept
     * here while the request stays pending (docs/adr/0014).
     */
    firstApprovedAt: timestamptz('first_approved_at'),
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(
      () => staffUsers.id,
    ),
    approvedAt: timestamptz('approved_at'),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => staffUsers.id),
    closedAt: timestamptz('closed_at'),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => staffUsers.id),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check(
      'withdrawals_status',
      sql`${t.status} in ('pending', 'approved', 'completed', 'rejected', 'failed')`,
    ),
    check(
      'withdrawals_amounts',
      sql`${t.fee} >= 0 and ${t.receive} > 0 and ${t.amount} = ${t.fee} + ${t.receive}`,
    ),
    check(
      'withdrawals_usdt',
      sql`${t.usdtFee} >= 0 and ${t.usdtAmount} > ${t.usdtFee} and (${t.asset} = 'USDT') = (${t.rate} is null) and (${t.rate} is null) = (${t.rateAt} is null) and (${t.asset} <> 'USDT' or (${t.usdtAmount} = ${t.amount} and ${t.usdtFee} = ${t.fee}))`,
    ),
    check(
      'withdrawals_completed_hash',
      sql`${t.status} <> 'completed' or ${t.payoutHash} is not null`,
    ),
    check(
      'withdrawals_closed_reason',
      sql`${t.status} not in ('rejected', 'failed') or ${t.reason} is not null`,
    ),
    check(
      'withdrawals_four_eyes',
      sql`${t.firstApprovedBy} is null or ${t.approvedBy} is null or ${t.firstApprovedBy} <> ${t.approvedBy}`,
    ),
  ],
);

/**
 * The withdrawal address book (docs/adr/0030). An address is compared by `address_key`
 * (Ethereum's lower-cased); a removed or cancelled one keeps its row, so the same address saved
 * again waits again. `cancel_token_hash` is the SHA-256 of the link mailed when it was saved.
 */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    network: text('network').notNull(),
    address: text('address').notNull(),
    addressKey: text('address_key').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    usableAt: timestamptz('usable_at').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    removedAt: timestamptz('removed_at'),
    /** removed (by the owner, signed in) or cancelled (by the mailed link). */
    removedBy: text('removed_by', { enum: ['owner', 'link'] }),
  },
  (t) => [
    uniqueIndex('withdrawal_addresses_saved_key')
      .on(t.userId, t.network, t.addressKey)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('withdrawal_addresses_cancel_key').on(t.cancelTokenHash),
    index('withdrawal_addresses_user_idx').on(t.userId, t.id),
    check('withdrawal_addresses_removed', sql`(${t.removedAt} is null) = (${t.removedBy} is null)`),
  ],
);

/**
 * An account's whitelist: on, withdrawals go only to saved addresses past their wait. A
 * switch-off waits too: `off_at` is when it takes effect, with the hash of the mailed link that
 * keeps it on. No row: off.
 */
export const addressWhitelists = pgTable(
  'address_whitelists',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    on: boolean('on').notNull(),
    offAt: timestamptz('off_at'),
    cancelTokenHash: text('cancel_token_hash'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('address_whitelists_cancel_key').on(t.cancelTokenHash),
    check(
      'address_whitelists_off',
      sql`(${t.offAt} is null) = (${t.cancelTokenHash} is null) and (${t.on} or ${t.offAt} is null)`,
    ),
  ],
);
