import {
  ASSET_SCALE,
  Code,
  NETWORK_IDS,
  isValidAddress,
  socialLink,
  supportEmail,
  toUnits,
} from '@swx/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { parameters } from '../../platform/db/tables.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { SCHEDULE_IDS, type ScheduleId } from '../market/hours.js';
import { instruments } from '../market/tables.js';
import { staffOf } from '../staff/access.js';
import { audit } from '../staff/service.js';
import { LOTS_SCALE } from '../trading/contracts.js';
import { DEFAULT_OPTIONS_MAX_USDT } from '../trading/options.js';
import { contractSettings, optionsPeriods, optionsProducts } from '../trading/tables.js';
import type { AdminDeps } from './deps.js';

/**
 * The back office's configuration (issue 7): system parameters, the instruments' `enabled`
 * and schedule, the options products' periods and the leveraged contracts' settings. Every
 * change is written with its audit entry (before and after) in one transaction; bad input is
 * refused with 10026 before anything is written. Amounts and rates are decimal strings,
 * checked as bigint units, never as JavaScript numbers.
 *
 * Who sees a change when: parameters and the trading settings are read from the database on
 * every use (no cache), so every instance serves them at once; the market parameters are also
 * re-read by this instance at once (the others within a minute). The catalogue (`enabled`,
 * schedule) is held in each instance's market engine: this instance reloads it after the
 * change commits, the others within MarketService's catalogue refresh (10 seconds).
 */

const invalid = { error: String(Code.INVALID_PARAMS) };
const refuse = (): never => {
  throw new AppError(Code.INVALID_PARAMS);
};

const idParam = (name: 'id' | 'instrumentId') =>
  z.strictObject(
    {
      [name]: z
        .string()
        .regex(/^[1-9]\d{0,8}$/, invalid)
        .transform(Number),
    } as Record<typeof name, z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>>,
    invalid,
  );
const codeQuery = z.strictObject(
  {
    code: z
      .string(invalid)
      .regex(/^[A-Z0-9._-]{1,24}$/, invalid)
      .optional(),
  },
  invalid,
);
/** A non-negative decimal as typed: digits, at most one point, no sign or exponent. */
const DECIMAL = /^\d{1,12}(?:\.\d{1,18})?$/;
const decimalText = z.string(invalid).trim().regex(DECIMAL, invalid);

/** `value` as units at `scale` when it is a plain decimal within [min, max], else undefined. */
function unitsWithin(value: string, scale: number, min: string, max: string): bigint | undefined {
  if (!DECIMAL.test(value)) return undefined;
  const units = toUnits(value, scale);
  if (units === undefined) return undefined;
  return units >= toUnits(min, scale)! && units <= toUnits(max, scale)! ? units : undefined;
}

