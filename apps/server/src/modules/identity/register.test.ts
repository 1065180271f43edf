import { Code, type LoginResult, type UserProfile } from '@swx/contract';
import { MESSAGES } from '@swx/contract/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  get,
  newIdentity,
  post,
  registerUser,
  registration,
  requestCode,
} from '../../test/client.js';
import { books, users } from './tables.js';
import { appForFile } from '../../test/suite.js';

const t = appForFile();

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

describe('registration', () => {
  it('registers with the emailed code, opens both books and logs the user in', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const answer = await post<LoginResult>(t, '/login/register', {
      body: {
        username: id.username,
        email: id.email.toUpperCase(),
        password: id.password,
        confirmPassword: id.password,
        code,
        areaCode: '+852',
        phone: '91234567',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.result.token).toMatch(/^swx_[A-Za-z0-9_-]{43}$/);
    expect(answer.result.user).toMatchObject({
      username: id.username,
      email: id.email,
      areaCode: '+852',
      phone: '91234567',
      status: 'active',
      hasPassword: true,
      googleLinked: false,
    });
    expect(answer.result.user.inviteCode).toMatch(/^[A-Z0-9]{8}$/);

    const userId = Number(answer.result.user.id);
    const rows = await t.database.db.select().from(books).where(eq(books.userId, userId));
    expect(rows.map((b) => b.kind).sort()).toEqual(['demo', 'real']);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const info = await post<UserProfile>(t, '/user/getUserInfo', { token: answer.result.token });
    expect(info.code).toBe(200);
    expect(info.result.username).toBe(id.username);
  });

  it('refuses a code that was used already', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    const body = {
      ...registration(id, code),
    };
    expect((await post(t, '/login/register', { body })).code).toBe(200);
    const again = await post(t, '/login/register', {
      body: { ...body, username: `${id.username}x`, email: `x${id.email}` },
    });
    expect(again.code).toBe(Code.CODE_EXPIRED);
  });

  it('refuses a taken username (any case) and a taken email with 10006 and 10007', async () => {
    const first = await registerUser(t);
    const id = newIdentity();
    const before = await userCount();

    const code = await requestCode(t, id.email, 'register');
    const byName = await post(t, '/login/register', {
      body: {
        username: first.user.username.toUpperCase(),
        email: id.email,
        password: id.password,
        confirmPassword: id.password,
        code,
      },
    });
    expect(byName.status).toBe(409);
    expect(byName.code).toBe(Code.USERNAME_TAKEN);

    const byEmail = await post(t, '/login/register', {
      body: {
        username: id.username,
        email: first.user.email,
        password: id.password,
        confirmPassword: id.password,
        code,
      },
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.code).toBe(Code.EMAIL_TAKEN);
    expect(await userCount()).toBe(before);

    // The unused code still works for the free name and address.
    const ok = await post(t, '/login/register', {
      body: {
        ...registration(id, code),
      },
    });
    expect(ok.code).toBe(200);
  });

  it('flags taken names and addresses through checkUserNameOrPhone', async () => {
    const first = await registerUser(t);
    const taken = await get<{ available: boolean }>(t, '/login/checkUserNameOrPhone', {
      query: { username: first.user.username.toLowerCase() },
    });
    expect(taken.result.available).toBe(false);
    const free = await get<{ available: boolean }>(t, '/login/checkUserNameOrPhone', {
      query: { email: newIdentity().email },
    });
    expect(free.result.available).toBe(true);
    const both = await get(t, '/login/checkUserNameOrPhone', {
      query: { username: 'abc_def', email: 'a@b.co' },
    });
    expect(both.status).toBe(400);
    expect(both.code).toBe(Code.USERNAME_OR_EMAIL_REQUIRED);
  });

  it('refuses sendCode for registration when the email is registered', async () => {
    const first = await registerUser(t);
    const answer = await post(t, '/login/sendCode', {
      body: { email: first.user.email, scene: 'register' },
    });
    expect(answer.code).toBe(Code.EMAIL_TAKEN);
  });

  it('records the inviter of a valid invite code and refuses an unknown one', async () => {
    const inviter = await registerUser(t);
    const invited = await registerUser(t, newIdentity(), { inviteCode: inviter.user.inviteCode });
    const [row] = await t.database.db
      .select({ invitedBy: users.invitedByUserId })
      .from(users)
      .where(eq(users.id, Number(invited.user.id)));
    expect(row?.invitedBy).toBe(Number(inviter.user.id));

    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    const before = await userCount();
    const answer = await post(t, '/login/register', {
      body: {
        ...registration(id, code),
        inviteCode: 'ZZZZ9999',
      },
    });
    expect(answer.code).toBe(Code.INVITE_CODE_INVALID);
    expect(await userCount()).toBe(before);
  });

  describe('validation failures each answer their code and create nothing', () => {
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['missing username', { username: undefined }, Code.USERNAME_OR_EMAIL_REQUIRED],
      ['empty username', { username: '' }, Code.USERNAME_OR_EMAIL_REQUIRED],
      ['username too short', { username: 'ab' }, Code.USERNAME_INVALID],
      ['username too long', { username: `a${'b'.repeat(32)}` }, Code.USERNAME_INVALID],
      ['username with a space', { username: 'john doe' }, Code.USERNAME_INVALID],
      ['username starting with a digit', { username: '1john' }, Code.USERNAME_INVALID],
      ['missing email', { email: undefined }, Code.USERNAME_OR_EMAIL_REQUIRED],
      ['malformed email', { email: 'john.example.com' }, Code.EMAIL_INVALID],
      ['missing password', { password: undefined }, Code.PASSWORD_REQUIRED],
      ['short password', { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }, Code.PASSWORD_WEAK],
      ['password over 128 characters', { password: 'x'.repeat(129) }, Code.PASSWORD_WEAK],
      [
        'password of spaces only',
        { password: ' '.repeat(8), confirmPassword: ' '.repeat(8) },
        Code.PASSWORD_WEAK,
      ],
      // NUL is refused anywhere in any request before a field is read (platform/http/input.ts).
      [
        'password with NUL bytes',
        { password: '\u0000'.repeat(8), confirmPassword: '\u0000'.repeat(8) },
        Code.INVALID_PARAMS,
      ],
      [
        'password with a bell character',
        { password: 'Correct\u0007Horse-42', confirmPassword: 'Correct\u0007Horse-42' },
        Code.PASSWORD_WEAK,
      ],
      [
        'password with a control character',
        { password: 'Correct\tHorse-42', confirmPassword: 'Correct\tHorse-42' },
        Code.PASSWORD_WEAK,
      ],
      ['confirmation differs', { confirmPassword: 'Something-Else-99' }, Code.PASSWORD_MISMATCH],
      ['missing code', { code: undefined }, Code.CODE_REQUIRED],
      ['code of five digits', { code: '12345' }, Code.CODE_INCORRECT],
      ['area code not offered', { areaCode: '+1', phone: '5551234' }, Code.INVALID_PARAMS],
      ['phone without area code', { phone: '5551234' }, Code.INVALID_PARAMS],
      ['invite code malformed', { inviteCode: 'abc' }, Code.INVITE_CODE_INVALID],
    ];
    it.each(cases)('%s', async (_name, change, expected) => {
      const id = newIdentity();
      const body: Record<string, unknown> = {
        ...registration(id, '123456'),
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const before = await userCount();
      const answer = await post(t, '/login/register', { body });
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(expected);
      expect(await userCount()).toBe(before);
    });
  });

  it('refuses guessable passwords and ones built on the account, after the code; the code then still works', async () => {
    const id = newIdentity('policy');
    const code = await requestCode(t, id.email, 'register');
    const refused = [
      'password123',
      'QWERTYUIOP',
      'Summer2026!',
      id.username,
      `${id.username}1`,
      `My-${id.email}`,
      `${id.email.split('@')[0]}!Zebra`,
    ];
    const before = await userCount();
    for (const password of refused) {
      const answer = await post(t, '/login/register', {
        body: { ...registration(id, code), password, confirmPassword: password },
      });
      expect([password, answer.status, answer.code]).toEqual([password, 400, Code.PASSWORD_WEAK]);
    }
    expect(await userCount()).toBe(before);
    // A wrong code is answered before the password is weighed.
    const wrongCode = await post(t, '/login/register', {
      body: {
        ...registration(id, code === '000000' ? '111111' : '000000'),
        password: 'password123',
        confirmPassword: 'password123',
      },
    });
    expect(wrongCode.code).toBe(Code.CODE_INCORRECT);
    const accepted = await post(t, '/login/register', { body: registration(id, code) });
    expect(accepted.code).toBe(200);
  });

  it('answers messages in Simplified Chinese when asked', async () => {
    const answer = await post(t, '/login/register', {
      body: {},
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(answer.code).toBe(Code.USERNAME_OR_EMAIL_REQUIRED);
    expect(answer.msg).toBe(MESSAGES.zh[Code.USERNAME_OR_EMAIL_REQUIRED]);
    expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
