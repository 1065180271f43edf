import {
  ADDRESS_BOOK_MAX,
  Code,
  type AddressBook,
  type AddressChangeCancelled,
  type NotificationPage,
  type WithdrawalAddressItem,
  type WithdrawalItem,
} from '@swx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { fundUser } from '../../test/funding.js';
import { rowCount, sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectBooksAndAuditIntact, usdtBalance } from '../../test/ledger.js';
import { sql } from 'drizzle-orm';
import { mailText } from '../../test/smtp.js';
import { callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { enrolAuthenticator } from '../../test/two-factor.js';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAYOUT_TO = 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR';
const ERC20_TO = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const STAFF = {
  username: 'addressbook',
  email: 'addressbook@example.test',
  password: 'Ledger-Harbour-Till-2026!',
};
const REAL = { 'x-real-account': 'YES' };
const HOUR = 60 * 60 * 1000;
const ADDED = 'SWX: a withdrawal address was added';
const OFF = 'SWX: your withdrawal whitelist will turn off';

let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp({ ...staffEnv(STAFF), DEPOSIT_ADDRESS_USDT_TRC20: TRC20 });
});
/** A staff session now (the tests move the clock past a session's life). */
const staffToken = () => staffLogin(t, STAFF);
afterAll(async () => {
  await t?.close();
});
afterEach(() => expectBooksAndAuditIntact(t));

const book = async (token: string) =>
  (await get<AddressBook>(t, '/user/getAddressBook', { token })).result;
const add = (token: string, body: Record<string, string>) =>
  post<WithdrawalAddressItem>(t, '/user/addWithdrawalAddress', { token, body });
const whitelist = (token: string, body: Record<string, unknown>) =>
  post<AddressBook['whitelist']>(t, '/user/setAddressWhitelist', { token, body });
const cancel = (token: string) =>
  post<AddressChangeCancelled>(t, '/index/cancelAddressChange', { body: { token } });
const withdraw = (
  token: string,
  address = PAYOUT_TO,
  network = 'USDT-TRC20',
  twoFactorCode?: string,
) =>
  post<WithdrawalItem>(t, '/user/withdrawal', {
    token,
    body: { network, address, amount: '100', ...(twoFactorCode && { twoFactorCode }) },
    headers: REAL,
  });
const fundedUser = async () => {
  serial += 1;
  return fundUser(t, await staffToken(), '1000', {
    hash: serial.toString(16).padStart(64, 'c'),
    seed: 100 + serial,
  });
};

/** The cancel link of the `nth` mail with `subject` to `email` (waiting for it). */
async function linkIn(
  email: string,
  subject: string,
  nth = 1,
): Promise<{ token: string; text: string }> {
  for (let wanted = 1; ; wanted += 1) {
    const mails = (await t.smtp.waitFor(email, wanted)).filter(
      (m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] === subject,
    );
    if (mails.length < nth) continue;
    const text = mailText(mails[nth - 1]!.raw);
    const token = /\/pass\/cancel-address#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`no cancel link in: ${text}`);
    return { token, text };
  }
}

