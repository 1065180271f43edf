import type { FastifyRequest } from 'fastify';
import { envelope } from '@swx/contract';
import {
  AdminPaths,
  SMART_FUNDING_MAX_USDT,
  smartFunding,
  smartFundingBody,
  smartFundingPage,
  smartFundingsQuery,
  smartOverview,
  smartPlanPage,
  smartPlansQuery,
  smartProductAdmin,
  smartProductAdminList,
  smartProductBody,
  smartExpiration,
  smartExpirationPage,
  smartExpirationsQuery,
} from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { decider, idParams, reasonBody } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { FourEyesDecision } from '../ledger/index.js';
import { actorOf } from '../staff/index.js';
import type { NotificationService } from '../notifications/index.js';
import { SmartExpirations } from './expirations.js';
import type { SmartService } from './service.js';
import { SmartStaffService } from './staff.js';

/**
 * Smart plans in the back office (staff.ts): products (`config.manage`), the reserve and its
 * fundings (`ledger.adjust`; a second staff member approves), every user's plans
 * (`users.read`) and the operator's early end of a plan (`ledger.adjust`, four eyes).
 */
export function smartStaffRoutes(
  app: ZodApp,
  deps: {
    db: Db;
    now: () => Date;
    smart: Pick<SmartService, 'expire'>;
    notifications: Pick<NotificationService, 'announce'>;
  },
): void {
  const service = new SmartStaffService(deps);
  const expirations = new SmartExpirations(deps);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const products = { access: 'config.manage' as const };
  const reserve = { access: 'ledger.adjust' as const };
  const plans = { access: 'users.read' as const };

  app.get(
    AdminPaths.smartProducts,
    {
      config: products,
      schema: {
        tags,
        security,
        summary: 'Smart products (active or not) with their texts, earning plans and capacity',
        response: { 200: envelope(smartProductAdminList) },
      },
    },
    async (request) => ok(request, { items: await service.products() }),
  );

  app.post(
    AdminPaths.smartProducts,
    {
      config: products,
      schema: {
        tags,
        security,
        summary: 'Creates a smart product (a code already taken answers 10026)',
        body: smartProductBody,
        response: { 200: envelope(smartProductAdmin) },
      },
    },
    async (request) => ok(request, await service.createProduct(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.smartProduct,
    {
      config: products,
      schema: {
        tags,
        security,
        summary:
          'Replaces a smart product’s terms and texts; plans already sold keep the terms ' +
          'stored on them',
        params: idParams,
        body: smartProductBody,
        response: { 200: envelope(smartProductAdmin) },
      },
    },
    async (request) =>
      ok(request, await service.changeProduct(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    AdminPaths.smartOverview,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary:
          'The yield reserve against what it has promised: reserved and accrued interest, ' +
          'principal in plans, plans by status, pending fundings',
        response: { 200: envelope(smartOverview) },
      },
    },
    async (request) => ok(request, await service.overview()),
  );

  app.get(
    AdminPaths.smartFundings,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary: 'Reserve fundings by status (pending: oldest first)',
        querystring: smartFundingsQuery,
        response: { 200: envelope(smartFundingPage) },
      },
    },
    async (request) => ok(request, await service.fundings(request.query)),
  );

  app.post(
    AdminPaths.smartFundings,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary:
          'Asks for a funding (positive) of the yield reserve from operator capital, or a ' +
          'withdrawal (negative) of what it has not promised',
        description: `At most ${SMART_FUNDING_MAX_USDT} USDT either way; a different staff member approves it.`,
        body: smartFundingBody,
        response: { 200: envelope(smartFunding) },
      },
    },
    async (request) => ok(request, await service.requestFunding(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.approveSmartFunding,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary:
          'Approves a pending funding: posts its journal (not by whoever asked: 10058; a ' +
          'withdrawal beyond the reserve: 10011)',
        params: idParams,
        response: { 200: envelope(smartFunding) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.decideFunding(actorOf(request), request.params.id, { approve: true }),
      ),
  );

  app.post(
    AdminPaths.rejectSmartFunding,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary: 'Rejects a pending funding with a reason',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(smartFunding) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.decideFunding(actorOf(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    AdminPaths.smartPlans,
    {
      config: plans,
      schema: {
        tags,
        security,
        summary: 'Every user’s smart plans, newest first, by user, product and status',
        querystring: smartPlansQuery,
        response: { 200: envelope(smartPlanPage) },
      },
    },
    async (request) => ok(request, await service.plans(request.query)),
  );

  app.post(
    AdminPaths.expireSmartPlan,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary:
          'Asks to end an earning plan early (status expired: principal and interest earned ' +
          'paid, no penalty, the unearned interest back to the reserve); a second staff ' +
          'member approves (10068 ended, 10069 already asked)',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(smartExpiration) },
      },
    },
    async (request) =>
      ok(
        request,
        await expirations.request(actorOf(request), request.params.id, request.body.reason),
      ),
  );

  app.get(
    AdminPaths.smartExpirations,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary: 'Early ends of plans asked for, by status (pending first by default)',
        querystring: smartExpirationsQuery,
        response: { 200: envelope(smartExpirationPage) },
      },
    },
    async (request) => ok(request, await expirations.list(request.query)),
  );

  const decide = decider(deps.db, deps.notifications);
  /** The early-end decision of the staff member behind `request`, announced once committed. */
  const decided = (request: FastifyRequest, id: number, decision: FourEyesDecision) =>
    decide((tx) => expirations.decide(tx, actorOf(request), id, decision));

  app.post(
    AdminPaths.approveSmartExpiration,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary:
          'Approves an early end: accrues the days due, then pays the plan out without a ' +
          'penalty (not by whoever asked: 10058; a plan ended meanwhile: 10068)',
        params: idParams,
        response: { 200: envelope(smartExpiration) },
      },
    },
    async (request) => ok(request, await decided(request, request.params.id, { approve: true })),
  );

  app.post(
    AdminPaths.rejectSmartExpiration,
    {
      config: reserve,
      schema: {
        tags,
        security,
        summary: 'Rejects an early end with a reason',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(smartExpiration) },
      },
    },
    async (request) =>
      ok(
        request,
        await decided(request, request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
}
