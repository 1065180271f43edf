import { CODE_SCENES, EMAIL_CODE_TTL_MS, LANGUAGES, type Language } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { codeMail, unlockMail } from './mail-templates.js';
import {
  newDeviceMail,
  passkeyAddedMail,
  passkeyRemovedMail,
  passwordChangedMail,
  twoFactorOffMail,
  twoFactorOnMail,
  mailAmount,
  withdrawalCompletedMail,
  withdrawalRequestedMail,
  type SecurityEvent,
} from './security-mail.js';

const minutes = String(EMAIL_CODE_TTL_MS / 60_000);
const others = LANGUAGES.filter((language) => language !== 'en');

describe('the mail templates in ten languages', () => {
  it.each(CODE_SCENES)(
    'the %s code mail carries the code and its lifetime in every language',
    (scene) => {
      const english = codeMail(scene, '482913', 'en');
      for (const language of LANGUAGES) {
        const mail = codeMail(scene, '482913', language);
        expect(mail.text, language).toContain('\n    482913\n');
        expect(mail.text, language).toContain(minutes);
        expect(mail.subject, language).toMatch(/SWX/);
        if (language !== 'en') {
          // Written in the language, not English under another name.
          expect(mail.subject, language).not.toBe(english.subject);
          expect(mail.text, language).not.toBe(english.text);
        }
      }
    },
  );

  it('the scenes say different things in every language', () => {
    for (const language of LANGUAGES) {
      expect(codeMail('register', '1', language).subject, language).not.toBe(
        codeMail('reset', '1', language).subject,
      );
    }
  });

  it('the unlock mail carries the link, the attempts and the pause in every language', () => {
    const link = 'https://swx.example/unlock?token=abc';
    const english = unlockMail(link, 7, 15, 'en');
    for (const language of LANGUAGES) {
      const mail = unlockMail(link, 7, 15, language);
      expect(mail.text, language).toContain(`\n    ${link}\n`);
      expect(mail.text, language).toMatch(/\b7\b/);
      expect(mail.text, language).toMatch(/\b15\b/);
      expect(mail.subject, language).toMatch(/^SWX/);
    }
    for (const language of others) {
      expect(unlockMail(link, 7, 15, language).subject, language).not.toBe(english.subject);
    }
  });

  it.each([
    ['new device', newDeviceMail],
    ['password changed', passwordChangedMail],
    ['two-factor on', twoFactorOnMail],
    ['two-factor off', twoFactorOffMail],
    [
      'passkey added',
      (event: SecurityEvent, link: string, language: Language) =>
        passkeyAddedMail(event, link, language, [['passkey', 'Laptop']]),
    ],
    [
      'passkey removed',
      (event: SecurityEvent, link: string, language: Language) =>
        passkeyRemovedMail(event, link, language, [
          ['passkey', 'Laptop'],
          ['signedOut', '3'],
        ]),
    ],
    [
      'withdrawal requested',
      (event: SecurityEvent, link: string, language: Language) =>
        withdrawalRequestedMail(event, link, language, [
          ['amount', mailAmount('400.000000', 'USDT')],
          ['fee', mailAmount('4.5', 'USDT')],
        ]),
    ],
    [
      'password reset',
      (event: SecurityEvent, link: string, language: Language) =>
        passwordChangedMail(event, link, language, [['passkeysRemoved', '2']]),
    ],
  ] as const)(
    'the %s mail carries the device, address, time and link in every language',
    (_name, mail) => {
      const event = {
        device: { browser: 'Firefox 133', os: 'Ubuntu', kind: 'desktop' as const },
        ip: '198.51.100.4',
        at: new Date('2026-11-29T11:05:42Z'),
      };
      const link = 'https://swx.example/profile/security';
      const english = mail(event, link, 'en');
      for (const language of LANGUAGES) {
        const written = mail(event, link, language);
        expect(written.text, language).toContain('Firefox 133 · Ubuntu');
        expect(written.text, language).toContain('198.51.100.4');
        expect(written.text, language).toContain('2026-11-29 11:05 UTC');
        expect(written.text, language).toContain(`\n    ${link}\n`);
        expect(written.subject, language).toMatch(/^SWX/);
        if (language !== 'en') {
          // The details are labelled in the mail's language.
          for (const label of [
            'Devices signed out:',
            'Passkeys removed:',
            'IP address:',
            'Amount:',
            'Fee:',
          ]) {
            expect(written.text, language).not.toContain(label);
          }
          expect(written.subject, language).not.toBe(english.subject);
          expect(written.text.split('\n\n')[0], language).not.toBe(english.text.split('\n\n')[0]);
        }
      }
    },
  );

  it('says a paid withdrawal without a device or address (staff paid it), in every language', () => {
    const at = new Date('2026-11-29T11:05:42Z');
    const link = 'https://swx.example/profile/balance';
    for (const language of LANGUAGES) {
      const { text } = withdrawalCompletedMail({ at }, link, language, [
        ['paidOut', mailAmount('396.000000', 'USDT')],
        ['transaction', '0xabc'],
      ]);
      expect(text, language).toContain(': 396.00 USDT');
      expect(text, language).toContain(': 0xabc');
      expect(text, language).toContain('2026-11-29 11:05 UTC');
      expect(
        text.split('\n').filter((line) => line.startsWith('    ')),
        language,
      ).toHaveLength(4);
    }
    expect(mailAmount('0.123456', 'BTC')).toBe('0.123456 BTC');
    expect(mailAmount('12', 'USDT')).toBe('12.00 USDT');
  });
});
