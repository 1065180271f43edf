import { Code } from '@swx/contract';
import {
  AdminPaths,
  pagedQuery,
  userBookQuery,
  userOrdersQuery,
  userSearchQuery,
} from '@swx/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { revokeUserSessions } from '../identity/index.js';
import { staffOf } from '../staff/index.js';
import { idParams, reasonBody } from '../../platform/http/admin-request.js';
import { audit } from '../audit/index.js';
import type { AdminDeps } from './deps.js';
import { rows } from '../../platform/db/rows.js';

/**
 * The back office's user lookup (docs/adr/0010): search, a user's profile with balances and
 * their history (ledger, orders, deposits, withdrawals, identity verification, sign-ins), and
 * disabling or enabling an account. Reads need `users.read`; the switch `users.manage`.
 * Money is answered as decimal strings, ids as strings.
 */

type Row = Record<string, string | Date | null>;

const iso = (v: string | Date | null | undefined) =>
  v === null || v === undefined ? null : new Date(v).toISOString();

/** A decimal without the trailing zeros of its numeric(38,18) column ("12.5", "0"). */
function decimal(v: string | Date | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const text = String(v);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Escapes LIKE's wildcards in a search term. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What one paged list reads: `table` (with its alias) filtered by `where`, newest first. */
interface PagedSelect {
  columns: SQL;
  table: SQL;
  /** Joined for the columns only; the total counts `table` alone. */
  join?: SQL;
  where: SQL;
  order: SQL;
}

/** One page of `from` with its total. */
async function paged<T>(
  db: Db,
  query: { page?: number; pageSize?: number },
  from: PagedSelect,
  map: (r: Row) => T,
): Promise<Paged<T>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { columns, table, join = sql``, where, order } = from;
  const [total] = rows<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from ${table} ${where}`),
  );
  const items = rows<Row>(
    await db.execute(
      sql`select ${columns} from ${table} ${join} ${where} ${order}
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  ).map(map);
  return { items, total: Number(total?.n ?? 0), page, pageSize };
}

const optionsOrderColumns = sql`o.id::text, o.book, i.code as symbol, o.direction, o.period,
  o.amount::text, o.payout_rate::text, o.open_price::text, o.opened_at, o.expires_at, o.status,
  o.result, o.close_price::text, o.settled_at, o.returned::text`;

const optionsOrderItem = (r: Row) => ({
  id: r.id as string,
  book: r.book as string,
  symbol: r.symbol as string,
  direction: r.direction as string,
  period: Number(r.period),
  amount: decimal(r.amount)!,
  payoutRate: decimal(r.payout_rate)!,
  openPrice: decimal(r.open_price)!,
  openedAt: iso(r.opened_at)!,
  expiresAt: iso(r.expires_at)!,
  status: r.status as string,
  result: r.result as string | null,
  closePrice: decimal(r.close_price),
  settledAt: iso(r.settled_at),
  returned: decimal(r.returned),
});

const contractPositionColumns = sql`o.id::text, o.book, i.code as symbol, o.side, o.lots::text,
  o.leverage, o.open_price::text, o.opened_at, o.margin::text, o.fee::text,
  o.liquidation_price::text, o.stop_loss::text, o.take_profit::text, o.status, o.close_reason,
  o.close_price::text, o.closed_at, o.profit::text, o.returned::text`;

const contractPositionItem = (r: Row) => ({
  id: r.id as string,
  book: r.book as string,
  symbol: r.symbol as string,
  side: r.side as string,
  lots: decimal(r.lots)!,
  leverage: Number(r.leverage),
  openPrice: decimal(r.open_price)!,
  openedAt: iso(r.opened_at)!,
  margin: decimal(r.margin)!,
  fee: decimal(r.fee)!,
  liquidationPrice: decimal(r.liquidation_price)!,
  stopLoss: decimal(r.stop_loss),
  takeProfit: decimal(r.take_profit),
  status: r.status as string,
  closeReason: r.close_reason as string | null,
  closePrice: decimal(r.close_price),
  closedAt: iso(r.closed_at),
  profit: decimal(r.profit),
  returned: decimal(r.returned),
});

/** The status of a user's latest identity verification, `none` without one. */
const kycStatusOf = (userId: SQL) => sql`coalesce((
  select k.status from kyc_applications k where k.user_id = ${userId}
  order by k.id desc limit 1), 'none')`;

