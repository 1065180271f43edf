import { LANGUAGES } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { replyMail } from './mail.js';
import { transcriptCodeMail, transcriptMail } from './transcript.js';

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

describe('the transcript mails in ten languages', () => {
  const lines = [
    {
      agent: null,
      body: 'Which network?',
      image: false,
      createdAt: new Date('2026-11-28T10:00:00Z'),
    },
    {
      agent: 'support_ana',
      body: 'TRC20',
      image: true,
      createdAt: new Date('2026-11-28T10:02:30Z'),
    },
  ];

  it('lists every line with its UTC time and author, links the site, in the language', () => {
    const english = transcriptMail('en', lines, 'https://swx.example');
    for (const language of LANGUAGES) {
      const mail = transcriptMail(language, lines, 'https://swx.example');
      expect(mail.text, language).toContain('[2026-11-28 10:00] ');
      expect(mail.text, language).toMatch(
        /\[2026-11-28 10:02\] support_ana:\n {2}\[[^\]]+\] TRC20/,
      );
      expect(mail.text, language).toContain('  Which network?');
      expect(mail.text, language).toContain('https://swx.example');
      expect(mail.subject, language).toContain('SWX');
      if (language !== 'en') {
        expect(mail.subject, language).not.toBe(english.subject);
        expect(mail.text, language).not.toBe(english.text);
      }
    }
  });

  it('puts the code on a line of its own with its lifetime, in the language', () => {
    const english = transcriptCodeMail('en', '482913');
    for (const language of LANGUAGES) {
      const mail = transcriptCodeMail(language, '482913');
      expect(mail.text, language).toMatch(/^ {4}482913$/m);
      expect(mail.text, language).toContain('10');
      if (language !== 'en') expect(mail.text, language).not.toBe(english.text);
    }
  });
});
