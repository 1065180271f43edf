import { ASSET_SCALE, Code, FINE_SCALE } from '@swx/contract';
import {
  AdminPaths,
  MAX_PRICE_TOLERANCE,
  contractSettingsBody,
  optionsProductBody,
  type ContractSettings as SettingsView,
  type Period as PeriodView,
} from '@swx/contract/admin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import {
  codeQuery,
  idParam,
  plain,
  refuse,
  unitsWithin,
} from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { staffChange } from '../staff/index.js';
import { LOTS_SCALE, type SettingsRow } from './contracts.js';
import { DEFAULT_OPTIONS_MAX_USDT } from './options.js';
import { contractSettings, optionsPeriods, optionsProducts } from './tables.js';

/**
 * Staff's side of trading under /swx/admin/config (issue 7): the options products' periods and
 * the leveraged contracts' settings. Every change is written with its audit entry (before and
 * after) in one transaction; bad input is refused with 10026 before anything is written. Rates
 * and amounts are decimal strings checked as bigint units. Both are read from the database on
 * every use (no cache), so every instance serves a change at once; open orders and positions
 * keep the terms they were opened with.
 */

/** Rates are read at the contract's fine scale. */
const RATE = FINE_SCALE;
const USDT = ASSET_SCALE.USDT;

/** Refuses a price tolerance outside (0, MAX_PRICE_TOLERANCE] (docs/adr/0023). */
function tolerance(text: string): void {
  const units = unitsWithin(text, RATE, '0', MAX_PRICE_TOLERANCE);
  if (units === undefined || units === 0n) refuse();
}

export function tradingStaffRoutes(app: ZodApp, deps: { db: Db; now: () => Date }): void {
  const { db } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const access = 'config.manage' as const;
  const change = staffChange(db, deps.now);

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
      quote_max_age_ms: number;
      price_tolerance: string;
      seconds: number | null;
      payout_rate: string | null;
      min_amount: string | null;
      max_amount: string | null;
    }>(
      await tx.execute(sql`
        select p.id as product_id, p.instrument_id, i.code, p.enabled, p.quote_max_age_ms,
               p.price_tolerance::text, q.seconds,
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
        quoteMaxAgeMs: number;
        priceTolerance: string;
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
          quoteMaxAgeMs: r.quote_max_age_ms,
          priceTolerance: plain(r.price_tolerance),
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
    AdminPaths.optionsProducts,
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
    AdminPaths.optionsProduct,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Replaces an options product’s periods (1–10; payout rate in (0, 1], stake from ' +
          'minAmount > 0) and, when given, its quote parameters (docs/adr/0023); open orders ' +
          'keep the terms they were bought with',
        params: idParam('instrumentId'),
        body: optionsProductBody,
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
      const { quoteMaxAgeMs, priceTolerance } = request.body;
      if (priceTolerance !== undefined) tolerance(priceTolerance);
      periods.sort((a, b) => a.seconds - b.seconds);
      const result = await change(request, async (tx) => {
        const [product] = await tx
          .select({ id: optionsProducts.id })
          .from(optionsProducts)
          .where(eq(optionsProducts.instrumentId, instrumentId))
          .for('update');
        if (!product) throw new AppError(Code.NOT_FOUND);
        const [before] = await optionsProducts_(tx, { instrumentId });
        if (quoteMaxAgeMs !== undefined || priceTolerance !== undefined) {
          await tx
            .update(optionsProducts)
            .set({ quoteMaxAgeMs, priceTolerance })
            .where(eq(optionsProducts.id, product.id));
        }
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
            before: { instrumentId, ...before },
            after: { instrumentId, ...after },
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
    const found = rows<SettingsRow & { code: string; enabled: boolean }>(
      await tx.execute(sql`
        select s.instrument_id, i.code, s.enabled, s.max_leverage, s.fee_rate::text,
               s.liquidation_level::text, s.min_lots::text, s.max_lots::text,
               s.max_stop_distance::text, s.quote_max_age_ms, s.price_tolerance::text
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
      quoteMaxAgeMs: r.quote_max_age_ms,
      priceTolerance: plain(r.price_tolerance),
    }));
  }

  app.get(
    AdminPaths.contractSettings,
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
    AdminPaths.contractSetting,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Changes an instrument’s leveraged contract settings (the fields given); open ' +
          'positions keep the terms they were opened with',
        params: idParam('instrumentId'),
        body: contractSettingsBody,
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
        tolerance(next.priceTolerance);
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
            quoteMaxAgeMs: next.quoteMaxAgeMs,
            priceTolerance: next.priceTolerance,
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