describe('saving addresses', () => {
  it('saves an address with its label, waiting the parameter’s 24 hours, newest first', async () => {
    const user = await registerUser(t);
    const first = await add(user.token, {
      network: 'USDT-TRC20',
      address: PAYOUT_TO,
      label: '  Cold wallet ',
    });
    expect(first.code).toBe(Code.MODIFIED);
    expect(first.result).toMatchObject({ network: 'USDT-TRC20', label: 'Cold wallet' });
    expect(first.result.ready).toBe(false);
    expect(Date.parse(first.result.usableAt) - Date.parse(first.result.createdAt)).toBe(24 * HOUR);
    await add(user.token, { network: 'USDT-ERC20', address: ERC20_TO, label: 'Exchange' });
    const btc = await add(user.token, {
      network: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      label: 'Hardware',
    });
    expect(btc.result).toMatchObject({ network: 'BTC', label: 'Hardware', ready: false });
    const listed = await book(user.token);
    expect(listed.items.map((i) => i.label)).toEqual(['Hardware', 'Exchange', 'Cold wallet']);
    expect(listed.whitelist).toEqual({ on: false, offAt: null });
    expect(listed.waitHours).toBe(24);
    t.advance(24 * HOUR);
    expect((await book(user.token)).items.every((i) => i.ready)).toBe(true);
  });

  it('refuses a bad address, a duplicate (Ethereum case-blind), a bad label, and a full book', async () => {
    const user = await registerUser(t);
    const refused = async (body: Record<string, string>, code: number) =>
      expect((await add(user.token, body)).code).toBe(code);
    await refused({ network: 'USDT-TRC20', address: ERC20_TO, label: 'x' }, Code.ADDRESS_INVALID);
    // BTC and ETH are withdrawal networks with their own address checks.
    await refused({ network: 'BTC', address: PAYOUT_TO, label: 'x' }, Code.ADDRESS_INVALID);
    await refused(
      { network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', label: 'x' },
      Code.ADDRESS_INVALID,
    );
    await refused({ network: 'ETH', address: PAYOUT_TO, label: 'x' }, Code.ADDRESS_INVALID);
    await refused(
      { network: 'DOGE', address: PAYOUT_TO, label: 'x' },
      Code.WITHDRAWAL_METHOD_REQUIRED,
    );
    await refused({ network: 'USDT-TRC20', address: PAYOUT_TO, label: ' ' }, Code.INVALID_PARAMS);
    await refused(
      { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'x'.repeat(41) },
      Code.INVALID_PARAMS,
    );
    await refused(
      { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'a\u0007b' },
      Code.INVALID_PARAMS,
    );
    await add(user.token, { network: 'USDT-ERC20', address: ERC20_TO, label: 'Mine' });
    await refused(
      { network: 'USDT-ERC20', address: ERC20_TO.toLowerCase(), label: 'Again' },
      Code.ADDRESS_ALREADY_SAVED,
    );
    expect((await book(user.token)).items).toHaveLength(1);
    // More at once than the book holds: exactly up to the limit are saved, the rest refused.
    const racing = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 4 }, (_, i) =>
        add(user.token, {
          network: 'USDT-ERC20',
          address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
          label: `n${i}`,
        }),
      ),
    );
    const codes = racing.map((a) => a.code);
    expect(codes.filter((c) => c === Code.MODIFIED)).toHaveLength(ADDRESS_BOOK_MAX - 1);
    expect(codes.filter((c) => c === Code.ADDRESS_BOOK_FULL)).toHaveLength(5);
    const full = racing.find((a) => a.code === Code.ADDRESS_BOOK_FULL)!;
    expect(full.msg).toContain(String(ADDRESS_BOOK_MAX));
    expect((await book(user.token)).items).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it('refuses a label that could disguise the mail: format and line-breaking characters', async () => {
    const user = await registerUser(t);
    for (const label of ['Mine\u202Eevil', '\u200B\u200B', 'a\u2028b', 'a\u2029b', 'x\u2066y']) {
      const answer = await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label });
      expect(answer.code, JSON.stringify(label)).toBe(Code.INVALID_PARAMS);
    }
    expect((await book(user.token)).items).toHaveLength(0);
  });

  it('asks for a code of the app when two-factor sign-in is on', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const body = { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'Cold' };
    expect((await add(user.token, body)).code).toBe(Code.TWO_FACTOR_REQUIRED);
    expect((await add(user.token, { ...body, twoFactorCode: '000000' })).code).toBe(
      Code.TWO_FACTOR_CODE_INCORRECT,
    );
    const code = app.nextCode();
    expect((await add(user.token, { ...body, twoFactorCode: code })).code).toBe(Code.MODIFIED);
    const replay = { ...body, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', twoFactorCode: code };
    expect((await add(user.token, replay)).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    expect((await book(user.token)).items).toHaveLength(1);
  });

  it('removes only the caller’s own address (a foreign id is 10035)', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const saved = await add(owner.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'A' });
    const remove = (token: string) =>
      post(t, '/user/removeWithdrawalAddress', { token, body: { id: saved.result.id } });
    expect((await remove(other.token)).code).toBe(Code.NOT_FOUND);
    expect((await book(owner.token)).items).toHaveLength(1);
    expect((await remove(owner.token)).code).toBe(Code.MODIFIED);
    expect((await remove(owner.token)).code).toBe(Code.NOT_FOUND);
    expect((await book(owner.token)).items).toHaveLength(0);
    // Saved again, it waits again.
    const again = await add(owner.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'A' });
    expect(again.result.ready).toBe(false);
  });
});

