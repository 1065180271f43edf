import { LANGUAGES } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { replyMail } from './mail.js';

describe('the reply mail in ten languages', () => {
  it('names the agent, quotes every reply, links the site, and is written in the language', () => {
    const replies = [
      { agent: 'support_ana', body: 'Which network?' },
      { agent: 'support_ana', body: 'Line one\nline two' },
      { agent: 'support_ana', body: '' },
    ];
    const english = replyMail('en', replies, 'https://swx.example');
    for (const language of LANGUAGES) {
      const mail = replyMail(language, replies, 'https://swx.example');
      expect(mail.text, language).toContain('support_ana');
      expect(mail.text, language).toContain(
        '> Which network?\n\n> Line one\n> line two\n\n> [image]',
      );
      expect(mail.text, language).toContain('https://swx.example');
      expect(mail.subject, language).toContain('SWX');
      if (language !== 'en') {
        expect(mail.subject, language).not.toBe(english.subject);
        expect(mail.text, language).not.toBe(english.text);
      }
    }
  });
});
