import { z } from 'zod';
import { BOOKS } from '../book.js';
import { toUnits } from '../money.js';
import { invalid, pageOf, pageQuery, reasonBody } from './common.js';

/**
 * Ledger adjustments (apps/server/src/modules/ledger/adjustments.ts): a signed USDT credit or
 * debit of a customer's book that a second staff member approves.
 */

const USDT = 6;
/** The largest single adjustment, in USDT: a correction, not a funding channel. */
export const ADJUSTMENT_MAX_USDT = 1_000_000n;
const AMOUNT = /^-?(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A signed USDT amount: not zero, at most ADJUSTMENT_MAX_USDT either way, 6 decimals. */
export const adjustmentAmount = z.string(invalid).refine((v) => {
  if (!AMOUNT.test(v)) return false;
  const units = toUnits(v, USDT)!;
  const size = units < 0n ? -units : units;
  return size !== 0n && size <= ADJUSTMENT_MAX_USDT * 10n ** BigInt(USDT);
}, invalid);

export const adjustmentRequestBody = z.strictObject(
  {
    userId: z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid),
    book: z.enum(BOOKS, invalid),
    /** Signed USDT: positive credits the customer, negative debits them. */
    amount: adjustmentAmount,
    reason: reasonBody.shape.reason,
  },
  invalid,
);

export const adjustmentsQuery = z.strictObject(
  { status: z.enum(ADJUSTMENT_STATUSES, invalid).optional(), ...pageQuery },
  invalid,
);

export const adjustment = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  book: z.enum(BOOKS),
  asset: z.string(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  journalId: z.string().nullable(),
});
export const adjustmentPage = pageOf(adjustment);

export type Adjustment = z.infer<typeof adjustment>;
export type AdjustmentRequest = z.infer<typeof adjustmentRequestBody>;