describe('the whitelist', () => {
  it('with it on, a withdrawal goes only to a saved address once its wait is over', async () => {
    const user = await fundedUser();
    expect((await whitelist(user.token, { on: true })).result).toEqual({ on: true, offAt: null });
    const before = await rowCount(t, 'withdrawals');
    expect((await withdraw(user.token)).code).toBe(Code.ADDRESS_NOT_SAVED);
    await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'Cold' });
    const waiting = await withdraw(user.token);
    expect(waiting.code).toBe(Code.ADDRESS_WAITING);
    expect(waiting.msg).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    // A saved address of another network is not this one.
    await add(user.token, { network: 'USDT-ERC20', address: ERC20_TO, label: 'Eth' });
    expect(await rowCount(t, 'withdrawals')).toBe(before);
    t.advance(24 * HOUR - 60_000);
    expect((await withdraw(user.token)).code).toBe(Code.ADDRESS_WAITING);
    t.advance(60_000);
    expect((await withdraw(user.token)).code).toBe(Code.WITHDRAWAL_SUBMITTED);
    // Ethereum addresses match whatever their capitals.
    expect((await withdraw(user.token, ERC20_TO.toLowerCase(), 'USDT-ERC20')).code).toBe(
      Code.WITHDRAWAL_SUBMITTED,
    );
    expect((await withdraw(user.token, TRC20)).code).toBe(Code.ADDRESS_NOT_SAVED);
    expect(await rowCount(t, 'withdrawals')).toBe(before + 2);
    // Removed, it is not saved any more.
    const saved = (await book(user.token)).items.find((i) => i.address === PAYOUT_TO)!;
    await post(t, '/user/removeWithdrawalAddress', { token: user.token, body: { id: saved.id } });
    expect((await withdraw(user.token)).code).toBe(Code.ADDRESS_NOT_SAVED);
  });

  it('says a waiting address’s time rounded up to the minute: a retry then goes through', async () => {
    const user = await fundedUser();
    await whitelist(user.token, { on: true });
    const saved = await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'A' });
    const refused = await withdraw(user.token);
    expect(refused.code).toBe(Code.ADDRESS_WAITING);
    const said = /(\d{4}-\d\d-\d\d) (\d\d:\d\d) UTC/.exec(refused.msg)!;
    const readyAt = Date.parse(`${said[1]}T${said[2]}:00Z`);
    expect(readyAt).toBeGreaterThanOrEqual(Date.parse(saved.result.usableAt));
    expect(readyAt - Date.parse(saved.result.usableAt)).toBeLessThan(60_000);
    t.advance(readyAt - t.now().getTime());
    expect((await withdraw(user.token)).code).toBe(Code.WITHDRAWAL_SUBMITTED);
  });

  it('with it off, a withdrawal goes to any address, saved or not', async () => {
    const user = await fundedUser();
    await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'New' });
    expect((await withdraw(user.token)).code).toBe(Code.WITHDRAWAL_SUBMITTED);
    expect((await withdraw(user.token, TRC20)).code).toBe(Code.WITHDRAWAL_SUBMITTED);
  });

  it('turns off only after the wait (with a code), mailed with a link that keeps it on', async () => {
    const user = await fundedUser();
    const app = await enrolAuthenticator(t, user.token, user.password);
    await whitelist(user.token, { on: true });
    expect((await whitelist(user.token, { on: false })).code).toBe(Code.TWO_FACTOR_REQUIRED);
    expect((await whitelist(user.token, { on: false, twoFactorCode: '000000' })).code).toBe(
      Code.TWO_FACTOR_CODE_INCORRECT,
    );
    expect((await book(user.token)).whitelist).toEqual({ on: true, offAt: null });
    const code = app.nextCode();
    const asked = t.now().getTime();
    const off = await whitelist(user.token, { on: false, twoFactorCode: code });
    const answered = t.now().getTime();
    expect(off.code).toBe(Code.MODIFIED);
    expect(off.result.on).toBe(true);
    // The server's clock read between the two.
    const effective = Date.parse(off.result.offAt!) - 24 * HOUR;
    expect(effective).toBeGreaterThanOrEqual(asked);
    expect(effective).toBeLessThanOrEqual(answered);
    // Asking again while it waits changes nothing (and needs no code).
    expect((await whitelist(user.token, { on: false })).result).toEqual(off.result);
    const { text } = await linkIn(user.user.email, OFF);
    expect(text).toContain(new Date(off.result.offAt!).toISOString().slice(0, 10));
    // Still on while it waits.
    const withCode = () => withdraw(user.token, PAYOUT_TO, 'USDT-TRC20', app.nextCode());
    expect((await withCode()).code).toBe(Code.ADDRESS_NOT_SAVED);
    t.advance(24 * HOUR);
    expect((await book(user.token)).whitelist).toEqual({ on: false, offAt: null });
    expect((await withCode()).code).toBe(Code.WITHDRAWAL_SUBMITTED);
  });

  it('turning it on again drops a waiting switch-off at once', async () => {
    const user = await registerUser(t);
    await whitelist(user.token, { on: true });
    await whitelist(user.token, { on: false });
    expect((await book(user.token)).whitelist.offAt).not.toBeNull();
    expect((await whitelist(user.token, { on: true })).result).toEqual({ on: true, offAt: null });
    t.advance(25 * HOUR);
    expect((await book(user.token)).whitelist).toEqual({ on: true, offAt: null });
  });
});

