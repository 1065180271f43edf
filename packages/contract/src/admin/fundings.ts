import { z } from 'zod';
import { toUnits } from '../money.js';
import { invalid, pageOf, pageQuery, reasonBody } from './common.js';

/**
 * Fundings of the operator's funded accounts (the smart plans' yield reserve, the loan pool):
 * asked by one staff member, approved by another, which posts one journal between operator
 * capital and the account (apps/server/src/modules/ledger/fundings.ts).
 */

const USDT = 6;

export const FUNDING_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The largest single funding (or withdrawal), USDT. */
export const FUNDING_MAX_USDT = 10_000_000n;

/** A signed USDT amount: positive funds the account, negative takes unused funds back. */
export const fundingBody = z.strictObject(
  {
    amount: z.string(invalid).refine((v) => {
      if (!/^-?(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/.test(v)) return false;
      const units = toUnits(v, USDT)!;
      const size = units < 0n ? -units : units;
      return size !== 0n && size <= FUNDING_MAX_USDT * 10n ** BigInt(USDT);
    }, invalid),
    reason: reasonBody.shape.reason,
  },
  invalid,
);
export const fundingsQuery = z.strictObject(
  { status: z.enum(FUNDING_STATUSES, invalid).optional(), ...pageQuery },
  invalid,
);
/** Who asked for a four-eyes request and how it was decided (fundings, early ends). */
export const fourEyesRequest = {
  status: z.enum(FUNDING_STATUSES),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  journalId: z.string().nullable(),
};
export const poolFunding = z.object({
  id: z.string(),
  amount: z.string(),
  reason: z.string(),
  ...fourEyesRequest,
});
export const poolFundingPage = pageOf(poolFunding);

export type FundingBody = z.infer<typeof fundingBody>;
export type PoolFunding = z.infer<typeof poolFunding>;
