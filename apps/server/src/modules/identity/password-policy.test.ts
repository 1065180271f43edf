import { Code } from '@swx/contract';
import { newPassword } from '@swx/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { PasswordPolicy } from './password-policy.js';

const policy = new PasswordPolicy();
afterAll(() => policy.close());

const account = { username: 'alice_smith', email: 'alice.smith@example.test' };

async function refusal(password: string, details = account): Promise<number | null> {
  try {
    await policy.check(password, details);
    return null;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe('password policy', () => {
  it('accepts long passphrases', async () => {
    for (const password of [
      'Correct-Horse-Battery-42',
      'Quiet-Harbour-Lantern-42',
      'correct horse battery staple',
      '去年夏天我们在海边看日落',
    ]) {
      expect([password, await refusal(password)]).toEqual([password, null]);
    }
  });

  it('refuses common, breached and keyboard passwords', async () => {
    for (const password of [
      'password123',
      'QWERTYUIOP',
      'iloveyou123',
      'P@ssw0rd123',
      '1qaz2wsx3edc',
    ]) {
      expect([password, await refusal(password)]).toEqual([password, Code.PASSWORD_WEAK]);
    }
  });

  it('refuses passwords built on the username or the email, in any case', async () => {
    for (const password of [
      'alice_smith',
      'alice_smith1',
      'ALICE_SMITH-is-great-2026',
      'Alice.Smith@Example.Test',
      'Long-Prefix-alice.smith-Suffix',
    ]) {
      expect([password, await refusal(password)]).toEqual([password, Code.PASSWORD_WEAK]);
    }
  });

  it('does not refuse on a short username that any word contains', async () => {
    expect(
      await refusal('Quiet-Harbour-Lantern-42', { username: 'qui', email: 'qu@example.test' }),
    ).toBeNull();
  });

  it('weighs a crafted long password off the event loop', async () => {
    // zxcvbn needs hundreds of milliseconds for this one; on the event loop it would finish
    // before the next turn, in a worker the next turn comes first.
    const order: string[] = [];
    const checked = policy
      .check('passwordpasswordloveyouiloveyouqwertyuiop'.repeat(3), account)
      .catch(() => undefined)
      .then(() => order.push('checked'));
    await new Promise<void>((resolve) => setImmediate(resolve));
    order.push('next turn');
    await checked;
    expect(order).toEqual(['next turn', 'checked']);
  });
});

describe('the new-password schema', () => {
  it.each([
    ['eight spaces', ' '.repeat(8)],
    ['eight NUL bytes', '\u0000'.repeat(8)],
    ['a tab inside', 'Correct\tHorse-42'],
    ['a line break inside', 'Correct\nHorse-42'],
    ['seven characters', 'Ab1!xyz'],
    ['129 characters', 'x'.repeat(129)],
  ])('refuses %s with 10031', (_name, value) => {
    const parsed = newPassword.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(String(Code.PASSWORD_WEAK));
  });

  it('accepts spaces between words', () => {
    expect(newPassword.safeParse('correct horse battery staple').success).toBe(true);
  });
});
