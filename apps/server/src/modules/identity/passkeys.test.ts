import {
  Code,
  PASSKEYS_MAX,
  type LoginResult,
  type PasskeyItem,
  type PasskeysResult,
  type SignInsResult,
} from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { get, post, registerUser, requestCode } from '../../test/client.js';
import { liveUrl, openLive } from '../../test/live.js';
import { PRESENT_ONLY, TestPasskey } from '../../test/passkey.js';
import { mailText } from '../../test/smtp.js';
import { appForFile } from '../../test/suite.js';
import { enrolAuthenticator } from '../../test/two-factor.js';
import { LIMITS } from './service.js';

const ORIGIN = 'https://swx.test';
const t = appForFile({ PUBLIC_URL: ORIGIN });

type Options = { options: Record<string, unknown> };
type User = Awaited<ReturnType<typeof registerUser>>;

const start = (user: User, extra: Record<string, string> = {}) =>
  post<Options>(t, '/user/startPasskey', {
    token: user.token,
    body: { password: user.password, ...extra },
  });

/** Registers `key` as a passkey of `user` named `name` through the API. */
async function register(user: User, key: TestPasskey, name = 'Laptop', extra = {}) {
  const started = await start(user, extra);
  expect(started.code).toBe(Code.OK);
  const added = await post<PasskeyItem>(t, '/user/addPasskey', {
    token: user.token,
    body: { name, credential: key.register(started.result.options, ORIGIN) },
  });
  return added;
}

const loginOptions = async () =>
  (await post<Options>(t, '/login/passkeyOptions', { body: {} })).result.options;
const passkeyLogin = (credential: unknown) =>
  post<LoginResult>(t, '/login/passkey', { body: { credential } });
const list = async (token: string) =>
  (await get<PasskeysResult>(t, '/user/listPasskeys', { token })).result.items;

