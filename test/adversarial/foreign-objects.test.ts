import { randomUUID } from 'node:crypto';
import {
  ADMIN_PREFIX,
  API_PREFIX,
  Code,
  isSuccessCode,
  type ContractPosition,
  type DepositItem,
  type LoanDetail,
  type NotificationPage,
  type OptionsOrder,
  type SmartExitQuote,
  type SmartOrder,
  type SmartProduct,
  type WithdrawalItem,
} from '@swx/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '../../apps/server/src/modules/staff/access.js';
import { fundUser } from '../../apps/server/src/test/funding.js';
import { multipartBody, pngImage, postForm } from '../../apps/server/src/test/multipart.js';
import { borrow } from '../../apps/server/src/test/loans.js';
import type { Market } from '../../apps/server/src/test/market.js';
import { addStaff, staffLogin } from '../../apps/server/src/test/staff.js';
import { AnswerCheck } from './support/answers.js';
import {
  customer,
  registerFrom,
  type Customer,
  type Injected,
  staffCall,
} from './support/inject.js';
import {
  chief,
  DEMO,
  freshPrice,
  PAYOUT_TO,
  REAL,
  uniqueTxHash,
  runForFile,
} from './support/fixtures.js';
import { add, LONG, newCounts, scale } from './support/mode.js';
import { operations, type Operation } from './support/openapi.js';
import { TestPasskey } from '../../apps/server/src/test/passkey.js';

/**
 * The foreign-object matrix (issue 15, item 9): owners with objects of every kind (options
 * orders and positions in both books, a deposit with its proof, identity photos, a withdrawal,
 * notifications, ledger entries) and an intruder, a customer with objects of their own. Every
 * route of the OpenAPI document that takes an id (in the path or the body) is in the matrix
 * below (a new one without a row fails the first test), and it proves:
 * - every id the intruder does not own answers 404 on the intruder's reads (each owner's ids,
 *   and every id up to the highest one: enumeration finds nothing), while the owner reads them;
 * - the intruder cannot close, modify or mark read what is not theirs (the owner's objects are
 *   unchanged afterwards), and their lists and statement show nothing of the owners;
 * - public routes with an id answer the same with or without a token, and a parameter that is
 *   not public is not readable;
 * - no customer token opens an admin route, and staff without the permission a route needs
 *   get 403 on every route with an id.
 */

const OWNERS = scale(1, 4);
const STAFF = chief('matrix');

const counts = newCounts();
const check = new AnswerCheck(counts);
let m: Market;
let staffToken = '';
const run = runForFile('foreign-objects', STAFF, counts);
const foreign: string[] = [];

/** What one owner has, by kind, and the texts only their answers may carry. */
interface Owned {
  user: Customer;
  orders: string[];
  positions: string[];
  openPosition: ContractPosition;
  /** Smart plans (real book), the first earning. */
  plans: string[];
  /** Loans (real book), disbursed and repaying. */
  loans: string[];
  files: string[];
  deposits: string[];
  withdrawals: string[];
  notifications: string[];
  markers: string[];
}
const owners: Owned[] = [];
let intruder: Customer;
let intruderOrders: string[] = [];
let intruderPositions: string[] = [];

const as = <T = unknown>(
  who: Customer,
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: unknown;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
) =>
  customer<T>(m.t, check, method, path, {
    token: who.token,
    ...options,
    headers: {
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      ...options.headers,
    },
  });

const admin = <T>(
  path: string,
  token = staffToken,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
) => staffCall<T>(m.t, check, token, method, path, body);

/** Counts a read that showed someone else's object. */
function foreignRead(holds: boolean, what: string): void {
  if (holds) return;
  add(counts, 'foreign reads');
  foreign.push(what);
}

async function trade(user: Customer, book: Record<string, string>) {
  // A price of now, however long the owners before took to set up.
  await freshPrice(m, 'BTCUSDT', '65000.00');
  const order = await as<OptionsOrder>(user, 'POST', '/order/buyOptions', {
    body: { code: 'BTCUSDT', direction: 'up', period: 60, amount: '50' },
    headers: book,
  });
  const open = await as<ContractPosition>(user, 'POST', '/order/openContract', {
    body: { code: 'BTCUSDT', side: 'long', lots: '0.01', leverage: 10 },
    headers: book,
  });
  expect([order.code, open.code]).toEqual([Code.PURCHASE_SUCCESSFUL, Code.PURCHASE_SUCCESSFUL]);
  return { order: order.result.id, position: open.result };
}

