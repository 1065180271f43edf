import { z } from 'zod';
import { amountText, depositItem, depositPage, withdrawalItem, withdrawalPage } from '../wallet.js';
import { invalid } from './common.js';

/**
 * The deposit and withdrawal review queues (apps/server/src/modules/wallet/staff-routes.ts).
 * The list queries are the customer API's (`listDepositsQuery`, `listWithdrawalsQuery`).
 */

/** A deposit as staff see it: whose, its proof, its value when claimed and its approvals. */
export const staffDeposit = depositItem.extend({
  userId: z.string(),
  proofKey: z.string(),
  claimedUsdt: z.string().nullable(),
  twoApprovers: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  firstReceived: z.string().nullable(),
});
export const staffDepositPage = depositPage.extend({ items: z.array(staffDeposit) });

/** A withdrawal as staff see it: with the approvals it has and needs. */
export const staffWithdrawal = withdrawalItem.extend({
  userId: z.string(),
  twoApprovers: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
});
export const staffWithdrawalPage = withdrawalPage.extend({ items: z.array(staffWithdrawal) });

/** The amount received, when staff saw another than the claimed one. */
export const receivedQuery = z.strictObject({ received: amountText.optional() }, invalid);
export const approveDepositBody = z
  .strictObject({ received: amountText.optional() }, invalid)
  .nullish();

/** What approving a pending deposit would credit now. */
export const depositQuote = z.object({
  asset: z.string(),
  received: z.string(),
  rate: z.string().nullable(),
  creditedUsdt: z.string(),
  twoApprovers: z.boolean(),
  firstApprovedBy: z.string().nullable(),
});

export const completeWithdrawalBody = z.strictObject(
  { payoutHash: z.string(invalid).min(1, invalid).max(100, invalid) },
  invalid,
);

export type StaffDeposit = z.infer<typeof staffDeposit>;
export type StaffDepositPage = z.infer<typeof staffDepositPage>;
export type StaffWithdrawal = z.infer<typeof staffWithdrawal>;
export type StaffWithdrawalPage = z.infer<typeof staffWithdrawalPage>;
export type DepositQuote = z.infer<typeof depositQuote>;
