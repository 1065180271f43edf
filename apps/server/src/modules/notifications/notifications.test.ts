import type { DepositItem, InviteesResult, LoginResult, NotificationPage } from '@swx/contract';
import { Code } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { liveUrl, openLive } from '../../test/live.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';
import { callAdmin, staffEnv, staffLogin } from '../../test/staff.js';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const STAFF = {
  username: 'notifier',
  email: 'notifier@example.test',
  password: 'Notify-Password-2026!',
};

let t: TestApp;
let staffToken: string;
let url: string;
let serial = 0;

const admin = <T = unknown>(path: string, body?: unknown) =>
  callAdmin<T>(t, staffToken, 'POST', path, body);

async function claim(token: string, amount: string) {
  serial += 1;
  return postForm<DepositItem>(
    t,
    '/user/recharge',
    multipartBody(
      {
        network: 'USDT-TRC20',
        amount,
        txHash: serial.toString(16).padStart(64, 'e'),
        last6: 'n0t1fy',
      },
      { proof: { bytes: await pngImage(serial) } },
    ),
    { token, headers: { 'x-real-account': 'YES' } },
  );
}

beforeAll(async () => {
  t = await startTestApp({
    ...staffEnv(STAFF),
    DEPOSIT_ADDRESS_USDT_TRC20: TRC20,
  });
  url = await liveUrl(t);
  staffToken = await staffLogin(t, STAFF);
});
afterAll(async () => {
  await t?.close();
});

describe('notifications', () => {
  it('tells the user of each outcome, counts unread and marks read', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const a = await claim(user.token, '150');
    const b = await claim(user.token, '200');
    await admin(`/deposits/${a.result.id}/approve`);
    await admin(`/deposits/${b.result.id}/reject`, { reason: 'Amount does not match' });
    const page = await get<NotificationPage>(t, '/user/listNotifications', { token: user.token });
    expect(page.result.unread).toBe(2);
    expect(page.result.items.map((n) => [n.kind, n.read])).toEqual([
      ['deposit.rejected', false],
      ['deposit.approved', false],
    ]);
    expect(page.result.items[0]!.params).toMatchObject({
      reason: 'Amount does not match',
      amount: '200.000000',
      asset: 'USDT',
    });
    expect(page.result.items[1]!.params).toMatchObject({ credited: '150.000000', asset: 'USDT' });
    // Another user cannot mark them, and sees none.
    const ids = page.result.items.map((n) => n.id);
    expect(
      (await post(t, '/user/readNotifications', { token: other.token, body: { ids } })).result,
    ).toEqual({ unread: 0 });
    expect((await get(t, '/user/getUnreadCount', { token: user.token })).result).toEqual({
      unread: 2,
    });
    expect(
      (await post(t, '/user/readNotifications', { token: user.token, body: { ids: [ids[0]] } }))
        .result,
    ).toEqual({
      unread: 1,
    });
    expect(
      (await post(t, '/user/readNotifications', { token: user.token, body: { all: true } })).result,
    ).toEqual({
      unread: 0,
    });
    expect(
      (await post(t, '/user/readNotifications', { token: user.token, body: { ids: [] } })).code,
    ).toBe(Code.INVALID_PARAMS);
  });

  it('pushes the unread count to the user’s live connections, only theirs', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const mine = await openLive(url);
    const theirs = await openLive(url);
    const anonymous = await openLive(url);
    try {
      mine.send({ op: 'auth', token: user.token });
      await mine.next((f) => f.t === 'authed');
      expect(await mine.next((f) => f.t === 'notice')).toEqual({ t: 'notice', unread: 0 });
      theirs.send({ op: 'auth', token: other.token });
      await theirs.next((f) => f.t === 'authed');
      await theirs.next((f) => f.t === 'notice');
      anonymous.send({ op: 'auth', token: 'swx_not-a-token' });
      expect(await anonymous.next((f) => f.t === 'error')).toMatchObject({
        code: Code.UNAUTHORIZED,
      });

      for (const [i, amount] of ['500', '700'].entries()) {
        const deposit = await claim(user.token, amount);
        await admin(`/deposits/${deposit.result.id}/approve`);
        expect(await mine.next((f) => f.t === 'notice')).toEqual({ t: 'notice', unread: i + 1 });
      }
      // The other user's connection heard nothing of that: its first notice since signing in
      // is its own news, and nothing else is waiting.
      const theirsDeposit = await claim(other.token, '600');
      await admin(`/deposits/${theirsDeposit.result.id}/reject`, { reason: 'No such transfer' });
      expect(await theirs.next((f) => f.t === 'notice')).toEqual({ t: 'notice', unread: 1 });
      expect(theirs.pending().filter((f) => f.t === 'notice')).toEqual([]);
      expect(anonymous.pending().filter((f) => f.t === 'notice')).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
      anonymous.close();
    }
  });
});

describe('live notices after a session ends', () => {
  it('tells a connection whose session was revoked that it is signed out, and no count', async () => {
    const user = await registerUser(t);
    const stale = await openLive(url);
    const fresh = await openLive(url);
    try {
      stale.send({ op: 'auth', token: user.token });
      await stale.next((f) => f.t === 'authed');
      await stale.next((f) => f.t === 'notice');
      expect((await post(t, '/user/logout', { token: user.token })).code).toBe(Code.OK);
      // The user signs in again elsewhere; that connection is theirs.
      const again = await post<LoginResult>(t, '/login/login', {
        body: { username: user.user.username, password: user.password },
      });
      fresh.send({ op: 'auth', token: again.result.token });
      await fresh.next((f) => f.t === 'authed');
      await fresh.next((f) => f.t === 'notice');

      const first = await claim(again.result.token, '300');
      await admin(`/deposits/${first.result.id}/approve`);
      expect(await fresh.next((f) => f.t === 'notice')).toEqual({ t: 'notice', unread: 1 });
      expect(await stale.next((f) => f.t === 'error')).toMatchObject({ code: Code.UNAUTHORIZED });
      expect(stale.pending().filter((f) => f.t === 'notice')).toEqual([]);

      // The revoked connection no longer belongs to the user: later news passes it by.
      const second = await claim(again.result.token, '400');
      await admin(`/deposits/${second.result.id}/approve`);
      expect(await fresh.next((f) => f.t === 'notice')).toEqual({ t: 'notice', unread: 2 });
      expect(stale.pending()).toEqual([]);
    } finally {
      stale.close();
      fresh.close();
    }
  });
});

describe('invitations', () => {
  it('lists the users who registered with the caller’s invite code', async () => {
    const host = await registerUser(t);
    const guest = await registerUser(t, undefined, { inviteCode: host.user.inviteCode });
    const answer = await get<InviteesResult>(t, '/user/listInvitees', { token: host.token });
    expect(answer.result).toMatchObject({ inviteCode: host.user.inviteCode, total: 1 });
    expect(answer.result.items.map((i) => i.username)).toEqual([guest.user.username]);
    const theirs = await get<InviteesResult>(t, '/user/listInvitees', { token: guest.token });
    expect(theirs.result.total).toBe(0);
  });
});