/** Buys the first smart product with its minimum principal (real book). */
async function buyPlan(user: Customer): Promise<string> {
  const products = await as<{ items: SmartProduct[] }>(user, 'GET', '/order/listSmartProduct');
  const p = products.result.items[0]!;
  const bought = await as<SmartOrder>(user, 'POST', '/order/buySmart', {
    body: {
      productId: p.id,
      days: p.termDays,
      amount: p.minAmount,
      dailyRate: p.dailyRate,
      penaltyRate: p.penaltyRate,
    },
    headers: REAL,
  });
  expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
  return bought.result.id;
}

async function newOwner(staffTokens: [string, string], serial: number): Promise<Owned> {
  const user = {
    ...(await fundUser(m.t, staffTokens, '3000', {
      hash: uniqueTxHash(),
      seed: serial,
    })),
    ip: '127.0.0.1',
  };
  const demo = await trade(user, DEMO);
  const real = await trade(user, REAL);
  const closed = await trade(user, DEMO);
  const plan = await buyPlan(user);
  const loan = await borrow(m.t, user, 'LOAN-STARTER', '100', 7);
  expect(
    (await admin<{ status: string }>(`/loans/${loan.id}/approve`, staffToken, 'POST')).result,
  ).toMatchObject({ status: 'repaying' });
  expect(
    (await as(user, 'POST', '/order/closeContract', { body: { id: closed.position.id } })).code,
  ).toBe(Code.OK);
  const withdrawal = await as<WithdrawalItem>(user, 'POST', '/user/withdrawal', {
    body: { network: 'USDT-TRC20', address: PAYOUT_TO, amount: '100' },
    headers: REAL,
  });
  expect(withdrawal.code).toBe(Code.WITHDRAWAL_SUBMITTED);
  // The staff queues show each deposit's proof and each application's photos by key.
  const mineOnly = <T extends { userId?: unknown }>(items: T[]) =>
    items.filter((i) => String(i.userId) === user.user.id);
  const deposits = mineOnly(
    (
      await admin<{ items: Array<DepositItem & { userId: string; proofKey: string }> }>(
        '/deposits?status=approved&pageSize=100',
      )
    ).result.items,
  );
  const kyc = mineOnly(
    (await admin<{ items: Array<{ userId: string }> }>('/kyc?status=verified&pageSize=100')).result
      .items,
  );
  const keys = JSON.stringify(kyc).match(/[0-9a-f]{32}\.(?:jpg|png)/g) ?? [];
  const notices = await as<NotificationPage>(user, 'GET', '/user/listNotifications');
  return {
    user,
    orders: [demo.order, real.order, closed.order],
    positions: [demo.position.id, real.position.id, closed.position.id],
    openPosition: demo.position,
    plans: [plan],
    loans: [loan.id],
    files: [...deposits.map((d) => d.proofKey), ...keys],
    deposits: deposits.map((d) => d.id),
    withdrawals: [withdrawal.result.id],
    notifications: notices.result.items.map((n) => n.id),
    markers: [user.user.username, user.user.email, ...deposits.map((d) => d.txHash)],
  };
}

beforeAll(async () => {
  m = run.m;
  const tokens = run.staffTokens;
  staffToken = tokens[0];
  for (let i = 0; i < OWNERS; i += 1) owners.push(await newOwner(tokens, i + 1));
  intruder = await registerFrom(m.t, 'intruder');
  const mine = await trade(intruder, DEMO);
  intruderOrders = [mine.order];
  intruderPositions = [mine.position.id];
});

