import {
  FINE_SCALE,
  ASSET_SCALE,
  Code,
  NETWORK_IDS,
  isValidAddress,
  socialLink,
  supportEmail,
} from '@swx/contract';
import { AdminPaths, parameterBody, parameterParams } from '@swx/contract/admin';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parameters } from '../../platform/db/tables.js';
import { refuse, unitsWithin } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { staffChange } from '../staff/index.js';
import type { AdminDeps } from './deps.js';

/**
 * The back office's system parameters (issue 7); the instruments are configured in the market
 * module's staff routes, the options products and contract settings in trading's. A change is
 * written with its audit entry (before and after) in one transaction; bad input is refused
 * with 10026 before anything is written. Amounts and rates are decimal strings, checked as
 * bigint units, never as JavaScript numbers.
 *
 * Who sees a change when: parameters are read from the database on every use (no cache), so
 * every instance serves them at once; the market parameters are also re-read by this instance
 * at once (the others within a minute).
 */

// ---- parameters ----------------------------------------------------------------------------

type Rule = (value: string) => boolean;

/** Rates are read at the contract's fine scale. */
const RATE = FINE_SCALE;
const USDT = ASSET_SCALE.USDT;
const decimalRule =
  (scale: number, min: string, max: string): Rule =>
  (v) =>
    unitsWithin(v, scale, min, max) !== undefined;
const wholeRule =
  (min: number, max: number): Rule =>
  (v) =>
    /^\d{1,6}$/.test(v) && BigInt(v) >= BigInt(min) && BigInt(v) <= BigInt(max);
/** Plain text shown on the site: no control characters, at most `max` characters. */
const textRule =
  (max: number): Rule =>
  (v) =>
    v.length <= max && !/\p{Cc}/u.test(v);

/** How each parameter's value is checked; a key without a rule cannot be changed here. */
const PARAMETER_RULES: Readonly<Record<string, Rule>> = {
  'demo.initialBalanceUsdt': decimalRule(USDT, '0', '10000000'),
  'withdrawal.feeRate': decimalRule(RATE, '0', '0.5'),
  'withdrawal.feeMinUsdt': decimalRule(USDT, '0', '10000'),
  'withdrawal.feeMin.BTC': decimalRule(ASSET_SCALE.BTC, '0', '1'),
  'withdrawal.feeMin.ETH': decimalRule(ASSET_SCALE.ETH, '0', '10'),
  // A BTC or ETH quote is honoured this long, within this price move (docs/adr/0032).
  'withdrawal.quoteSeconds': wholeRule(5, 300),
  'withdrawal.priceTolerance': decimalRule(RATE, '0', '0.05'),
  // Money limits are bounded here too: whoever holds a staff password cannot lift them beyond
  // these (a change stays one audited step; the ceilings are the code's).
  // Withdrawals above it need two approvers; 0: every withdrawal does.
  'withdrawal.fourEyesUsdt': decimalRule(USDT, '0', '1000000'),
  'withdrawal.maxUsdt': decimalRule(USDT, '1', '100000000'),
  // At least an hour: a stolen password must not be enough to send money to a new address at once.
  'withdrawal.addressWaitHours': wholeRule(1, 720),
  // Deposit approvals crediting more need two approvers; 0: every approval does.
  'deposit.fourEyesUsdt': decimalRule(USDT, '0', '1000000'),
  'deposit.maxClaimUsdt': decimalRule(USDT, '1', '100000000'),
  'deposit.dailyMaxUsdt': decimalRule(USDT, '1', '100000000'),
  'deposit.pendingMax': wholeRule(1, 100),
  'upload.perHourMax': wholeRule(1, 1000),
  'loan.interestFreeDays': wholeRule(0, 365),
  // Loan approvals above it need two approvers; 0: every loan does.
  'loan.fourEyesUsdt': decimalRule(USDT, '0', '100000'),
  'loan.maxActive': wholeRule(1, 10),
  'contract.openFeeRate': decimalRule(RATE, '0', '0.1'),
  'smart.earlyExitPenaltyRate': decimalRule(RATE, '0', '1'),
  // A bid this close to an auction's end moves the end this far on (0: never).
  'nft.antiSnipeSeconds': wholeRule(0, 3600),
  'support.messagesPerMinute': wholeRule(1, 120),
  'support.conversationsPerDay': wholeRule(1, 100),
  'support.retentionDays': wholeRule(30, 3650),
  // MarketService refuses to start outside these bounds.
  'market.staleAfterSeconds': wholeRule(1, 3600),
  'market.tickRetentionHours': wholeRule(1, 8760),
  // The check the server applies to DEPOSIT_ADDRESS_* at start; empty: not offered.
  ...Object.fromEntries(
    NETWORK_IDS.map((network) => [
      `deposit.address.${network}`,
      (v: string) => v === '' || isValidAddress(network, v),
    ]),
  ),
  'site.supportEmail': (v) => v.length <= 254 && supportEmail.safeParse(v).success,
  'site.socialLinks': (v) => {
    if (v.length > 4000) return false;
    try {
      return z.array(socialLink).max(20).safeParse(JSON.parse(v)).success;
    } catch {
      return false;
    }
  },
};

function ruleOf(key: string): Rule | undefined {
  return PARAMETER_RULES[key] ?? (key.startsWith('site.') ? textRule(1000) : undefined);
}

export function configAdminRoutes(app: ZodApp, deps: AdminDeps): void {
  const { db, market } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const access = 'config.manage' as const;

  const change = staffChange(db, deps.now);

  // ---- parameters --------------------------------------------------------------------------

  app.get(
    AdminPaths.parameters,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Every system parameter, public and internal, with its description',
      },
    },
    async (request) => {
      const list = await db
        .select({
          key: parameters.key,
          value: parameters.value,
          description: parameters.description,
          isPublic: parameters.isPublic,
          updatedAt: parameters.updatedAt,
        })
        .from(parameters)
        .orderBy(asc(parameters.key));
      return ok(
        request,
        list.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })),
      );
    },
  );

  app.post(
    AdminPaths.parameter,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Changes a system parameter (checked by key); public ones are served at once',
        params: parameterParams,
        body: parameterBody,
      },
    },
    async (request) => {
      const { key } = request.params;
      const value = request.body.value.trim();
      const result = await change(request, async (tx, now) => {
        const [before] = await tx
          .select({ value: parameters.value, isPublic: parameters.isPublic })
          .from(parameters)
          .where(eq(parameters.key, key))
          .for('update');
        if (!before) throw new AppError(Code.NOT_FOUND);
        const rule = ruleOf(key);
        if (!rule || !rule(value)) refuse();
        await tx.update(parameters).set({ value, updatedAt: now }).where(eq(parameters.key, key));
        return {
          result: { key, value, isPublic: before.isPublic },
          audit: {
            action: 'config.parameter',
            targetType: 'parameter',
            targetId: key,
            before: { value: before.value },
            after: { value },
          },
        };
      });
      if (key.startsWith('market.')) await market.refreshParameters();
      return ok(request, result);
    },
  );
}
