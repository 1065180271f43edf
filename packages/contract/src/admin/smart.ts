import { z } from 'zod';
import { toUnits } from '../money.js';
import {
  SMART_AMOUNT_MAX_USDT,
  SMART_DAILY_RATE_MAX,
  SMART_PAYOUTS,
  SMART_STATUSES,
  SMART_TERM_DAYS_MAX,
  smartOrder,
} from '../smart.js';
import { invalid, pageOf, pageQuery, productTexts, productTextsView, usdtIn } from './common.js';
import {
  FUNDING_MAX_USDT,
  FUNDING_STATUSES,
  fourEyesRequest,
  fundingBody,
  fundingsQuery,
  poolFunding,
  poolFundingPage,
} from './fundings.js';

/**
 * The back office of smart plans (apps/server/src/modules/smart/staff-routes.ts, ADR 0024):
 * products with their texts, the yield reserve against what it has promised, its fundings
 * (a second staff member approves), and the plans.
 */

const USDT = 6;
const FINE = 18;
const AMOUNT_MAX = toUnits(SMART_AMOUNT_MAX_USDT, USDT)!;

/** A daily rate: above 0 and at most SMART_DAILY_RATE_MAX, up to 8 decimals. */
export const smartDailyRate = z.string(invalid).refine((v) => {
  if (!/^0(?:\.\d{1,8})?$/.test(v)) return false;
  const units = toUnits(v, FINE)!;
  return units > 0n && units <= toUnits(SMART_DAILY_RATE_MAX, FINE)!;
}, invalid);

/** A product as staff create or change it; changes apply to plans sold afterwards only. */
export const smartProductBody = z
  .strictObject(
    {
      code: z.string(invalid).regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, invalid),
      termDays: z.number(invalid).int(invalid).min(1, invalid).max(SMART_TERM_DAYS_MAX, invalid),
      minAmount: usdtIn(1n, AMOUNT_MAX),
      maxAmount: usdtIn(1n, AMOUNT_MAX),
      dailyRate: smartDailyRate,
      payout: z.enum(SMART_PAYOUTS, invalid),
      accrualMinute: z.number(invalid).int(invalid).min(0, invalid).max(1439, invalid),
      onePerUser: z.boolean(invalid),
      active: z.boolean(invalid),
      sort: z.number(invalid).int(invalid).min(0, invalid).max(10_000, invalid),
      texts: productTexts,
    },
    invalid,
  )
  .refine((b) => toUnits(b.minAmount, USDT)! <= toUnits(b.maxAmount, USDT)!, invalid);

export const smartProductAdmin = z.object({
  id: z.number().int(),
  code: z.string(),
  termDays: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyRate: z.string(),
  annualRate: z.string(),
  payout: z.enum(SMART_PAYOUTS),
  accrualMinute: z.number().int(),
  onePerUser: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
  texts: productTextsView,
  /** Plans earning now and their principal. */
  earningPlans: z.number().int(),
  earningPrincipal: z.string(),
  /** The largest principal the reserve can fund now. */
  capacity: z.string(),
  updatedAt: z.string(),
});
export const smartProductAdminList = z.object({ items: z.array(smartProductAdmin) });

/** The reserve against what it has promised (real book, USDT). */
export const smartOverview = z.object({
  /** The yield reserve's balance: what can still be promised. */
  reserve: z.string(),
  /** Interest reserved for earning plans and not yet accrued. */
  reserved: z.string(),
  /** Interest accrued and kept in plans until maturity. */
  accruedUnpaid: z.string(),
  /** Customers' principal in earning plans. */
  principal: z.string(),
  earningPlans: z.number().int(),
  /** Plans by status (every status, zero where none). */
  plans: z.record(z.enum(SMART_STATUSES), z.number().int()),
  /** Interest paid to customers so far. */
  paidInterest: z.string(),
  /** Fundings waiting for a second staff member. */
  pendingFundings: z.number().int(),
  /** Early ends of plans waiting for a second staff member. */
  pendingExpirations: z.number().int(),
});

/** The reserve's fundings are pool fundings (fundings.ts). */
export const SMART_FUNDING_STATUSES = FUNDING_STATUSES;
export const SMART_FUNDING_MAX_USDT = FUNDING_MAX_USDT;
export const smartFundingBody = fundingBody;
export const smartFundingsQuery = fundingsQuery;
export const smartFunding = poolFunding;
export const smartFundingPage = poolFundingPage;

export const smartPlansQuery = z.strictObject(
  {
    userId: z
      .string(invalid)
      .regex(/^[1-9]\d{0,17}$/, invalid)
      .optional(),
    productId: z
      .string(invalid)
      .regex(/^[1-9]\d{0,8}$/, invalid)
      .optional(),
    status: z.enum(SMART_STATUSES, invalid).optional(),
    ...pageQuery,
  },
  invalid,
);
export const smartPlanAdmin = smartOrder.extend({ userId: z.string(), username: z.string() });
export const smartPlanPage = pageOf(smartPlanAdmin);

/**
 * The operator's early end of a plan (status expired): asked by one staff member, approved by
 * another. The plan's figures are those of now; the approval pays what the plan holds then.
 */
export const smartExpiration = z.object({
  id: z.string(),
  planId: z.string(),
  planNo: z.string(),
  userId: z.string(),
  username: z.string(),
  principal: z.string(),
  planStatus: z.enum(SMART_STATUSES),
  reason: z.string(),
  ...fourEyesRequest,
});
export const smartExpirationPage = pageOf(smartExpiration);
export const smartExpirationsQuery = smartFundingsQuery;

export type SmartProductBody = z.infer<typeof smartProductBody>;
export type SmartProductAdmin = z.infer<typeof smartProductAdmin>;
export type SmartOverview = z.infer<typeof smartOverview>;
export type SmartFundingBody = z.infer<typeof smartFundingBody>;
export type SmartFunding = z.infer<typeof smartFunding>;
export type SmartPlanAdmin = z.infer<typeof smartPlanAdmin>;
export type SmartExpiration = z.infer<typeof smartExpiration>;

/** A product's terms and texts as a body (its admin view without the live figures). */
export function smartProductBodyOf(p: SmartProductAdmin): SmartProductBody {
  return {
    code: p.code,
    termDays: p.termDays,
    minAmount: p.minAmount,
    maxAmount: p.maxAmount,
    dailyRate: p.dailyRate,
    payout: p.payout,
    accrualMinute: p.accrualMinute,
    onePerUser: p.onePerUser,
    active: p.active,
    sort: p.sort,
    texts: p.texts,
  };
}
