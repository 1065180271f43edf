import { envelope } from '@swx/contract';
import { AdminPaths, dashboard, type Dashboard } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import { reconcile } from '../ledger/index.js';
import { reconcileLoans } from '../loans/index.js';
import { reconcileNfts } from '../nfts/index.js';
import { reconcileSmart } from '../smart/index.js';
import { audit } from '../audit/index.js';
import { staffOf } from '../staff/index.js';
import type { AdminDeps } from './deps.js';
import { plain } from '../../platform/units.js';

/**
 * The back office's first page: each queue's size and oldest item, the day's deposits and
 * withdrawals, open interest in the real book, and the ledger check run on demand. Amounts are
 * decimal strings in USDT.
 */

export type { Dashboard };

interface Row {
  kyc_n: number;
  kyc_oldest: string | Date | null;
  dep_n: number;
  dep_oldest: string | Date | null;
  wa_n: number;
  wa_oldest: string | Date | null;
  wp_n: number;
  wp_oldest: string | Date | null;
  dep_today_n: number;
  dep_today: string;
  wd_today_n: number;
  wd_today: string;
  opt_n: number;
  opt_staked: string;
  pos_n: number;
  pos_margin: string;
  smart_n: number;
  smart_principal: string;
  smart_promised: string;
  smart_reserve: string;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
/** A NUMERIC sum as PostgreSQL prints it, without trailing zeros. */

export async function readDashboard(db: Db, now: Date): Promise<Dashboard> {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const { rows } = (await db.execute(sql`
    select
      (select count(*)::int from kyc_applications where status = 'pending') as kyc_n,
      (select min(submitted_at) from kyc_applications where status = 'pending') as kyc_oldest,
      (select count(*)::int from deposits where status = 'pending') as dep_n,
      (select min(created_at) from deposits where status = 'pending') as dep_oldest,
      (select count(*)::int from withdrawals where status = 'pending') as wa_n,
      (select min(created_at) from withdrawals where status = 'pending') as wa_oldest,
      (select count(*)::int from withdrawals where status = 'approved') as wp_n,
      (select min(approved_at) from withdrawals where status = 'approved') as wp_oldest,
      (select count(*)::int from deposits
        where status = 'approved' and reviewed_at >= ${day.toISOString()}) as dep_today_n,
      (select coalesce(sum(credited_usdt), 0)::text from deposits
        where status = 'approved' and reviewed_at >= ${day.toISOString()}) as dep_today,
      (select count(*)::int from withdrawals
        where status = 'completed' and closed_at >= ${day.toISOString()}) as wd_today_n,
      -- In USDT: what the balances gave for the coins sent (BTC and ETH converted, ADR 0032).
      (select coalesce(sum(usdt_amount - usdt_fee), 0)::text from withdrawals
        where status = 'completed' and closed_at >= ${day.toISOString()}) as wd_today,
      (select count(*)::int from options_orders where status = 'open' and book = 'real') as opt_n,
      (select coalesce(sum(amount), 0)::text from options_orders
        where status = 'open' and book = 'real') as opt_staked,
      (select count(*)::int from contract_positions
        where status = 'open' and book = 'real') as pos_n,
      (select coalesce(sum(margin), 0)::text from contract_positions
        where status = 'open' and book = 'real') as pos_margin,
      (select count(*)::int from smart_orders where status = 'earning') as smart_n,
      (select coalesce(sum(principal), 0)::text from smart_orders
        where status = 'earning') as smart_principal,
      (select coalesce(sum(total_interest - paid_interest), 0)::text from smart_orders
        where status = 'earning') as smart_promised,
      (select coalesce(sum(balance), 0)::text from ledger_accounts
        where user_id is null and book = 'real' and asset = 'USDT'
          and kind = 'yield_reserve') as smart_reserve`)) as unknown as { rows: Row[] };
  const r = rows[0]!;
  return {
    at: now.toISOString(),
    queues: {
      kyc: { size: r.kyc_n, oldestAt: iso(r.kyc_oldest) },
      deposits: { size: r.dep_n, oldestAt: iso(r.dep_oldest) },
      withdrawalsToApprove: { size: r.wa_n, oldestAt: iso(r.wa_oldest) },
      withdrawalsToPay: { size: r.wp_n, oldestAt: iso(r.wp_oldest) },
    },
    today: {
      depositsCredited: { count: r.dep_today_n, usdt: plain(r.dep_today) },
      withdrawalsPaid: { count: r.wd_today_n, usdt: plain(r.wd_today) },
    },
    openInterest: {
      options: { orders: r.opt_n, staked: plain(r.opt_staked) },
      contracts: { positions: r.pos_n, margin: plain(r.pos_margin) },
      smart: {
        plans: r.smart_n,
        principal: plain(r.smart_principal),
        reserve: plain(r.smart_reserve),
        promised: plain(r.smart_promised),
      },
    },
  };
}

export function dashboardAdminRoutes(app: ZodApp, deps: Pick<AdminDeps, 'db' | 'now'>): void {
  const { db, now } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    AdminPaths.dashboard,
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags,
        security,
        summary: 'Queue sizes and ages, today’s money in and out, open interest (real book)',
        response: { 200: envelope(dashboard) },
      },
    },
    async (request) => ok(request, await readDashboard(db, now())),
  );

  app.post(
    AdminPaths.reconcile,
    {
      config: { access: 'audit.read' },
      schema: {
        tags,
        security,
        summary:
          'Runs the ledger, smart-plan, loan and NFT checks now (read-only) and records that they ran',
        description:
          'Every journal balanced, every balance equal to its entries, no customer below zero ' +
          '(docs/adr/0008); every smart plan’s accounts holding what its row and accruals say ' +
          '(docs/adr/0024); every loan’s rows agreeing with its journals (docs/adr/0025); ' +
          'every NFT’s tokens and holds agreeing with its journals (docs/adr/0026). ' +
          'The outcome is written to the audit log.',
      },
    },
    async (request) => {
      const report = await reconcile(db);
      const plans = await reconcileSmart(db);
      const loans = await reconcileLoans(db);
      const nfts = await reconcileNfts(db);
      const summary = {
        ok: report.ok && plans.ok && loans.ok && nfts.ok,
        journals: report.journals,
        entries: report.entries,
        accounts: report.accounts,
        unbalancedJournals: report.unbalancedJournals.length,
        mismatchedAccounts: report.mismatchedAccounts.length,
        negativeCustomerAccounts: report.negativeCustomerAccounts.length,
        brokenRunningBalances: report.brokenRunningBalances.length,
        smart: {
          ok: plans.ok,
          plans: plans.plans,
          earning: plans.earning,
          mismatchedPlans: plans.mismatchedPlans.length,
          negativeAccounts: plans.negativeAccounts.length,
          accrualMismatches: plans.accrualMismatches.length,
          orphanAccounts: plans.orphanAccounts.length,
        },
        loans: {
          ok: loans.ok,
          loans: loans.loans,
          mismatchedLoans: loans.mismatchedLoans.length,
          negativePool: loans.negativePool !== null,
        },
        nfts: {
          ok: nfts.ok,
          items: nfts.items,
          mismatchedItems: nfts.mismatchedItems.length,
          mismatchedHolds: nfts.mismatchedHolds.length,
          mismatchedPayouts: nfts.mismatchedPayouts.length,
          negativeCharities: nfts.negativeCharities.length,
        },
      };
      await db.transaction((tx) =>
        audit(
          tx,
          {
            staffId: staffOf(request).id,
            action: 'ledger.reconcile',
            after: summary,
            ip: request.ip,
          },
          now(),
        ),
      );
      return ok(request, { ...summary, at: now().toISOString(), report, smartReport: plans });
    },
  );
}