/** A NUMERIC's text without trailing zeros ("0.100000" → "0.1", "10.000" → "10"). */
function plain(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// ---- parameters ----------------------------------------------------------------------------

type Rule = (value: string) => boolean;

const RATE = 18;
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
  // Money limits are bounded here too: whoever holds a staff password cannot lift them beyond
  // these (a change stays one audited step; the ceilings are the code's).
  // Withdrawals above it need two approvers; 0: every withdrawal does.
  'withdrawal.fourEyesUsdt': decimalRule(USDT, '0', '1000000'),
  'withdrawal.maxUsdt': decimalRule(USDT, '1', '100000000'),
  // Deposit approvals crediting more need two approvers; 0: every approval does.
  'deposit.fourEyesUsdt': decimalRule(USDT, '0', '1000000'),
  'deposit.maxClaimUsdt': decimalRule(USDT, '1', '100000000'),
  'deposit.dailyMaxUsdt': decimalRule(USDT, '1', '100000000'),
  'deposit.pendingMax': wholeRule(1, 100),
  'upload.perHourMax': wholeRule(1, 1000),
  'loan.interestFreeDays': wholeRule(0, 365),
  'contract.openFeeRate': decimalRule(RATE, '0', '0.1'),
  'smart.earlyExitPenaltyRate': decimalRule(RATE, '0', '1'),
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

// ---- options products ----------------------------------------------------------------------

const periodBody = z.strictObject(
  {
    seconds: z.number(invalid).int(invalid).min(10, invalid).max(86_400, invalid),
    payoutRate: decimalText,
    minAmount: decimalText,
    maxAmount: decimalText.optional(),
  },
  invalid,
);

interface PeriodView {
  seconds: number;
  payoutRate: string;
  minAmount: string;
  maxAmount: string;
}

// ---- contract settings ---------------------------------------------------------------------

interface SettingsView {
  instrumentId: number;
  code: string;
  enabled: boolean;
  maxLeverage: number;
  feeRate: string;
  liquidationLevel: string;
  minLots: string;
  maxLots: string;
  maxStopDistance: string;
}

/** The bounds of domain.md (leverage up to 100) within the table's checks. */
const MAX_LEVERAGE = 100;

export function configAdminRoutes(app: ZodApp, deps: AdminDeps): void {
  const { db, market } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const access = 'config.manage' as const;

  /** Runs a change and its audit entry in one transaction. */
  async function change<T>(
    request: FastifyRequest,
    work: (tx: Db, now: Date) => Promise<{ result: T; audit: AuditParts }>,
  ): Promise<T> {
    const staff = staffOf(request);
    return db.transaction(async (tx) => {
      const now = deps.now();
      const { result, audit: entry } = await work(tx, now);
      await audit(tx, { staffId: staff.id, ip: request.ip, ...entry }, now);
      return result;
    });
  }

  // ---- parameters --------------------------------------------------------------------------

  app.get(
    '/config/parameters',
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
    '/config/parameters/:key',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Changes a system parameter (checked by key); public ones are served at once',
        params: z.strictObject(
          { key: z.string(invalid).regex(/^[A-Za-z0-9._-]{1,100}$/, invalid) },
          invalid,
        ),
        body: z.strictObject({ value: z.string(invalid).max(5000, invalid) }, invalid),
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

  // ---- instruments -------------------------------------------------------------------------

  const instrumentColumns = {
    id: instruments.id,
    code: instruments.code,
    type: instruments.type,
    appName: instruments.appName,
    enabled: instruments.enabled,
    schedule: instruments.schedule,
    precision: instruments.precision,
  };

  app.get(
    '/config/instruments',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Every instrument with whether it is listed and its trading schedule',
      },
    },
    async (request) => {
      const list = await db
        .select(instrumentColumns)
        .from(instruments)
        .orderBy(asc(instruments.sort), asc(instruments.id));
      return ok(request, { instruments: list, schedules: SCHEDULE_IDS });
    },
  );

  app.post(
    '/config/instruments/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Lists or unlists an instrument, or changes its schedule (unlisted: off the market ' +
          'lists, trading on it refused)',
        params: idParam('id'),
        body: z
          .strictObject(
            {
              enabled: z.boolean(invalid).optional(),
              schedule: z.enum(SCHEDULE_IDS as [ScheduleId, ...ScheduleId[]], invalid).optional(),
            },
            invalid,
          )
          .refine((b) => b.enabled !== undefined || b.schedule !== undefined, invalid),
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const result = await change(request, async (tx) => {
        const [before] = await tx
          .select(instrumentColumns)
          .from(instruments)
          .where(eq(instruments.id, id))
          .for('update');
        if (!before) throw new AppError(Code.NOT_FOUND);
        if (body.enabled === false && before.enabled) {
          // A disabled instrument gets no prices: open orders and positions on it could then
          // neither settle nor trigger. Staff wait for them to close first (docs/adr/0014).
          const open = (await tx.execute(sql`
            select exists (select 1 from options_orders where instrument_id = ${id}
                             and status = 'open')
                or exists (select 1 from contract_positions where instrument_id = ${id}
                             and status = 'open') as open`)) as unknown as {
            rows: Array<{ open: boolean }>;
          };
          if (open.rows[0]!.open) throw new AppError(Code.INSTRUMENT_IN_USE);
        }
        const after = {
          ...before,
          enabled: body.enabled ?? before.enabled,
          schedule: body.schedule ?? before.schedule,
        };
        await tx
          .update(instruments)
          .set({ enabled: after.enabled, schedule: after.schedule })
          .where(eq(instruments.id, id));
        return {
          result: after,
          audit: {
            action: 'config.instrument',
            targetType: 'instrument',
            targetId: id,
            before: { enabled: before.enabled, schedule: before.schedule },
            after: { enabled: after.enabled, schedule: after.schedule },
          },
        };
      });
      // This instance applies it now; the others on their next catalogue refresh.
      await market.reloadInstruments();
      return ok(request, result);
    },
  );

  // ---- options products --------------------------------------------------------------------

  async function optionsProducts_(
    tx: Db,
    filter: { code?: string | undefined; instrumentId?: number },
  ) {
    const found = rows<{
      product_id: number;
      instrument_id: number;
      code: string;
      enabled: boolean;
      seconds: number | null;
      payout_rate: string | null;
      min_amount: string | null;
      max_amount: string | null;
    }>(
      await tx.execute(sql`
        select p.id as product_id, p.instrument_id, i.code, p.enabled, q.seconds,
               q.payout_rate::text, q.min_amount::text, q.max_amount::text
        from options_products p
        join instruments i on i.id = p.instrument_id
        left join options_periods q on q.product_id = p.id
        where (${filter.code ?? null}::text is null or i.code = ${filter.code ?? null})
          and (${filter.instrumentId ?? null}::int is null or p.instrument_id = ${filter.instrumentId ?? null})
        order by i.sort, i.id, q.seconds`),
    );
    const products = new Map<
      number,
      {
        productId: number;
        instrumentId: number;
        code: string;
        enabled: boolean;
        periods: PeriodView[];
      }
    >();
    for (const r of found) {
      let product = products.get(r.product_id);
      if (!product) {
        product = {
          productId: r.product_id,
          instrumentId: r.instrument_id,
          code: r.code,
          enabled: r.enabled,
          periods: [],
        };
        products.set(r.product_id, product);
      }
      if (r.seconds !== null) {
        product.periods.push({
          seconds: r.seconds,
          payoutRate: plain(r.payout_rate!),
          minAmount: plain(r.min_amount!),
          maxAmount: plain(r.max_amount!),
        });
      }
    }
    return [...products.values()];
  }

  app.get(
    '/config/options-products',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Options products with their periods (payout rate, stake range), by code',
        querystring: codeQuery,
      },
    },
    async (request) => ok(request, await optionsProducts_(db, { code: request.query.code })),
  );

  app.post(
    '/config/options-products/:instrumentId',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Replaces an options product’s periods (1–10; payout rate in (0, 1], stake from ' +
          'minAmount > 0); open orders keep the terms they were bought with',
        params: idParam('instrumentId'),
        body: z.strictObject(
          { periods: z.array(periodBody, invalid).min(1, invalid).max(10, invalid) },
          invalid,
        ),
      },
    },
    async (request) => {
      const { instrumentId } = request.params;
      const periods: PeriodView[] = request.body.periods.map((p) => {
        const maxAmount = p.maxAmount ?? DEFAULT_OPTIONS_MAX_USDT;
        const rate = unitsWithin(p.payoutRate, RATE, '0', '1');
        const min = unitsWithin(p.minAmount, USDT, '0', '1000000000');
        const max = unitsWithin(maxAmount, USDT, '0', '1000000000');
        if (rate === undefined || rate === 0n) refuse();
        if (min === undefined || max === undefined || min === 0n || max < min) refuse();
        return {
          seconds: p.seconds,
          payoutRate: plain(p.payoutRate),
          minAmount: plain(p.minAmount),
          maxAmount: plain(maxAmount),
        };
      });
      if (new Set(periods.map((p) => p.seconds)).size !== periods.length) refuse();
      periods.sort((a, b) => a.seconds - b.seconds);
      const result = await change(request, async (tx) => {
        const [product] = await tx
          .select({ id: optionsProducts.id })
          .from(optionsProducts)
          .where(eq(optionsProducts.instrumentId, instrumentId))
          .for('update');
        if (!product) throw new AppError(Code.NOT_FOUND);
        const [before] = await optionsProducts_(tx, { instrumentId });
        await tx.delete(optionsPeriods).where(eq(optionsPeriods.productId, product.id));
        await tx
          .insert(optionsPeriods)
          .values(periods.map((p) => ({ productId: product.id, ...p })));
        const [after] = await optionsProducts_(tx, { instrumentId });
        return {
          result: after,
          audit: {
            action: 'config.options_product',
            targetType: 'options_product',
            targetId: product.id,
            before: { instrumentId, periods: before?.periods ?? [] },
            after: { instrumentId, periods: after?.periods ?? [] },
          },
        };
      });
      return ok(request, result);
    },
  );

  // ---- contract settings -------------------------------------------------------------------

  async function settingsOf(
    tx: Db,
    filter: { code?: string | undefined; instrumentId?: number },
  ): Promise<SettingsView[]> {
    const found = rows<{
      instrument_id: number;
      code: string;
      enabled: boolean;
      max_leverage: number;
      fee_rate: string;
      liquidation_level: string;
      min_lots: string;
      max_lots: string;
      max_stop_distance: string;
    }>(
      await tx.execute(sql`
        select s.instrument_id, i.code, s.enabled, s.max_leverage, s.fee_rate::text,
               s.liquidation_level::text, s.min_lots::text, s.max_lots::text,
               s.max_stop_distance::text
        from contract_settings s join instruments i on i.id = s.instrument_id
        where (${filter.code ?? null}::text is null or i.code = ${filter.code ?? null})
          and (${filter.instrumentId ?? null}::int is null or s.instrument_id = ${filter.instrumentId ?? null})
        order by i.sort, i.id`),
    );
    return found.map((r) => ({
      instrumentId: r.instrument_id,
      code: r.code,
      enabled: r.enabled,
      maxLeverage: r.max_leverage,
      feeRate: plain(r.fee_rate),
      liquidationLevel: plain(r.liquidation_level),
      minLots: plain(r.min_lots),
      maxLots: plain(r.max_lots),
      maxStopDistance: plain(r.max_stop_distance),
    }));
  }

  app.get(
    '/config/contract-settings',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Leveraged contract settings per instrument, by code',
        querystring: codeQuery,
      },
    },
    async (request) => ok(request, await settingsOf(db, { code: request.query.code })),
  );

  app.post(
    '/config/contract-settings/:instrumentId',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Changes an instrument’s leveraged contract settings (the fields given); open ' +
          'positions keep the terms they were opened with',
        params: idParam('instrumentId'),
        body: z
          .strictObject(
            {
              enabled: z.boolean(invalid).optional(),
              maxLeverage: z
                .number(invalid)
                .int(invalid)
                .min(1, invalid)
                .max(MAX_LEVERAGE, invalid)
                .optional(),
              feeRate: decimalText.optional(),
              liquidationLevel: decimalText.optional(),
              minLots: decimalText.optional(),
              maxLots: decimalText.optional(),
              maxStopDistance: decimalText.optional(),
            },
            invalid,
          )
          .refine((b) => Object.keys(b).length > 0, invalid),
      },
    },
    async (request) => {
      const { instrumentId } = request.params;
      const body = request.body;
      const result = await change(request, async (tx) => {
        const [locked] = await tx
          .select({ id: contractSettings.instrumentId })
          .from(contractSettings)
          .where(eq(contractSettings.instrumentId, instrumentId))
          .for('update');
        if (!locked) throw new AppError(Code.NOT_FOUND);
        const [before] = await settingsOf(tx, { instrumentId });
        const next = { ...before!, ...body };
        const fee = unitsWithin(next.feeRate, RATE, '0', '0.1');
        const level = unitsWithin(next.liquidationLevel, RATE, '0', '0.9');
        const minLots = unitsWithin(next.minLots, LOTS_SCALE, '0', '1000000');
        const maxLots = unitsWithin(next.maxLots, LOTS_SCALE, '0', '1000000');
        const stop = unitsWithin(next.maxStopDistance, RATE, '0', '0.99');
        if (fee === undefined || level === undefined || stop === undefined || stop === 0n) {
          refuse();
        }
        if (minLots === undefined || maxLots === undefined || minLots === 0n || maxLots < minLots) {
          refuse();
        }
        await tx
          .update(contractSettings)
          .set({
            enabled: next.enabled,
            maxLeverage: next.maxLeverage,
            feeRate: next.feeRate,
            liquidationLevel: next.liquidationLevel,
            minLots: next.minLots,
            maxLots: next.maxLots,
            maxStopDistance: next.maxStopDistance,
          })
          .where(eq(contractSettings.instrumentId, instrumentId));
        const [after] = await settingsOf(tx, { instrumentId });
        return {
          result: after!,
          audit: {
            action: 'config.contract_settings',
            targetType: 'instrument',
            targetId: instrumentId,
            before,
            after,
          },
        };
      });
      return ok(request, result);
    },
  );
}

interface AuditParts {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}
