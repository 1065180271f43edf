import { Code, isCode, type CodeValue } from '@swx/contract';
import { MESSAGES } from '@swx/contract/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { call, registerUser, type CallOptions } from '../../test/client.js';
import { emailCodes, sessions, users } from './tables.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await registerUser(t)).token;
});
afterAll(async () => {
  await t?.close();
});

async function rowCounts() {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(emailCodes);
  const [s] = await db.select({ n: count() }).from(sessions);
  return { users: u?.n, codes: c?.n, sessions: s?.n };
}

const valid = {
  username: 'valid_user',
  email: 'valid@example.test',
  password: 'Valid-Password-123',
  confirmPassword: 'Valid-Password-123',
  code: '123456',
};
const huge = 'x'.repeat(70 * 1024);

type Case = [
  name: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions,
  code?: number,
];

const cases: Case[] = [
  ['register: invalid JSON', 'POST', '/login/register', { raw: '{"username": "a",' }],
  ['register: JSON array', 'POST', '/login/register', { raw: '[1,2,3]' }],
  ['register: JSON string', 'POST', '/login/register', { raw: '"hello"' }],
  ['register: JSON null', 'POST', '/login/register', { raw: 'null' }],
  ['register: empty body with JSON type', 'POST', '/login/register', { raw: '' }],
  ['register: no body', 'POST', '/login/register', {}],
  [
    'register: unknown field',
    'POST',
    '/login/register',
    { body: { ...valid, isAdmin: true } },
    Code.INVALID_PARAMS,
  ],
  [
    'register: username is a number',
    'POST',
    '/login/register',
    { body: { ...valid, username: 12345 } },
    Code.USERNAME_INVALID,
  ],
  [
    'register: username is an object',
    'POST',
    '/login/register',
    { body: { ...valid, username: { $ne: '' } } },
    Code.USERNAME_INVALID,
  ],
  [
    'register: email is an array',
    'POST',
    '/login/register',
    { body: { ...valid, email: ['a@b.co'] } },
    Code.EMAIL_INVALID,
  ],
  [
    'register: email of 300 characters',
    'POST',
    '/login/register',
    { body: { ...valid, email: `${'a'.repeat(290)}@example.test` } },
    Code.EMAIL_INVALID,
  ],
  [
    'register: password is a number',
    'POST',
    '/login/register',
    { body: { ...valid, password: 123456789 } },
    Code.PASSWORD_WEAK,
  ],
  [
    'register: code is a number',
    'POST',
    '/login/register',
    { body: { ...valid, code: 123456 } },
    Code.CODE_INCORRECT,
  ],
  [
    'register: code with letters',
    'POST',
    '/login/register',
    { body: { ...valid, code: '12a456' } },
    Code.CODE_INCORRECT,
  ],
  [
    'register: username of 10 KB',
    'POST',
    '/login/register',
    { body: { ...valid, username: 'a'.repeat(10_000) } },
    Code.USERNAME_INVALID,
  ],
  [
    'register: body over the size limit',
    'POST',
    '/login/register',
    { body: { ...valid, username: huge } },
  ],
  [
    'register: prototype pollution',
    'POST',
    '/login/register',
    { raw: '{"__proto__": {"admin": true}, "username": "a"}' },
  ],
  [
    'register: text/plain body',
    'POST',
    '/login/register',
    { raw: JSON.stringify(valid), contentType: 'text/plain' },
  ],
  [
    'register: form-encoded body',
    'POST',
    '/login/register',
    { raw: 'username=a&email=b', contentType: 'application/x-www-form-urlencoded' },
  ],
  [
    'login: missing password',
    'POST',
    '/login/login',
    { body: { username: 'someone' } },
    Code.PASSWORD_REQUIRED,
  ],
  [
    'login: missing username',
    'POST',
    '/login/login',
    { body: { password: 'x' } },
    Code.USERNAME_OR_EMAIL_REQUIRED,
  ],
  [
    'login: username is boolean',
    'POST',
    '/login/login',
    { body: { username: true, password: 'x' } },
    Code.PASSWORD_INCORRECT,
  ],
  [
    'login: password of 129 characters',
    'POST',
    '/login/login',
    { body: { username: 'someone', password: 'p'.repeat(129) } },
    Code.PASSWORD_INCORRECT,
  ],
  [
    'login: extra field',
    'POST',
    '/login/login',
    { body: { username: 'someone', password: 'x', remember: true } },
    Code.INVALID_PARAMS,
  ],
  ['login: invalid JSON', 'POST', '/login/login', { raw: "{'username': 'single quotes'}" }],
  [
    'sendCode: unknown scene',
    'POST',
    '/login/sendCode',
    { body: { email: 'a@b.co', scene: 'admin' } },
    Code.INVALID_PARAMS,
  ],
  [
    'sendCode: missing email',
    'POST',
    '/login/sendCode',
    { body: { scene: 'register' } },
    Code.USERNAME_OR_EMAIL_REQUIRED,
  ],
  [
    'sendCode: email without domain',
    'POST',
    '/login/sendCode',
    { body: { email: 'someone@', scene: 'register' } },
    Code.EMAIL_INVALID,
  ],
  [
    'sendCode: header injection in email',
    'POST',
    '/login/sendCode',
    { body: { email: 'a@b.co\r\nBcc: x@y.z', scene: 'register' } },
    Code.EMAIL_INVALID,
  ],
  [
    'resetUserPwd: missing code',
    'POST',
    '/login/resetUserPwd',
    { body: { email: 'a@b.co', password: valid.password, confirmPassword: valid.password } },
    Code.CODE_REQUIRED,
  ],
  [
    'resetUserPwd: mismatch',
    'POST',
    '/login/resetUserPwd',
    {
      body: {
        email: 'a@b.co',
        code: '123456',
        password: valid.password,
        confirmPassword: 'other-thing-1234',
      },
    },
    Code.PASSWORD_MISMATCH,
  ],
  [
    'loginByGoogle: missing state',
    'POST',
    '/login/loginByGoogle',
    { body: { code: 'abc' } },
    Code.SOCIAL_LOGIN_FAILED,
  ],
  [
    'loginByGoogle: state of 10 KB',
    'POST',
    '/login/loginByGoogle',
    { body: { code: 'abc', state: 's'.repeat(10_000) } },
    Code.SOCIAL_LOGIN_FAILED,
  ],
  [
    'checkUserNameOrPhone: no query',
    'GET',
    '/login/checkUserNameOrPhone',
    {},
    Code.USERNAME_OR_EMAIL_REQUIRED,
  ],
  [
    'checkUserNameOrPhone: unknown parameter',
    'GET',
    '/login/checkUserNameOrPhone',
    { query: { phone: '123' } },
    Code.INVALID_PARAMS,
  ],
  [
    'checkUserNameOrPhone: repeated username',
    'GET',
    '/login/checkUserNameOrPhone',
    { query: { username: ['abc', 'def'] } },
    Code.USERNAME_INVALID,
  ],
  [
    'repassword: unknown field',
    'POST',
    '/user/repassword',
    {
      body: {
        oldPassword: 'a',
        password: valid.password,
        confirmPassword: valid.password,
        userId: 1,
      },
    },
    Code.INVALID_PARAMS,
  ],
  [
    'repassword: new password is null',
    'POST',
    '/user/repassword',
    { body: { oldPassword: 'a', password: null, confirmPassword: null } },
    Code.PASSWORD_WEAK,
  ],
  [
    'getUserInfo: body with fields',
    'POST',
    '/user/getUserInfo',
    { body: { userId: 2 } },
    Code.INVALID_PARAMS,
  ],
  ['logout: array body', 'POST', '/user/logout', { raw: '[]' }, Code.INVALID_PARAMS],
];

describe('bad input is refused with a 4xx and a catalogue code, and writes nothing', () => {
  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s', async (_name, method, path, options, expectedCode) => {
    const before = await rowCounts();
    const authed = path.startsWith('/user/') ? { token } : {};
    const answer = await call(t, method, path, { ...options, ...authed });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(isCode(answer.code)).toBe(true);
    expect(answer.msg).toBe(MESSAGES.en[answer.code as CodeValue]);
    expect(answer.code).toBe(expectedCode ?? Code.INVALID_PARAMS);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers an oversized body with 413', async () => {
    const answer = await call(t, 'POST', '/login/register', { body: { ...valid, username: huge } });
    expect(answer.status).toBe(413);
  });

  it('answers a non-JSON content type with 415', async () => {
    const answer = await call(t, 'POST', '/login/login', {
      raw: 'username=a',
      contentType: 'text/plain',
    });
    expect(answer.status).toBe(415);
  });
});
