import { Code } from '@swx/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { AdminPaths, instrumentChangeBody } from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { idParam } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { staffChange } from '../staff/index.js';
import { SCHEDULE_IDS, type ScheduleId } from './hours.js';
import type { MarketService } from './service.js';
import { instruments } from './tables.js';

/**
 * Staff's side of the market under /swx/admin/config (issue 7): the instruments' `enabled` and
 * schedule. A change is written with its audit entry in one transaction. The catalogue is held
 * in each instance's market engine: this instance reloads it after the change commits, the
 * others within MarketService's catalogue refresh (10 seconds).
 */
export function marketStaffRoutes(
  app: ZodApp,
  deps: { db: Db; now: () => Date; market: Pick<MarketService, 'reloadInstruments'> },
): void {
  const { db, market } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const access = 'config.manage' as const;
  const change = staffChange(db, deps.now);

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
    AdminPaths.instruments,
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
    AdminPaths.instrument,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          'Lists or unlists an instrument, or changes its schedule (unlisted: off the market ' +
          'lists, trading on it refused)',
        params: idParam('id'),
        body: instrumentChangeBody(SCHEDULE_IDS as [ScheduleId, ...ScheduleId[]]),
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
}
