import { Readable } from 'node:stream';
import {
  ASSET_SCALE,
  Code,
  Paths,
  balancesResult,
  envelope,
  ledgerJournalPage,
  ledgerPage,
  listLedgerQuery,
  statementQuery,
  type LedgerEntry,
} from '@swx/contract';
import { ok } from '../../platform/http/envelope.js';
import { idempotencyHeaders } from '../../platform/http/idempotency.js';
import type { MoneyRequests } from '../../platform/http/money.js';
import type { ZodApp } from '../../platform/http/types.js';
import { csvLine } from '../../platform/csv.js';
import { fromUnits } from '../../platform/units.js';
import { authGuard, authOf, type IdentityService } from '../identity/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { LedgerService } from './service.js';

const CSV_COLUMNS = [
  'entry',
  'journal',
  'time',
  'book',
  'reason',
  'asset',
  'account',
  'amount',
  'balance_after',
  'rate',
  'ref_type',
  'ref_id',
] as const;

function entryLine(e: LedgerEntry): string {
  return csvLine([
    e.id,
    e.journalId,
    e.time,
    e.book,
    e.reason,
    e.asset,
    e.account,
    e.amount,
    e.balanceAfter,
    e.rate,
    e.refType,
    e.refId,
  ]);
}

/** Balances, statement and the demo reset (docs/adr/0008). */
export function ledgerRoutes(
  app: ZodApp,
  deps: {
    ledger: LedgerService;
    identity: Pick<IdentityService, 'authenticate'>;
    money: MoneyRequests;
    notifications: Pick<NotificationService, 'add' | 'announce'>;
  },
): void {
  const { ledger, money, notifications } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['user'];
  const security = [{ bearer: [] }];

  app.get(
    Paths.listBalances,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Available and held balances of both books (demo and real)',
        response: { 200: envelope(balancesResult) },
      },
    },
    async (request) => ok(request, { balances: await ledger.balances(authOf(request).user.id) }),
  );

  app.get(
    Paths.listLedger,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s ledger entries, newest first (transaction record)',
        querystring: listLedgerQuery,
        response: { 200: envelope(ledgerPage) },
      },
    },
    async (request) => ok(request, await ledger.entries(authOf(request).user.id, request.query)),
  );

  app.get(
    Paths.listLedgerJournals,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'The caller’s journals (one per business event) with their entries and net changes, ' +
          'newest first, paged by journal (transaction record)',
        querystring: listLedgerQuery,
        response: { 200: envelope(ledgerJournalPage) },
      },
    },
    async (request) => ok(request, await ledger.journals(authOf(request).user.id, request.query)),
  );

  app.get(
    Paths.exportStatement,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Every ledger entry of the caller as CSV (one book or both), oldest first',
        querystring: statementQuery,
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const day = new Date().toISOString().slice(0, 10);
      const name = `statement-${request.query.book ?? 'all'}-${day}.csv`;
      async function* lines() {
        yield `${CSV_COLUMNS.join(',')}\r\n`;
        for await (const batch of ledger.allEntries(user.id, request.query.book)) {
          yield batch.map(entryLine).join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );

  app.post(
    Paths.resetDemo,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary: 'Restores the demo book’s available balance to the demo amount',
        response: { 200: envelope(balancesResult) },
      },
    },
    async (request) => {
      // Nothing but the key tells one reset from another (no body).
      const answer = await money.run(request, Code.OK, '', async (tx, userId) => {
        const posted = await ledger.resetDemo(tx, userId);
        if (posted) {
          const entry = posted.entries.find((e) => 'userId' in e.account)!;
          await notifications.add(tx, userId, 'demo.reset', {
            amount: fromUnits(entry.amount, ASSET_SCALE.USDT),
            balance: fromUnits(entry.balanceAfter, ASSET_SCALE.USDT),
          });
        }
        return { balances: await ledger.balances(userId, tx) };
      });
      notifications.announce(answer.userId);
      return ok(request, answer.result, answer.code);
    },
  );
}