describe('registering a passkey', () => {
  it('asks for the password, keeps the passkey under its name, and mails the owner', async () => {
    const user = await registerUser(t);
    expect((await start(user, { password: 'Wrong-Password-1' })).code).toBe(
      Code.PASSWORD_INCORRECT,
    );
    const started = await start(user);
    expect(started.result.options).toMatchObject({
      rp: { id: 'swx.test', name: 'SWX' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const key = new TestPasskey();
    const added = await post<PasskeyItem>(t, '/user/addPasskey', {
      token: user.token,
      body: { name: ' Laptop ', credential: key.register(started.result.options, ORIGIN) },
    });
    expect(added.code).toBe(Code.MODIFIED);
    expect(added.result).toMatchObject({ name: 'Laptop', lastUsedAt: null, backedUp: false });
    expect(await list(user.token)).toEqual([added.result]);
    const mail = await t.smtp.withSubject(user.user.email, 'SWX: a passkey was added');
    expect(mailText(mail.raw)).toContain('Laptop');
  });

  it('asks for a code of the app when two-factor sign-in is on', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    expect((await start(user)).code).toBe(Code.TWO_FACTOR_REQUIRED);
    const added = await register(user, new TestPasskey(), 'Phone', {
      twoFactorCode: app.nextCode(),
    });
    expect(added.code).toBe(Code.MODIFIED);
  });

  it('refuses an answer to another challenge, another origin, another account, or twice', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const key = new TestPasskey();
    const add = (token: string, credential: unknown) =>
      post(t, '/user/addPasskey', { token, body: { name: 'x', credential } });
    // Options never handed out.
    const forged = { ...(await start(user)).result.options, challenge: 'A'.repeat(43) };
    expect((await add(user.token, key.register(forged, ORIGIN))).code).toBe(Code.PASSKEY_REFUSED);
    // Another site's page.
    const options = (await start(user)).result.options;
    const phished = key.register(options, 'https://swx-login.example');
    expect((await add(user.token, phished)).code).toBe(Code.PASSKEY_REFUSED);
    // The challenge was used by that refusal: the right answer to it is refused too.
    expect((await add(user.token, key.register(options, ORIGIN))).code).toBe(Code.PASSKEY_REFUSED);
    // Another account's options.
    const theirs = (await start(other)).result.options;
    expect((await add(user.token, key.register(theirs, ORIGIN))).code).toBe(Code.PASSKEY_REFUSED);
    // Sign-in options are not registration options.
    expect((await add(user.token, key.register(await loginOptions(), ORIGIN))).code).toBe(
      Code.PASSKEY_REFUSED,
    );
    expect(await list(user.token)).toEqual([]);
    expect((await register(user, key)).code).toBe(Code.MODIFIED);
    // The same authenticator again, to this account or another: refused.
    expect((await register(user, key)).code).toBe(Code.PASSKEY_REFUSED);
    expect((await register(other, key)).code).toBe(Code.PASSKEY_REFUSED);
    expect(await list(user.token)).toHaveLength(1);
  });

  it(`holds at most ${PASSKEYS_MAX} per account`, async () => {
    const user = await registerUser(t);
    for (let i = 0; i < PASSKEYS_MAX; i += 1) {
      expect((await register(user, new TestPasskey(), `Key ${i}`)).code).toBe(Code.MODIFIED);
    }
    const full = await start(user);
    expect(full.code).toBe(Code.PASSKEYS_FULL);
    expect(full.msg).toContain(String(PASSKEYS_MAX));
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a username or password, recorded as a passkey sign-in', async () => {
    const user = await registerUser(t);
    const key = new TestPasskey();
    await register(user, key);
    const signedIn = await passkeyLogin(key.signIn(await loginOptions(), ORIGIN));
    expect(signedIn.code).toBe(Code.OK);
    expect(signedIn.result.user.id).toBe(user.user.id);
    const history = await get<SignInsResult>(t, '/user/listSignIns', {
      token: signedIn.result.token,
    });
    expect(history.result.items[0]).toMatchObject({ outcome: 'success', method: 'passkey' });
    expect((await list(user.token))[0]!.lastUsedAt).not.toBeNull();
  });

  it('stands in for the password and the code of an account with two-factor sign-in on', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const key = new TestPasskey();
    await register(user, key, 'Phone', { twoFactorCode: app.nextCode() });
    const signedIn = await passkeyLogin(key.signIn(await loginOptions(), ORIGIN));
    expect(signedIn.code).toBe(Code.OK);
    expect(signedIn.result).toHaveProperty('token');
  });

  it('refuses a replay, a cloned key, an unverified user, another origin and an unknown key', async () => {
    const user = await registerUser(t);
    const key = new TestPasskey();
    await register(user, key);
    const answer = key.signIn(await loginOptions(), ORIGIN);
    expect((await passkeyLogin(answer)).code).toBe(Code.OK);
    expect((await passkeyLogin(answer)).code).toBe(Code.PASSKEY_REFUSED);
    // A copy of the key whose counter did not move on.
    key.counter -= 1;
    expect((await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).code).toBe(
      Code.PASSKEY_REFUSED,
    );
    key.counter += 5;
    const unverified = key.signIn(await loginOptions(), ORIGIN, PRESENT_ONLY);
    expect((await passkeyLogin(unverified)).code).toBe(Code.PASSKEY_REFUSED);
    const phished = key.signIn(await loginOptions(), 'https://swx-login.example');
    expect((await passkeyLogin(phished)).code).toBe(Code.PASSKEY_REFUSED);
    const stranger = new TestPasskey();
    stranger.userHandle = key.userHandle;
    expect((await passkeyLogin(stranger.signIn(await loginOptions(), ORIGIN))).code).toBe(
      Code.PASSKEY_REFUSED,
    );
    // The key, answering with another account's user handle.
    const own = key.userHandle;
    const other = await registerUser(t);
    key.userHandle = Buffer.from(other.user.id).toString('base64url');
    expect((await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).code).toBe(
      Code.PASSKEY_REFUSED,
    );
    key.userHandle = own;
    // The key still works.
    expect((await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).code).toBe(Code.OK);
  });

  it('hands out at most so many sign-in options a minute to one address', async () => {
    const { max, windowMs } = LIMITS.passkeyOptionsPerIpMinute;
    const options = (ip: string) => post(t, '/login/passkeyOptions', { body: {}, ip });
    for (let i = 0; i < max; i += 1) expect((await options('10.7.7.7')).code).toBe(Code.OK);
    const refused = await options('10.7.7.7');
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(Code.TOO_MANY_ATTEMPTS);
    expect((await options('10.7.7.8')).code).toBe(Code.OK);
    t.advance(windowMs);
    expect((await options('10.7.7.7')).code).toBe(Code.OK);
  });

  it('refuses malformed answers with 10088, never a 500', async () => {
    for (const credential of [
      {},
      { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: '', signature: '' },
      },
      { id: '$', rawId: '$', type: 'public-key', response: { clientDataJSON: '' } },
    ]) {
      const answer = await passkeyLogin(credential);
      expect(answer.code, JSON.stringify(credential)).toBe(Code.PASSKEY_REFUSED);
    }
    // Past a real challenge and a known key: broken authenticator data, signature, handle.
    const user = await registerUser(t);
    const key = new TestPasskey();
    await register(user, key);
    const breakages: ((r: Record<string, string>) => void)[] = [
      (r) => (r.authenticatorData = 'AAAA'),
      (r) => (r.signature = Buffer.from('not a signature').toString('base64url')),
      (r) => (r.userHandle = '$$$'),
      (r) => (r.authenticatorData = ''),
    ];
    for (const breakage of breakages) {
      const answer = key.signIn(await loginOptions(), ORIGIN);
      breakage(answer.response as Record<string, string>);
      const refused = await passkeyLogin(answer);
      expect(refused.code, JSON.stringify(answer.response)).toBe(Code.PASSKEY_REFUSED);
    }
    expect((await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).code).toBe(Code.OK);
  });
});

