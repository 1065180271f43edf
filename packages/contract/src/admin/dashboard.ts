import { z } from 'zod';

/**
 * The back office's first page (apps/server/src/modules/admin/dashboard.ts): each queue's size
 * and oldest item, the day's flows and open interest; amounts are decimal strings in USDT.
 */

export const queueHead = z.object({ size: z.number(), oldestAt: z.string().nullable() });
export const flow = z.object({ count: z.number(), usdt: z.string() });
export const dashboard = z.object({
  at: z.string(),
  queues: z.object({
    kyc: queueHead,
    deposits: queueHead,
    withdrawalsToApprove: queueHead,
    withdrawalsToPay: queueHead,
  }),
  today: z.object({ depositsCredited: flow, withdrawalsPaid: flow }),
  openInterest: z.object({
    options: z.object({ orders: z.number(), staked: z.string() }),
    contracts: z.object({ positions: z.number(), margin: z.string() }),
    /**
     * Earning smart plans and their principal; the yield reserve and the interest it has
     * promised them (reserved or accrued, not yet paid).
     */
    smart: z.object({
      plans: z.number(),
      principal: z.string(),
      reserve: z.string(),
      promised: z.string(),
    }),
  }),
});

/**
 * The ledger check's summary (POST /dashboard/reconcile): the ledger's, smart plans', loans',
 * charity NFTs'.
 */
export const ledgerCheck = z.object({
  /** Every check passed. */
  ok: z.boolean(),
  at: z.string(),
  journals: z.number(),
  entries: z.number(),
  accounts: z.number(),
  unbalancedJournals: z.number(),
  mismatchedAccounts: z.number(),
  negativeCustomerAccounts: z.number(),
  brokenRunningBalances: z.number(),
  /** Smart plans' rows against their accounts and accruals (docs/adr/0024). */
  smart: z.object({
    ok: z.boolean(),
    plans: z.number(),
    earning: z.number(),
    mismatchedPlans: z.number(),
    negativeAccounts: z.number(),
    accrualMismatches: z.number(),
    orphanAccounts: z.number(),
  }),
  /** Loans' rows against their repayments and journals (docs/adr/0025). */
  loans: z
    .object({
      ok: z.boolean(),
      loans: z.number(),
      mismatchedLoans: z.number(),
      negativePool: z.boolean(),
    })
    .optional(),
  /** Charity NFTs' tokens and holds against their journals (docs/adr/0026). */
  nfts: z
    .object({
      ok: z.boolean(),
      items: z.number(),
      mismatchedItems: z.number(),
      mismatchedHolds: z.number(),
      mismatchedPayouts: z.number(),
      negativeCharities: z.number(),
    })
    .optional(),
});

export type QueueHead = z.infer<typeof queueHead>;
export type Flow = z.infer<typeof flow>;
export type Dashboard = z.infer<typeof dashboard>;
export type LedgerCheck = z.infer<typeof ledgerCheck>;