/** The customer routes of the document that take an id, and how the matrix covers each. */
const CUSTOMER_ROUTES: Record<string, 'owned' | 'public'> = {
  'GET /order/getOptionsOrderById/{id}': 'owned',
  'GET /order/getContractOrderById/{id}': 'owned',
  'GET /user/getFile/{key}': 'owned',
  'POST /order/closeContract': 'owned',
  'POST /order/modifyContract': 'owned',
  'GET /order/getSmartOrderById/{id}': 'owned',
  'GET /order/getSmartExitQuote/{id}': 'owned',
  'POST /order/exitSmart': 'owned',
  'GET /user/getLoanById/{id}': 'owned',
  'GET /user/getLoanAgreement/{id}': 'owned',
  'GET /user/getLoanSignature/{id}': 'owned',
  'POST /user/repayLoan': 'owned',
  'POST /user/readNotifications': 'owned',
  'POST /user/revokeSession': 'owned',
  'POST /user/removeWithdrawalAddress': 'owned',
  'POST /user/renamePasskey': 'owned',
  'POST /user/removePasskey': 'owned',
  // A credential's own id (new, or the one signing in), not an object of another user's.
  'POST /user/addPasskey': 'public',
  'POST /login/passkey': 'public',
  'GET /support/image/{key}': 'owned',
  'GET /index/listContents/{type}': 'public',
  'GET /index/getContentsById/{id}': 'public',
  'GET /index/getParamByKey/{key}': 'public',
  'GET /index/getNoticeById/{id}': 'public',
  'GET /index/getMarketInfo/{id}': 'public',
  'GET /index/getMarketLogo/{file}': 'public',
  'GET /index/getNftById/{id}': 'public',
  'GET /index/nftImage/{key}': 'public',
  'POST /user/buyNft': 'public',
  'POST /user/addWatchlist': 'public',
  'POST /user/removeWatchlist': 'public',
};

function takesAnId(op: Operation): boolean {
  const body = JSON.stringify(op.body ?? {});
  return op.parameters.some((p) => p.in === 'path') || /"(id|ids|key)"/.test(body);
}

