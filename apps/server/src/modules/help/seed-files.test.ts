import { LANGUAGES } from '@swx/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SeedFileError } from '../../platform/seed-files.js';
import { loadSeedHelp } from './seed-files.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LANGS = ['en', 'zh', 'hk'] as const;

/** A content folder with two categories, three questions and two notices, all valid. */
function fixture(files: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'swx-seed-help-'));
  made.push(dir);
  const item = (path: string, meta: string, body: string) =>
    Object.fromEntries([
      [`${path}/meta.txt`, meta],
      ...LANGS.map((l) => [`${path}/${l}.md`, `---\ntitle: ${path} ${l}\n---\n${body}`]),
    ]) as Record<string, string>;
  const all: Record<string, string | null> = {
    ...item('faq/money', 'order: 2\n', ''),
    ...item('faq/account', 'order: 1\n', ''),
    ...item('faq/money/deposit', 'order: 1\n', 'Deposit **now**.\n'),
    ...item('faq/account/sign-up', 'order: 2\n', 'Sign up.\n'),
    ...item('faq/account/log-in', 'order: 1\n', 'Log in.\n\nTwo paragraphs.\n'),
    ...item('notices/welcome', 'pinned: true\nage-days: 30\n', 'Welcome.\n'),
    ...item('notices/latest', 'pinned: false\nage-days: 0\n', 'News.\n'),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    if (text === null) continue;
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function expectFailure(files: Record<string, string | null>, file: string, problem: RegExp) {
  const dir = fixture(files);
  let error: unknown;
  try {
    loadSeedHelp(dir);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SeedFileError);
  expect((error as SeedFileError).file).toBe(join(dir, file));
  expect((error as SeedFileError).message).toContain(`seed content ${join(dir, file)}: `);
  expect((error as SeedFileError).message).toMatch(problem);
}

/** Every seeded item is written in all ten of the product's languages. */
const SEEDED_LANGUAGES = [...LANGUAGES];

/** A body's `{{…}}` tokens, sorted (each language of an item uses the English one's). */
function tokensOf(body: string): string[] {
  return [...body.matchAll(/\{\{[^}]*\}\}/g)].map((m) => m[0]).sort();
}

describe('the shipped FAQ and notices', () => {
  it('load, each in the ten languages with the English text’s tokens, with unique slugs', () => {
    const { categories, faqs, notices } = loadSeedHelp();
    expect(categories.map((c) => c.slug)).toEqual([
      'account-and-security',
      'demo-and-real',
      'deposits-and-withdrawals',
      'identity-verification',
      'trading',
      'plans-loans-and-nfts',
    ]);
    expect(faqs).toHaveLength(33);
    expect(new Set(faqs.map((f) => f.slug)).size).toBe(33);
    expect(notices.map((n) => [n.slug, n.ageDays, n.pinned])).toEqual([
      ['welcome-to-swx', 30, true],
      ['review-times-for-deposits-and-verification', 21, false],
      ['keep-your-account-safe', 14, false],
      ['ten-supported-languages', 7, false],
      ['how-charity-nft-proceeds-are-reported', 0, false],
    ]);
    for (const item of [...categories, ...faqs, ...notices]) {
      // Every seeded category, question and notice in the product's ten languages.
      expect(Object.keys(item.texts), item.slug).toEqual(expect.arrayContaining(SEEDED_LANGUAGES));
    }
    for (const item of [...faqs, ...notices]) {
      // With the English text's tokens, written in the language (not English copied).
      const english = item.texts.en!;
      for (const [language, text] of Object.entries(item.texts)) {
        const where = `${item.slug} ${language}`;
        expect(tokensOf(text.body), where).toEqual(tokensOf(english.body));
        if (language !== 'en') expect(text.body, where).not.toBe(english.body);
        expect(text.body, where).not.toMatch(/[\u200e\u200f\u202a-\u202e]/);
      }
    }
    for (const item of [...faqs, ...notices]) {
      for (const text of Object.values(item.texts)) {
        // Answers and notice bodies end without a line end, as first seeded.
        expect(text.body, item.slug).toMatch(/^\S[\s\S]*\S$/);
      }
    }
  });
});

describe('loading the FAQ and notices', () => {
  it('orders categories and questions by order, notices oldest first', () => {
    const { categories, faqs, notices } = loadSeedHelp(fixture());
    expect(categories).toEqual([
      {
        slug: 'account',
        sort: 1,
        texts: {
          en: { title: 'faq/account en' },
          zh: { title: 'faq/account zh' },
          hk: { title: 'faq/account hk' },
        },
      },
      expect.objectContaining({ slug: 'money', sort: 2 }),
    ]);
    expect(faqs.map((f) => `${f.category}/${f.slug} ${f.sort}`)).toEqual([
      'account/log-in 1',
      'account/sign-up 2',
      'money/deposit 1',
    ]);
    expect(faqs[0]?.texts.en).toEqual({
      title: 'faq/account/log-in en',
      body: 'Log in.\n\nTwo paragraphs.',
    });
    expect(notices.map((n) => [n.slug, n.pinned, n.ageDays])).toEqual([
      ['welcome', true, 30],
      ['latest', false, 0],
    ]);
    expect(notices[1]?.texts.hk).toEqual({ title: 'notices/latest hk', body: 'News.' });
  });

  it('stops on a question slug used in two categories, naming the second', () => {
    expectFailure(
      {
        'faq/money/log-in/meta.txt': 'order: 2\n',
        ...Object.fromEntries(
          LANGS.map((l) => [`faq/money/log-in/${l}.md`, '---\ntitle: Q\n---\nA\n']),
        ),
      },
      'faq/money/log-in',
      /also the slug of .*faq\/account\/log-in/,
    );
  });

  it('stops on a category file with a body, or a question without a seeded language', () => {
    expectFailure(
      { 'faq/account/zh.md': '---\ntitle: 账户\n---\nText\n' },
      'faq/account/zh.md',
      /a category has a title only/,
    );
    expectFailure({ 'faq/money/deposit/zh.md': null }, 'faq/money/deposit/zh.md', /is missing/);
    expectFailure(
      { 'faq/money/deposit/en.md': '---\ntitle: Q\ncategory: money\n---\nA\n' },
      'faq/money/deposit/en.md',
      /unknown key "category" \(expected: title\)/,
    );
  });

  it('stops on two questions of a category with the same order, or a bad order', () => {
    expectFailure(
      { 'faq/account/sign-up/meta.txt': 'order: 1\n' },
      'faq/account/sign-up/meta.txt',
      /order 1 is also the order of .*log-in/,
    );
    expectFailure(
      { 'faq/money/meta.txt': 'order: one\n' },
      'faq/money/meta.txt',
      /"order" must be a whole number/,
    );
  });

  it('stops on a bad notice field', () => {
    expectFailure(
      { 'notices/latest/meta.txt': 'pinned: yes\nage-days: 0\n' },
      'notices/latest/meta.txt',
      /"pinned" must be true or false/,
    );
    expectFailure(
      { 'notices/latest/meta.txt': 'pinned: false\nage-days: -1\n' },
      'notices/latest/meta.txt',
      /"age-days" must be a whole number from 0 to 3650/,
    );
    expectFailure(
      { 'notices/latest/meta.txt': 'pinned: false\n' },
      'notices/latest/meta.txt',
      /"age-days" is missing/,
    );
    expectFailure(
      { 'notices/latest/en.md': '---\ntitle: News\n---\n\n' },
      'notices/latest/en.md',
      /ends with a blank line/,
    );
  });
});
