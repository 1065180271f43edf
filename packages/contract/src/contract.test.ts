import { describe, expect, it } from 'vitest';
import { CODE_STATUS, Code, isCode, isSuccessCode } from './codes.js';
import { MESSAGES } from './messages/index.js';
import { AREA_CODES, LANGUAGES } from './constants.js';
import { displayName, firstIssueCode, loginBody, registerBody, sendCodeBody } from './schemas.js';

describe('error catalogue', () => {
  it('has an HTTP status and a text in each of the ten languages for every code', () => {
    for (const code of Object.values(Code)) {
      expect([200, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500]).toContain(CODE_STATUS[code]);
      for (const language of LANGUAGES) {
        expect(MESSAGES[language][code]?.length, `${language} ${code}`).toBeGreaterThan(1);
      }
    }
    expect(Object.keys(CODE_STATUS).sort()).toEqual(Object.values(Code).map(String).sort());
  });

  it('is translated, not copied: every language differs from English on most codes', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = Object.values(Code).filter((c) => MESSAGES[language][c] === MESSAGES.en[c]);
      expect(same.length, language).toBeLessThan(3);
    }
  });

  it('keeps the spec numbers', () => {
    expect(Code.USERNAME_TAKEN).toBe(10006);
    expect(Code.EMAIL_TAKEN).toBe(10007);
    expect(Code.WITHDRAWAL_METHOD_REQUIRED).toBe(10025);
    expect(Code.MOBILE_CODE_INCORRECT).toBe(10091);
    expect(Code.MODIFIED).toBe(20005);
  });

  it('tells success codes from errors', () => {
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode(20005)).toBe(true);
    expect(isSuccessCode(401)).toBe(false);
    expect(isSuccessCode(10001)).toBe(false);
    expect(isCode(10039)).toBe(true);
    expect(isCode(10099)).toBe(false);
  });
});

describe('constants', () => {
  it('lists the ten languages and eleven area codes of the spec', () => {
    expect([...LANGUAGES].sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'hk', 'it', 'ja', 'ko', 'zh'].sort(),
    );
    expect(AREA_CODES).toHaveLength(11);
  });
});

describe('schemas answer catalogue codes', () => {
  const valid = {
    username: 'alice_1',
    email: 'Alice@Example.com ',
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    code: '012345',
  };

  it('normalises a valid registration', () => {
    const parsed = registerBody.parse(valid);
    expect(parsed.email).toBe('alice@example.com');
  });

  it.each([
    [{ email: 'nope' }, Code.EMAIL_INVALID],
    [{ email: '' }, Code.USERNAME_OR_EMAIL_REQUIRED],
    [{ username: '_x' }, Code.USERNAME_INVALID],
    [{ confirmPassword: 'different-password' }, Code.PASSWORD_MISMATCH],
    [{ code: '' }, Code.CODE_REQUIRED],
    [{ inviteCode: 'bad' }, Code.INVITE_CODE_INVALID],
    [{ extra: 1 }, Code.INVALID_PARAMS],
  ])('%o → %i', (change, code) => {
    const result = registerBody.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueCode(result.error)).toBe(code);
  });

  it('refuses a non-object body with 10026', () => {
    for (const body of [null, [], 'x', 1]) {
      const result = loginBody.safeParse(body);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstIssueCode(result.error)).toBe(Code.INVALID_PARAMS);
    }
  });

  it('accepts only the two code scenes', () => {
    expect(sendCodeBody.safeParse({ email: 'a@b.co', scene: 'reset' }).success).toBe(true);
    expect(sendCodeBody.safeParse({ email: 'a@b.co', scene: 'login' }).success).toBe(false);
  });
});

describe('password confirmation', () => {
  it('is reported even when other fields fail', () => {
    const result = registerBody.safeParse({
      email: 'not-an-email',
      password: 'a-long-password',
      confirmPassword: 'another-password',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      const paths = result.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
      expect(paths).toContain(`confirmPassword:${Code.PASSWORD_MISMATCH}`);
      expect(paths).toContain(`email:${Code.EMAIL_INVALID}`);
    }
  });
});

describe('names the user gives (passkeys, saved addresses)', () => {
  const name = displayName(40);
  it.each([
    ['a right-to-left override', 'Laptop\u202Egnp.exe'],
    ['a directional isolate', 'Cold \u2067wallet\u2069'],
    ['a left-to-right mark', 'Cold\u200Ewallet'],
    ['the Arabic letter mark', 'محفظة\u061C'],
    ['a zero-width space', 'Cold\u200Bwallet'],
    ['a word joiner', 'Cold\u2060wallet'],
    ['a byte order mark', 'Cold\uFEFFwallet'],
    ['a soft hyphen', 'Cold\u00ADwallet'],
    ['a Hangul filler', 'Cold \u3164 wallet'],
    ['a line break', 'Cold\nwallet'],
    ['a paragraph separator', 'Cold\u2029wallet'],
    ['a control character', 'Cold\u0007wallet'],
  ])('refuses %s', (_what, value) => {
    const parsed = name.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error && firstIssueCode(parsed.error)).toBe(Code.INVALID_PARAMS);
  });

  it.each([
    ['Persian with a zero-width non-joiner', 'کیف\u200Cپول'],
    ['an emoji family joined by zero-width joiners', 'Family 👨\u200D👩\u200D👧'],
    ['Devanagari with a joiner', 'क्\u200Dष'],
    ['Chinese', '冷钱包'],
    ['Arabic', 'محفظتي الباردة'],
  ])('keeps %s', (_what, value) => {
    expect(name.parse(` ${value} `)).toBe(value);
  });

  it('is 1 to `max` characters once trimmed', () => {
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('x'.repeat(40)).success).toBe(true);
    expect(name.safeParse('x'.repeat(41)).success).toBe(false);
  });
});