describe('cancel links in the security mail', () => {
  it('mails a new address with the anti-phishing code; the link removes it and signs every device out', async () => {
    const user = await registerUser(t);
    await post(t, '/user/setAntiPhishing', {
      token: user.token,
      body: { phrase: 'Green otter 4', password: user.password },
    });
    // Another device of the owner's (or of whoever added it): signed out too.
    const other = await post<{ token: string }>(t, '/login/login', {
      body: { username: user.user.username, password: user.password },
    });
    await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'Not mine' });
    const { token, text } = await linkIn(user.user.email, ADDED);
    expect(text).toContain('Green otter 4');
    expect(text).toContain(PAYOUT_TO);
    expect(text).toContain('Not mine');
    expect(text).toContain('USDT (TRC20)');
    const cancelled = await cancel(token);
    expect(cancelled.code).toBe(Code.MODIFIED);
    expect(cancelled.result).toEqual({
      kind: 'address',
      network: 'USDT-TRC20',
      address: PAYOUT_TO,
      label: 'Not mine',
      withdrawalsCancelled: 0,
    });
    // Every session is gone.
    for (const session of [user.token, other.result.token]) {
      expect((await get(t, '/user/getAddressBook', { token: session })).code).toBe(
        Code.UNAUTHORIZED,
      );
    }
    expect((await cancel(token)).code).toBe(Code.CANCEL_LINK_INVALID);
    expect((await cancel('A'.repeat(43))).code).toBe(Code.CANCEL_LINK_INVALID);
    expect((await cancel('short')).code).toBe(Code.INVALID_PARAMS);
  });

  it('rejects the owner’s withdrawals to a cancelled address still pending review, money back', async () => {
    const user = await fundedUser();
    await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'Theirs' });
    const pending = await withdraw(user.token);
    expect(pending.code).toBe(Code.WITHDRAWAL_SUBMITTED);
    // Another address's withdrawal is none of the link's business.
    expect((await withdraw(user.token, TRC20)).code).toBe(Code.WITHDRAWAL_SUBMITTED);
    const { available, held } = await usdtBalance(t, user.token, 'real');
    expect({ available, held }).toEqual({ available: '800.000000', held: '200.000000' });
    const { token } = await linkIn(user.user.email, ADDED);
    const cancelled = await cancel(token);
    expect(cancelled.result).toMatchObject({ kind: 'address', withdrawalsCancelled: 1 });
    const [row] = await sqlRows<{ status: string; reason: string }>(
      t,
      sql`select status, reason from withdrawals where id = ${Number(pending.result.id)}`,
    );
    expect(row).toEqual({
      status: 'rejected',
      reason: 'The address was cancelled from the security mail',
    });
    const login = await post<{ token: string }>(t, '/login/login', {
      body: { username: user.user.username, password: user.password },
    });
    const after = await usdtBalance(t, login.result.token, 'real');
    expect({ available: after.available, held: after.held }).toEqual({
      available: '900.000000',
      held: '100.000000',
    }); // The owner is told, in their notifications, like a rejection by staff.
    const told = await get<NotificationPage>(t, '/user/listNotifications', {
      token: login.result.token,
    });
    expect(told.result.items.find((n) => n.kind === 'withdrawal.rejected')?.params).toMatchObject({
      withdrawalId: pending.result.id,
      reason: 'The address was cancelled from the security mail',
    });
  });

  it('keeps the whitelist on from the link until the switch-off takes effect, not after', async () => {
    const user = await registerUser(t);
    await whitelist(user.token, { on: true });
    await whitelist(user.token, { on: false });
    const kept = await linkIn(user.user.email, OFF);
    expect((await cancel(kept.token)).result).toEqual({ kind: 'whitelistOff' });
    const login = await post<{ token: string }>(t, '/login/login', {
      body: { username: user.user.username, password: user.password },
    });
    const again = login.result.token;
    expect((await book(again)).whitelist).toEqual({ on: true, offAt: null });
    t.advance(25 * HOUR);
    expect((await book(again)).whitelist).toEqual({ on: true, offAt: null });

    await whitelist(again, { on: false });
    const late = await linkIn(user.user.email, OFF, 2);
    expect(late.token).not.toBe(kept.token);
    t.advance(24 * HOUR);
    expect((await cancel(late.token)).code).toBe(Code.CANCEL_LINK_INVALID);
    expect((await book(again)).whitelist.on).toBe(false);
  });
});

describe('staff settings', () => {
  it('bounds the waiting period: at least an hour, at most 30 days', async () => {
    const token = await staffToken();
    const set = (value: string) =>
      callAdmin(t, token, 'POST', '/config/parameters/withdrawal.addressWaitHours', { value });
    expect((await set('0')).code).toBe(Code.INVALID_PARAMS);
    expect((await set('721')).code).toBe(Code.INVALID_PARAMS);
    expect((await set('1.5')).code).toBe(Code.INVALID_PARAMS);
    expect((await set('2')).code).toBe(200);
    const user = await registerUser(t);
    const saved = await add(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, label: 'A' });
    expect(Date.parse(saved.result.usableAt) - Date.parse(saved.result.createdAt)).toBe(2 * HOUR);
    expect((await set('24')).code).toBe(200);
  });
});