export function userAdminRoutes(app: ZodApp, deps: AdminDeps): void {
  const { db } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  /** The user's row, or 404. */
  async function userRow(id: number, tx: Db = db, lock = false): Promise<Row> {
    const [row] = rows<Row>(
      await tx.execute(sql`
        select id::text, username, email, area_code, phone, invite_code,
               invited_by_user_id::text, status, google_sub is not null as google_linked,
               password_hash is not null as has_password, created_at, password_changed_at
        from users where id = ${id} ${lock ? sql`for update` : sql``}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return row;
  }

  app.get(
    AdminPaths.users,
    {
      config: { access: 'users.read' },
      schema: {
        tags,
        security,
        summary: 'Searches users',
        description:
          'By username (prefix, any case), email (exact or prefix, any case), id (exact) or ' +
          'invite code (exact); without `q`, every user, newest first.',
        querystring: userSearchQuery,
      },
    },
    async (request) => {
      const q = request.query.q ?? '';
      let where = sql``;
      if (q !== '') {
        const prefix = `${likeEscape(q.toLowerCase())}%`;
        const byId = /^[1-9]\d{0,17}$/.test(q) ? sql`or u.id = ${q}::bigint` : sql``;
        where = sql`where lower(u.username) like ${prefix} or u.email like ${prefix}
          or u.invite_code = ${q} ${byId}`;
      }
      const result = await paged(
        db,
        request.query,
        {
          columns: sql`u.id::text, u.username, u.email, u.status, u.created_at, u.invite_code,
                       ${kycStatusOf(sql`u.id`)} as kyc_status`,
          table: sql`users u`,
          where,
          order: sql`order by u.id desc`,
        },
        (r) => ({
          id: r.id as string,
          username: r.username as string,
          email: r.email as string,
          status: r.status as 'active' | 'disabled',
          kycStatus: r.kyc_status as string,
          createdAt: iso(r.created_at)!,
          inviteCode: r.invite_code as string,
        }),
      );
      return ok(request, result);
    },
  );

  app.get(
    AdminPaths.user,
    {
      config: { access: 'users.read' },
      schema: {
        tags,
        security,
        summary: 'A user: profile, status, identity verification, balances, open trades',
        params: idParams,
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await userRow(id);
      const [kyc] = rows<Row>(
        await db.execute(sql`
          select status, reason, submitted_at, reviewed_at from kyc_applications
          where user_id = ${id} order by id desc limit 1`),
      );
      const [counts] = rows<{ options: string; positions: string; sessions: string }>(
        await db.execute(sql`
          select
            (select count(*) from options_orders
              where user_id = ${id} and status = 'open')::text as options,
            (select count(*) from contract_positions
              where user_id = ${id} and status = 'open')::text as positions,
            (select count(*) from sessions
              where user_id = ${id} and revoked_at is null
                and expires_at > ${deps.now().toISOString()})::text as sessions`),
      );
      return ok(request, {
        id: user.id as string,
        username: user.username as string,
        email: user.email as string,
        areaCode: user.area_code as string | null,
        phone: user.phone as string | null,
        inviteCode: user.invite_code as string,
        invitedBy: user.invited_by_user_id as string | null,
        status: user.status as 'active' | 'disabled',
        hasPassword: Boolean(user.has_password),
        googleLinked: Boolean(user.google_linked),
        createdAt: iso(user.created_at)!,
        passwordChangedAt: iso(user.password_changed_at),
        kyc: {
          status: (kyc?.status as string | undefined) ?? 'none',
          reason: (kyc?.reason as string | null | undefined) ?? null,
          submittedAt: iso(kyc?.submitted_at),
          reviewedAt: iso(kyc?.reviewed_at),
        },
        balances: await deps.ledger.balances(id),
        openOptionsOrders: Number(counts!.options),
        openPositions: Number(counts!.positions),
        liveSessions: Number(counts!.sessions),
      });
    },
  );

  app.get(
    AdminPaths.userLedger,
    {
      config: { access: 'users.read' },
      schema: {
        tags,
        security,
        summary: 'A user’s ledger entries, newest first',
        params: idParams,
        querystring: userBookQuery,
      },
    },
    async (request) => {
      await userRow(request.params.id);
      return ok(request, await deps.ledger.entries(request.params.id, request.query));
    },
  );

  app.get(
    AdminPaths.userOrders,
    {
      config: { access: 'users.read' },
      schema: {
        tags,
        security,
        summary: 'A user’s options orders or contract positions, newest first',
        params: idParams,
        querystring: userOrdersQuery,
      },
    },
    async (request) => {
      const { id } = request.params;
      await userRow(id);
      const { kind = 'options', book } = request.query;
      const where = sql`where o.user_id = ${id} ${book ? sql`and o.book = ${book}` : sql``}`;
      const join = sql`join instruments i on i.id = o.instrument_id`;
      const order = sql`order by o.id desc`;
      const result =
        kind === 'options'
          ? await paged(
              db,
              request.query,
              { columns: optionsOrderColumns, table: sql`options_orders o`, join, where, order },
              optionsOrderItem,
            )
          : await paged(
              db,
              request.query,
              {
                columns: contractPositionColumns,
                table: sql`contract_positions o`,
                join,
                where,
                order,
              },
              contractPositionItem,
            );
      return ok(request, result);
    },
  );

  /**
   * Registers `GET /users/:id/<path>`: one page of the user's rows in the table of that name,
   * newest first (404 for an unknown user).
   */
  function userList<T>(
    path: 'deposits' | 'withdrawals' | 'kyc' | 'sessions',
    table: 'deposits' | 'withdrawals' | 'kyc_applications' | 'sessions',
    summary: string,
    columns: SQL,
    map: (r: Row) => T,
  ): void {
    app.get(
      {
        deposits: AdminPaths.userDeposits,
        withdrawals: AdminPaths.userWithdrawals,
        kyc: AdminPaths.userKyc,
        sessions: AdminPaths.userSessions,
      }[path],
      {
        config: { access: 'users.read' },
        schema: { tags, security, summary, params: idParams, querystring: pagedQuery },
      },
      async (request) => {
        const { id } = request.params;
        await userRow(id);
        return ok(
          request,
          await paged(
            db,
            request.query,
            {
              columns,
              table: sql.raw(table),
              where: sql`where user_id = ${id}`,
              order: sql`order by id desc`,
            },
            map,
          ),
        );
      },
    );
  }

  userList(
    'deposits',
    'deposits',
    'A user’s deposits, newest first',
    sql`id::text, network, asset, chain, amount::text, tx_hash, status, credited_usdt::text,
        rate::text, reason, created_at, reviewed_at`,
    (r) => ({
      id: r.id as string,
      network: r.network as string,
      asset: r.asset as string,
      chain: r.chain as string,
      amount: decimal(r.amount)!,
      txHash: r.tx_hash as string,
      status: r.status as string,
      creditedUsdt: decimal(r.credited_usdt),
      rate: decimal(r.rate),
      reason: r.reason as string | null,
      createdAt: iso(r.created_at)!,
      reviewedAt: iso(r.reviewed_at),
    }),
  );

  userList(
    'withdrawals',
    'withdrawals',
    'A user’s withdrawals, newest first',
    sql`id::text, network, asset, address, amount::text, fee::text, receive::text, status,
        payout_hash, reason, created_at, approved_at, closed_at`,
    (r) => ({
      id: r.id as string,
      network: r.network as string,
      asset: r.asset as string,
      address: r.address as string,
      amount: decimal(r.amount)!,
      fee: decimal(r.fee)!,
      receive: decimal(r.receive)!,
      status: r.status as string,
      payoutHash: r.payout_hash as string | null,
      reason: r.reason as string | null,
      createdAt: iso(r.created_at)!,
      approvedAt: iso(r.approved_at),
      closedAt: iso(r.closed_at),
    }),
  );

  userList(
    'kyc',
    'kyc_applications',
    'A user’s identity verification submissions, newest first',
    sql`id::text, status, first_name, last_name, sex, birthdate::text, country, address, phone,
        document_type, front_key, back_key, hand_key, reason, submitted_at, reviewed_at,
        reviewed_by::text`,
    (r) => ({
      id: r.id as string,
      status: r.status as string,
      firstName: r.first_name as string,
      lastName: r.last_name as string,
      sex: r.sex as string,
      birthdate: r.birthdate as string,
      country: r.country as string,
      address: r.address as string,
      phone: r.phone as string,
      documentType: r.document_type as string,
      reason: r.reason as string | null,
      submittedAt: iso(r.submitted_at)!,
      reviewedAt: iso(r.reviewed_at),
      reviewedBy: r.reviewed_by as string | null,
      files: {
        front: r.front_key as string,
        back: r.back_key as string,
        hand: r.hand_key as string,
      },
    }),
  );

  userList(
    'sessions',
    'sessions',
    'A user’s sign-ins (sessions), newest first',
    sql`id::text, method, ip, user_agent, created_at, last_seen_at, expires_at, revoked_at,
        revoked_reason`,
    (r) => ({
      id: r.id as string,
      method: r.method as string,
      ip: r.ip as string | null,
      userAgent: r.user_agent as string | null,
      createdAt: iso(r.created_at)!,
      lastSeenAt: iso(r.last_seen_at)!,
      expiresAt: iso(r.expires_at)!,
      revokedAt: iso(r.revoked_at),
      revokedReason: r.revoked_reason as string | null,
    }),
  );

  for (const [path, target, summary] of [
    [
      'disable',
      'disabled',
      'Disables a user: sign-in refused, every session revoked at once (10008 if already so)',
    ],
    ['enable', 'active', 'Enables a disabled user again (10008 if already active)'],
  ] as const) {
    app.post(
      { disable: AdminPaths.disableUser, enable: AdminPaths.enableUser }[path],
      {
        config: { access: 'users.manage' },
        schema: { tags, security, summary, params: idParams, body: reasonBody },
      },
      async (request) => {
        const staff = staffOf(request);
        const { id } = request.params;
        const { reason } = request.body;
        const result = await db.transaction(async (tx) => {
          const user = await userRow(id, tx, true);
          const before = user.status as string;
          if (before === target) throw new AppError(Code.USER_STATUS_INCORRECT);
          await tx.execute(sql`update users set status = ${target} where id = ${id}`);
          const sessionsRevoked =
            target === 'disabled' ? await revokeUserSessions(tx, id, 'disabled by staff') : 0;
          await audit(
            tx,
            {
              staffId: staff.id,
              action: `user.${path}`,
              targetType: 'user',
              targetId: id,
              reason,
              before: { status: before },
              after: { status: target },
              ip: request.ip,
            },
            deps.now(),
          );
          return { id: String(id), status: target, sessionsRevoked };
        });
        // Live connections re-check their session once the change is visible.
        deps.userEvents.publish(id);
        return ok(request, result);
      },
    );
  }
}
