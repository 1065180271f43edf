import type { Language } from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail.js';
import { antiPhishingPhraseOf } from './repository.js';

/** The line above every mail to an account with an anti-phishing code, in the mail's language. */
const LABEL: Record<Language, string> = {
  en: 'Your anti-phishing code',
  zh: '您的防钓鱼码',
  hk: '您的防釣魚碼',
  ja: 'お客様のフィッシング対策コード',
  ko: '회원님의 피싱 방지 코드',
  de: 'Ihr Anti-Phishing-Code',
  fr: 'Votre code anti-hameçonnage',
  it: 'Il tuo codice anti-phishing',
  ar: 'رمز مكافحة التصيّد الخاص بك',
  es: 'Tu código antiphishing',
};

/** The line a mail starts with when its recipient's account has the phrase. */
export function antiPhishingLine(phrase: string, language: Language): string {
  return `${LABEL[language]}: ${phrase}`;
}

/**
 * Every mail the platform sends, whichever module sends it, to an address whose account has
 * an anti-phishing code starts with that code: a mail without it, or with another, is not
 * ours. Looked up at sending time, so a code set a minute ago is in the next mail.
 */
export function withAntiPhishing(mailer: Mailer, db: Db): Mailer {
  return {
    kind: mailer.kind,
    close: () => mailer.close(),
    async send(message, via) {
      const phrase = await antiPhishingPhraseOf(via ?? db, message.to);
      if (phrase === null) return mailer.send(message, via);
      const line = antiPhishingLine(phrase, message.language ?? 'en');
      return mailer.send({ ...message, text: `${line}\n\n${message.text}` }, via);
    },
  };
}

/** The code as shown back to its owner: the first two characters and the last, the rest hidden. */
export function maskedPhrase(phrase: string): string {
  const chars = Array.from(phrase);
  return `${chars.slice(0, 2).join('')}${'•'.repeat(chars.length - 3)}${chars.at(-1) ?? ''}`;
}
