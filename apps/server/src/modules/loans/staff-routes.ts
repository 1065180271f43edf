import type { FastifyRequest } from 'fastify';
import { envelope } from '@swx/contract';
import {
  AdminPaths,
  fundingBody,
  loanAdminDetail,
  loanAdminPage,
  loanAgreementAdmin,
  loanAgreementBody,
  loanProductAdmin,
  loanProductAdminList,
  loanProductBody,
  loanFundingsQuery,
  loanOverview,
  loansQuery,
  poolFunding,
  poolFundingPage,
} from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { decider, idParams, reasonBody } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { FourEyesDecision } from '../ledger/index.js';
import type { NotificationService } from '../notifications/index.js';
import { actorOf } from '../staff/index.js';
import { LoanCatalogue } from './catalogue.js';
import type { LoanService } from './service.js';
import { LoanStaffService } from './staff.js';

/**
 * Loans in the back office (staff.ts): the review queue and decisions (`loans.review`; two
 * different staff above `loan.fourEyesUsdt`), the pool and its fundings (`ledger.adjust`; a
 * second staff member approves), the products and the agreement's versions (`config.manage`,
 * catalogue.ts).
 */
export function loanStaffRoutes(
  app: ZodApp,
  deps: {
    db: Db;
    now: () => Date;
    loans: LoanService;
    notifications: Pick<NotificationService, 'announce'>;
  },
): void {
  const service = new LoanStaffService(deps);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const review = { access: 'loans.review' as const };
  const pool = { access: 'ledger.adjust' as const };
  const config = { access: 'config.manage' as const };
  const catalogue = new LoanCatalogue(deps);

  app.get(
    AdminPaths.loans,
    {
      config: review,
      schema: {
        tags,
        security,
        summary:
          'Loans by status (by default the queue: pending review and signed, oldest first) ' +
          'and by user',
        querystring: loansQuery,
        response: { 200: envelope(loanAdminPage) },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.get(
    AdminPaths.loanOverview,
    {
      config: review,
      schema: {
        tags,
        security,
        summary: 'The loan pool against what it has lent and promised; loans by status',
        response: { 200: envelope(loanOverview) },
      },
    },
    async (request) => ok(request, await service.overview()),
  );

  app.get(
    AdminPaths.loan,
    {
      config: review,
      schema: {
        tags,
        security,
        summary: 'One loan with the applicant, the KYC record and the agreement as signed',
        params: idParams,
        response: { 200: envelope(loanAdminDetail) },
      },
    },
    async (request) => ok(request, await service.get(request.params.id)),
  );

  const decide = decider(deps.db, deps.notifications);
  const decided = (request: FastifyRequest, id: number, decision: FourEyesDecision) =>
    decide((tx) => service.decide(tx, actorOf(request), id, decision));

  app.post(
    AdminPaths.approveLoan,
    {
      config: review,
      schema: {
        tags,
        security,
        summary:
          'Approves a loan: at or below loan.fourEyesUsdt it is disbursed; above, the first ' +
          'approval countersigns it (signed) and a different staff member’s disburses (10058 ' +
          'for the same; 10044 decided; 10074 a pool that cannot cover it)',
        params: idParams,
        response: { 200: envelope(loanAdminDetail) },
      },
    },
    async (request) => ok(request, await decided(request, request.params.id, { approve: true })),
  );

  app.post(
    AdminPaths.rejectLoan,
    {
      config: review,
      schema: {
        tags,
        security,
        summary: 'Rejects a loan with a reason shown to the applicant (nothing is disbursed)',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(loanAdminDetail) },
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

  app.get(
    AdminPaths.loanFundings,
    {
      config: pool,
      schema: {
        tags,
        security,
        summary: 'Fundings of the loan pool by status (pending first by default)',
        querystring: loanFundingsQuery,
        response: { 200: envelope(poolFundingPage) },
      },
    },
    async (request) => ok(request, await service.fundings.list(request.query)),
  );

  app.post(
    AdminPaths.loanFundings,
    {
      config: pool,
      schema: {
        tags,
        security,
        summary:
          'Asks to fund the loan pool from operator capital (or, negative, to take back what ' +
          'it does not lend); a second staff member approves',
        body: fundingBody,
        response: { 200: envelope(poolFunding) },
      },
    },
    async (request) => ok(request, await service.fundings.request(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.approveLoanFunding,
    {
      config: pool,
      schema: {
        tags,
        security,
        summary: 'Approves a pool funding (not by whoever asked: 10058)',
        params: idParams,
        response: { 200: envelope(poolFunding) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.fundings.decide(actorOf(request), request.params.id, { approve: true }),
      ),
  );

  app.post(
    AdminPaths.rejectLoanFunding,
    {
      config: pool,
      schema: {
        tags,
        security,
        summary: 'Rejects a pool funding with a reason',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(poolFunding) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.fundings.decide(actorOf(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    AdminPaths.loanProducts,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Loan products (active or not) with their texts and the loans they have open',
        response: { 200: envelope(loanProductAdminList) },
      },
    },
    async (request) => ok(request, { items: await catalogue.products() }),
  );

  app.post(
    AdminPaths.loanProducts,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Creates a loan product (a code already taken answers 10026)',
        body: loanProductBody,
        response: { 200: envelope(loanProductAdmin) },
      },
    },
    async (request) =>
      ok(request, await catalogue.saveProduct(actorOf(request), null, request.body)),
  );

  app.post(
    AdminPaths.loanProduct,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Replaces a loan product’s terms and texts; loans already applied for keep the ' +
          'terms stored on them',
        params: idParams,
        body: loanProductBody,
        response: { 200: envelope(loanProductAdmin) },
      },
    },
    async (request) =>
      ok(request, await catalogue.saveProduct(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    AdminPaths.loanAgreement,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The current loan agreement with its templates, and every version',
        response: { 200: envelope(loanAgreementAdmin) },
      },
    },
    async (request) => ok(request, await catalogue.agreement()),
  );

  app.post(
    AdminPaths.loanAgreement,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Publishes a new version of the agreement (every field in every template, English ' +
          'required); loans signed before keep their text',
        body: loanAgreementBody,
        response: { 200: envelope(loanAgreementAdmin) },
      },
    },
    async (request) =>
      ok(request, await catalogue.publishAgreement(actorOf(request), request.body)),
  );
}