describe('managing passkeys', () => {
  it('renames and removes only the owner’s, removal with the password; a removed one signs in no more', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const key = new TestPasskey();
    const { result } = await register(owner, key);
    const rename = (token: string, name: string) =>
      post(t, '/user/renamePasskey', { token, body: { id: result.id, name } });
    const remove = (token: string, password: string) =>
      post(t, '/user/removePasskey', { token, body: { id: result.id, password } });
    expect((await rename(other.token, 'Mine now')).code).toBe(Code.NOT_FOUND);
    expect((await rename(owner.token, '\u202Eevil')).code).toBe(Code.INVALID_PARAMS);
    expect((await rename(owner.token, 'Work laptop')).code).toBe(Code.MODIFIED);
    expect((await list(owner.token))[0]!.name).toBe('Work laptop');
    expect((await remove(other.token, other.password)).code).toBe(Code.NOT_FOUND);
    expect((await remove(owner.token, 'Wrong-Password-1')).code).toBe(Code.PASSWORD_INCORRECT);
    expect(await list(owner.token)).toHaveLength(1);
    expect((await remove(owner.token, owner.password)).code).toBe(Code.MODIFIED);
    expect(await list(owner.token)).toEqual([]);
    expect((await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).code).toBe(
      Code.PASSKEY_REFUSED,
    );
  });

  it('removing one signs out the other devices that signed in with it, live ones included, keeps the caller’s, and mails the owner', async () => {
    const owner = await registerUser(t);
    const laptop = new TestPasskey();
    const phone = new TestPasskey();
    const { result: laptopKey } = await register(owner, laptop, 'Laptop');
    await register(owner, phone, 'Phone');
    const signIn = async (key: TestPasskey) =>
      (await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).result.token;
    const [withLaptop, withLaptopToo, withPhone] = [
      await signIn(laptop),
      await signIn(laptop),
      await signIn(phone),
    ];
    const info = (token: string) => post(t, '/user/getUserInfo', { token });
    const live = await openLive(await liveUrl(t));
    try {
      live.send({ op: 'auth', token: withLaptop });
      await live.next((f) => f.t === 'authed');
      const removed = await post(t, '/user/removePasskey', {
        token: withLaptopToo,
        body: { id: laptopKey.id, password: owner.password },
      });
      expect(removed.code).toBe(Code.MODIFIED);
      expect(await live.next((f) => f.t === 'error')).toMatchObject({ code: Code.UNAUTHORIZED });
    } finally {
      live.close();
    }
    expect((await info(withLaptop)).status).toBe(401);
    expect((await info(withLaptopToo)).code).toBe(Code.OK);
    expect((await info(withPhone)).code).toBe(Code.OK);
    expect((await info(owner.token)).code).toBe(Code.OK);
    const mail = mailText(
      (await t.smtp.withSubject(owner.user.email, 'SWX: a passkey was removed')).raw,
    );
    expect(mail).toContain('Passkey: Laptop');
    expect(mail).toContain('Devices signed out: 1');
  });
});

describe('a password reset', () => {
  it('removes every passkey: none signs in afterwards, and the mail says so', async () => {
    const owner = await registerUser(t);
    const key = new TestPasskey();
    await register(owner, key, 'Laptop');
    await register(owner, new TestPasskey(), 'Phone');
    const email = owner.user.email;
    const code = await requestCode(t, email, 'reset');
    const password = 'Yet-Another-Secret-93';
    const done = await post(t, '/login/resetUserPwd', {
      body: { email, code, password, confirmPassword: password },
    });
    expect(done.code).toBe(Code.MODIFIED);
    expect((await passkeyLogin(key.signIn(await loginOptions(), ORIGIN))).code).toBe(
      Code.PASSKEY_REFUSED,
    );
    const signedIn = await post<LoginResult>(t, '/login/login', {
      body: { username: owner.user.username, password },
    });
    expect(await list(signedIn.result.token)).toEqual([]);
    const mail = mailText((await t.smtp.withSubject(email, 'SWX: your password was changed')).raw);
    expect(mail).toContain('Passkeys removed: 2');
  });
});