describe('objects of other users, by every route with an id', () => {
  let ops: Operation[] = [];
  beforeAll(async () => {
    ops = operations((await m.t.app.inject({ method: 'GET', url: '/swx/docs/json' })).json());
  });

  it('has a row for every customer route with an id', () => {
    const withId = ops
      .filter((op) => op.path.startsWith(API_PREFIX) && takesAnId(op))
      .map((op) => `${op.method} ${op.path.slice(API_PREFIX.length)}`);
    expect(withId.sort()).toEqual(Object.keys(CUSTOMER_ROUTES).sort());
  });

  it('reads: the owner gets their orders, positions and files; the intruder 404, by any id', async () => {
    // The intruder has no smart plan (no real money).
    const none: string[] = [];
    const highest = Math.max(
      ...owners.flatMap((o) => [...o.orders, ...o.positions, ...o.plans, ...o.loans]).map(Number),
      ...intruderOrders.map(Number),
    );
    for (const [path, own, theirs] of [
      ['/order/getOptionsOrderById/', intruderOrders, (o: Owned) => o.orders],
      ['/order/getContractOrderById/', intruderPositions, (o: Owned) => o.positions],
      ['/order/getSmartOrderById/', none, (o: Owned) => o.plans],
      ['/order/getSmartExitQuote/', none, (o: Owned) => o.plans],
      ['/user/getLoanById/', none, (o: Owned) => o.loans],
      ['/user/getLoanAgreement/', none, (o: Owned) => o.loans],
    ] as const) {
      for (const owner of owners) {
        for (const id of theirs(owner))
          expect((await as(owner.user, 'GET', path + id)).code, `${path}${id} by its owner`).toBe(
            Code.OK,
          );
      }
      // Every id up to past the highest: only the intruder's own answer.
      for (let id = 1; id <= highest + 5; id += 1) {
        const answer = await as(intruder, 'GET', path + id);
        foreignRead(
          own.includes(String(id)) ? answer.code === Code.OK : answer.status === 404,
          `${path}${id}: ${answer.status}`,
        );
      }
    }
    for (const owner of owners) {
      // A loan's signature image: its owner's only (an image, not an envelope).
      const [loan] = owner.loans;
      expect((await as(owner.user, 'GET', `/user/getLoanSignature/${loan}`)).status).toBe(200);
      const theirs = await as(intruder, 'GET', `/user/getLoanSignature/${loan}`);
      foreignRead(theirs.status === 404, `getLoanSignature/${loan} by another: ${theirs.status}`);
    }
    for (const owner of owners) {
      expect(owner.files.length).toBeGreaterThanOrEqual(4); // the proof and three identity photos
      for (const key of owner.files) {
        expect(
          (await as(owner.user, 'GET', `/user/getFile/${key}`)).status,
          `file ${key} by its owner`,
        ).toBe(200);
        for (const who of [intruder, ...owners.filter((o) => o !== owner).map((o) => o.user)]) {
          const answer = await as(who, 'GET', `/user/getFile/${key}`);
          foreignRead(answer.status === 404, `getFile/${key} by another user: ${answer.status}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('support chat: each owner reads and marks only their own conversation and images', async () => {
    const sent: Array<{ owner: Customer; conversationId: string; messageId: string; key: string }> =
      [];
    for (const [i, owner] of owners.entries()) {
      const form = multipartBody(
        { clientId: randomUUID(), body: 'A screenshot' },
        { image: { bytes: await pngImage(40 + i, 24) } },
      );
      const answer = await postForm<{
        conversationId: string;
        message: { id: string; image: string };
      }>(m.t, '/support/sendImage', form, { token: owner.user.token });
      expect(answer.code, 'support image by its owner').toBe(Code.OK);
      sent.push({
        owner: owner.user,
        conversationId: answer.result.conversationId,
        messageId: answer.result.message.id,
        key: answer.result.message.image,
      });
    }
    for (const mine of sent) {
      expect((await as(mine.owner, 'GET', `/support/image/${mine.key}`)).status).toBe(200);
      for (const who of [intruder, ...sent.filter((s) => s !== mine).map((s) => s.owner)]) {
        const image = await as(who, 'GET', `/support/image/${mine.key}`);
        foreignRead(image.status === 404, `support image ${mine.key} by another: ${image.status}`);
        const read = await as(who, 'POST', '/support/markRead', {
          body: { conversationId: mine.conversationId, upTo: mine.messageId },
        });
        foreignRead(read.status === 404, `support markRead by another: ${read.status}`);
      }
    }
    const theirs = await as<{ conversation: { id: string } | null }>(
      intruder,
      'GET',
      '/support/getConversation',
    );
    foreignRead(
      !sent.some((s) => s.conversationId === theirs.result.conversation?.id),
      'getConversation answered another user’s',
    );
    expect(foreign).toEqual([]);
  });

  it('writes: the intruder cannot close, modify or mark read what is not theirs', async () => {
    for (const owner of owners) {
      const id = owner.openPosition.id;
      const close = await as(intruder, 'POST', '/order/closeContract', { body: { id } });
      const modify = await as(intruder, 'POST', '/order/modifyContract', {
        body: { id, stopLoss: '60000', takeProfit: '70000' },
      });
      foreignRead(
        close.code === Code.NOT_FOUND && modify.code === Code.NOT_FOUND,
        `close ${close.code}, modify ${modify.code} of ${id}`,
      );
      const after = await as<ContractPosition>(
        owner.user,
        'GET',
        `/order/getContractOrderById/${id}`,
      );
      foreignRead(
        after.result.status === 'open' &&
          after.result.stopLoss === null &&
          after.result.takeProfit === null,
        `position ${id} changed by another user`,
      );

      const [plan] = owner.plans;
      const quote = await as<SmartExitQuote>(owner.user, 'GET', `/order/getSmartExitQuote/${plan}`);
      const exit = await as(intruder, 'POST', '/order/exitSmart', {
        body: { id: plan, returned: quote.result.returned, penalty: quote.result.penalty },
        headers: REAL,
      });
      const still = await as<SmartOrder>(owner.user, 'GET', `/order/getSmartOrderById/${plan}`);
      foreignRead(
        exit.code === Code.NOT_FOUND && still.result.status === 'earning',
        `exit ${exit.code} of plan ${plan}, now ${still.result.status}`,
      );

      const [loan] = owner.loans;
      const repay = await as(intruder, 'POST', '/user/repayLoan', {
        body: { id: loan, amount: '1' },
        headers: REAL,
      });
      const owed = await as<LoanDetail>(owner.user, 'GET', `/user/getLoanById/${loan}`);
      foreignRead(
        repay.code === Code.NOT_FOUND && owed.result.principalRepaid === '0.000000',
        `repay ${repay.code} of loan ${loan}, repaid ${owed.result.principalRepaid}`,
      );

      const before = await as<NotificationPage>(owner.user, 'GET', '/user/listNotifications');
      await as(intruder, 'POST', '/user/readNotifications', {
        body: { ids: owner.notifications.slice(0, 100) },
      });
      const later = await as<NotificationPage>(owner.user, 'GET', '/user/listNotifications');
      foreignRead(
        later.result.unread === before.result.unread && before.result.unread > 0,
        `notifications of ${owner.user.user.id} marked read by another user`,
      );

      // Sessions: none of the owner's can be signed out by another user; theirs still works.
      const sessions = await as<{ items: Array<{ id: string }> }>(
        owner.user,
        'GET',
        '/user/listSessions',
      );
      expect(sessions.result.items.length).toBeGreaterThan(0);
      for (const { id } of sessions.result.items) {
        const revoke = await as(intruder, 'POST', '/user/revokeSession', { body: { id } });
        foreignRead(revoke.status === 404, `session ${id} revoked by another user: ${revoke.code}`);
      }
      const signedIn = await as(owner.user, 'GET', '/user/listSessions');
      foreignRead(
        signedIn.status === 200,
        `owner ${owner.user.user.id} signed out by another user`,
      );

      // Saved withdrawal addresses: none of the owner's can be removed by another user.
      const saved = await as<{ id: string }>(owner.user, 'POST', '/user/addWithdrawalAddress', {
        body: {
          network: 'USDT-TRC20',
          address: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR',
          label: 'Mine',
        },
      });
      expect(saved.code).toBe(Code.MODIFIED);
      const removed = await as(intruder, 'POST', '/user/removeWithdrawalAddress', {
        body: { id: saved.result.id },
      });
      foreignRead(removed.status === 404, `address ${saved.result.id} removed: ${removed.code}`);
      const book = await as<{ items: Array<{ id: string }> }>(
        owner.user,
        'GET',
        '/user/getAddressBook',
      );
      foreignRead(
        book.result.items.some((item) => item.id === saved.result.id),
        `owner ${owner.user.user.id} lost address ${saved.result.id} to another user`,
      );

      // Passkeys: none of the owner's can be renamed or removed by another user.
      const started = await as<{ options: Record<string, unknown> }>(
        owner.user,
        'POST',
        '/user/startPasskey',
        { body: { password: owner.user.password } },
      );
      expect(started.code).toBe(Code.OK);
      const credential = new TestPasskey().register(started.result.options, m.t.origin);
      const passkey = await as<{ id: string }>(owner.user, 'POST', '/user/addPasskey', {
        body: { name: 'Owner key', credential },
      });
      expect(passkey.code).toBe(Code.MODIFIED);
      const renamed = await as(intruder, 'POST', '/user/renamePasskey', {
        body: { id: passkey.result.id, name: 'Mine' },
      });
      foreignRead(renamed.status === 404, `passkey ${passkey.result.id} renamed: ${renamed.code}`);
      const unkeyed = await as(intruder, 'POST', '/user/removePasskey', {
        body: { id: passkey.result.id, password: intruder.password },
      });
      foreignRead(unkeyed.status === 404, `passkey ${passkey.result.id} removed: ${unkeyed.code}`);
      const keys = await as<{ items: Array<{ id: string; name: string }> }>(
        owner.user,
        'GET',
        '/user/listPasskeys',
      );
      foreignRead(
        keys.result.items.some((k) => k.id === passkey.result.id && k.name === 'Owner key'),
        `owner ${owner.user.user.id}'s passkey ${passkey.result.id} changed by another user`,
      );
    }
    expect(foreign).toEqual([]);
  });

  it('lists and the statement show the intruder nothing of the owners', async () => {
    /** The ids each list may show the intruder: their own. */
    const only: Record<string, string[]> = {
      '/order/listOptionsOrder': intruderOrders,
      '/order/listContractOrder': intruderPositions,
      '/order/listSmartOrder': [],
      '/user/listLoanRecord': [],
      '/user/listRecharge': [],
      '/user/listWithdrwal': [],
    };
    const refs = [...intruderOrders, ...intruderPositions];
    const lists = [
      ...Object.keys(only),
      '/user/listNotifications',
      '/user/listLedger',
      '/user/listLedgerJournals',
      '/user/listInvitees',
      '/user/listSessions',
      '/user/listSignIns',
      '/user/getIdentification',
      '/user/listBalances',
      '/user/listWatchlist',
      '/user/getUnreadCount',
      '/user/exportStatement',
    ];
    for (const path of lists) {
      for (const book of [DEMO, REAL]) {
        const query: Record<string, string> =
          path === '/user/listLedger' ||
          path === '/user/listLedgerJournals' ||
          path === '/user/exportStatement'
            ? { book: book === REAL ? 'real' : 'demo' }
            : {};
        const answer: Injected<{ items?: Array<{ id: string; refId?: string | null }> }> = await as(
          intruder,
          'GET',
          path,
          { headers: book, query },
        );
        expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBe(200);
        for (const owner of owners) {
          for (const marker of owner.markers)
            foreignRead(!answer.body.includes(marker), `${path} shows ${marker}`);
        }
        const items = answer.result?.items ?? [];
        const allowed = only[path];
        if (allowed)
          for (const item of items)
            foreignRead(allowed.includes(item.id), `${path} lists ${item.id}`);
        if (path === '/user/listLedger' || path === '/user/listLedgerJournals') {
          for (const item of items)
            foreignRead(
              !item.refId || refs.includes(item.refId),
              `${path} refers to ${item.refId}`,
            );
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('public routes with an id answer alike with or without a token; private parameters stay private', async () => {
    const publicIds: Array<[string, string]> = [
      ['/index/listContents/1', ''],
      ['/index/getMarketInfo/1', ''],
      ['/index/getParamByKey/demo.initialBalanceUsdt', ''],
    ];
    for (const [path] of publicIds) {
      const anonymous = await customer(m.t, check, 'GET', path);
      const signedIn = await as(intruder, 'GET', path);
      expect(signedIn.body.replace(/"(computedAt|time)":"[^"]*"/g, ''), path).toBe(
        anonymous.body.replace(/"(computedAt|time)":"[^"]*"/g, ''),
      );
    }
    for (const key of [
      'deposit.fourEyesUsdt',
      'withdrawal.fourEyesUsdt',
      'deposit.address.USDT-TRC20',
      'market.tickRetentionHours',
    ]) {
      for (const who of [undefined, intruder]) {
        const answer = await customer(m.t, check, 'GET', `/index/getParamByKey/${key}`, {
          token: who?.token,
        });
        foreignRead(
          answer.code === Code.PARAMETER_UNAVAILABLE,
          `private parameter ${key}: ${answer.code}`,
        );
      }
    }
    expect(foreign).toEqual([]);
  });

  it('admin routes with an id: no customer token opens them; staff need the route’s permission', async () => {
    const owner = owners[0]!;
    const values: Record<string, string> = {
      id: owner.user.user.id,
      key: owner.files[0]!,
      instrumentId: '1',
    };
    const idsByPrefix: Array<[RegExp, string]> = [
      [/^\/deposits\//, owner.deposits[0]!],
      [/^\/withdrawals\//, owner.withdrawals[0]!],
    ];
    const roles: Partial<Record<StaffRole, string>> = {};
    for (const role of STAFF_ROLES.filter((r) => r !== 'superadmin'))
      roles[role] = await staffLogin(m.t, await addStaff(m.t, role));
    const withId = m.t.app.adminRoutes.filter((r) => r.url.includes(':') && r.access !== 'public');
    expect(withId.length).toBeGreaterThan(20);
    for (const route of withId) {
      const relative = route.url.slice(ADMIN_PREFIX.length);
      let path = relative.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
      for (const [prefix, id] of idsByPrefix)
        if (prefix.test(relative)) path = path.replace(/\/\d+\//, `/${id}/`);
      const method = route.method as 'GET' | 'POST';
      for (const who of [owner.user, intruder]) {
        const answer = await admin(path, who.token, method, method === 'POST' ? {} : undefined);
        foreignRead(
          answer.status === 401,
          `${method} ${relative} with a customer token: ${answer.status}`,
        );
      }
      for (const [role, token] of Object.entries(roles) as Array<[StaffRole, string]>) {
        if (route.access === 'signed-in' || PERMISSIONS[role].includes(route.access as never))
          continue;
        const answer = await admin(path, token, method, method === 'POST' ? {} : undefined);
        foreignRead(
          answer.status === 403 && !isSuccessCode(answer.code),
          `${method} ${relative} as ${role}: ${answer.status}`,
        );
      }
    }
    expect(foreign).toEqual([]);
  });

  it('answered no request with a 5xx', () => {
    expect(check.problems).toEqual([]);
    expect(counts['5xx']).toBe(0);
    expect(counts['foreign reads']).toBe(0);
    if (LONG) expect(owners.length).toBeGreaterThan(1);
  });
});
