import { LANGUAGES } from '@swx/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SeedFileError } from '../../platform/seed-files.js';
import { loadSeedPages } from './seed-files.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of two valid pages; `files` adds, replaces or (with null) removes files. */
function fixture(files: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'swx-seed-pages-'));
  made.push(dir);
  const page = (slug: string, type: number, order: number) => ({
    [`${slug}/meta.txt`]: `type: ${type}\norder: ${order}\n`,
    [`${slug}/en.md`]: `---\ntitle: ${slug} in English\n---\n## Heading\n\nText.\n`,
    [`${slug}/zh.md`]: `---\ntitle: ${slug} 中文\n---\n## 标题\n\n正文。\n`,
    [`${slug}/hk.md`]: `---\ntitle: ${slug} 繁體\n---\n## 標題\n\n正文。\n`,
  });
  const all = { ...page('privacy', 2, 1), ...page('about', 1, 1), ...files };
  for (const [path, text] of Object.entries(all)) {
    if (text === null) continue;
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The error loading `dir` stops with: it names `file` (relative to `dir`). */
function failure(dir: string): SeedFileError {
  try {
    loadSeedPages(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedFileError);
    return error as SeedFileError;
  }
  throw new Error('the folder loaded');
}

function expectFailure(files: Record<string, string | null>, file: string, problem: RegExp) {
  const dir = fixture(files);
  const error = failure(dir);
  expect(error.file).toBe(join(dir, file));
  expect(error.message).toContain(`seed content ${join(dir, file)}: `);
  expect(error.message).toMatch(problem);
}

describe('the shipped pages', () => {
  it('load, by type and order, each in the ten languages with the English text’s tokens', () => {
    const pages = loadSeedPages();
    expect(pages.map((p) => `${p.type}/${p.sort} ${p.slug}`)).toEqual([
      '1/1 about-us',
      '1/2 company-profile',
      '1/3 partners',
      '1/4 licence-supervision',
      '2/1 terms-and-conditions',
      '2/2 privacy-policy',
      '3/1 legal-information',
      '3/2 disclaimer',
      '3/3 risk-warning',
      '3/4 cookie-policy',
      '3/5 about-advertising',
    ]);
    for (const page of pages) {
      // Every seeded page in the product's ten languages, with the English page's tokens.
      expect(Object.keys(page.texts), page.slug).toEqual(expect.arrayContaining(SEEDED_LANGUAGES));
      const english = page.texts.en!;
      for (const [language, text] of Object.entries(page.texts)) {
        expect(tokensOf(text.body), `${page.slug} ${language}`).toEqual(tokensOf(english.body));
        if (language !== 'en') expect(text.body, `${page.slug} ${language}`).not.toBe(english.body);
        expect(text.body, `${page.slug} ${language}`).not.toMatch(/[\u200e\u200f\u202a-\u202e]/);
      }
      for (const text of Object.values(page.texts)) {
        expect(text.title, page.slug).not.toBe('');
        // A page's body keeps its file's last line end, as first seeded.
        expect(text.body, page.slug).toMatch(/^\S[\s\S]*\S\n$/);
      }
    }
  });
});

/** Every seeded item is written in all ten of the product's languages. */
const SEEDED_LANGUAGES = [...LANGUAGES];

/** A body's `{{…}}` tokens, sorted (each language of an item uses the English one's). */
function tokensOf(body: string): string[] {
  return [...body.matchAll(/\{\{[^}]*\}\}/g)].map((m) => m[0]).sort();
}

describe('loading pages', () => {
  it('reads fields, titles and bodies exactly, and any other language of the product', () => {
    const dir = fixture({ 'about/ja.md': '---\ntitle: 会社概要: SWX\n---\n本文。\n' });
    const [about, privacy] = loadSeedPages(dir);
    expect(about).toMatchObject({ slug: 'about', type: 1, sort: 1 });
    expect(privacy).toMatchObject({ slug: 'privacy', type: 2, sort: 1 });
    expect(Object.keys(about?.texts ?? {})).toEqual(['en', 'zh', 'hk', 'ja']);
    expect(about?.texts.en).toEqual({ title: 'about in English', body: '## Heading\n\nText.\n' });
    expect(about?.texts.ja).toEqual({ title: '会社概要: SWX', body: '本文。\n' });
  });

  it('stops on a missing seeded language, naming the file', () => {
    expectFailure({ 'about/hk.md': null }, 'about/hk.md', /is missing .*en, zh, hk/);
  });

  it('stops on a language the product does not have, or another stray file', () => {
    expectFailure({ 'about/xx.md': '---\ntitle: X\n---\nX\n' }, 'about/xx.md', /unexpected file/);
    expectFailure({ 'about/notes.txt': 'x\n' }, 'about/notes.txt', /unexpected file/);
    expectFailure({ 'about/old/en.md': '---\ntitle: X\n---\nX\n' }, 'about/old', /folder/);
    expectFailure({ 'README.md': 'x\n' }, 'README.md', /an item is a folder/);
  });

  it('stops on a folder name that is not a slug', () => {
    const bad = {
      'About_Us/meta.txt': 'type: 1\norder: 9\n',
      'About_Us/en.md': '---\ntitle: A\n---\nA\n',
      'About_Us/zh.md': '---\ntitle: A\n---\nA\n',
      'About_Us/hk.md': '---\ntitle: A\n---\nA\n',
    };
    expectFailure(bad, 'About_Us', /not a slug/);
  });

  it('stops on an unknown, repeated or missing key, in the header or meta.txt', () => {
    const en = (header: string) => ({ 'about/en.md': `---\n${header}\n---\nBody\n` });
    expectFailure(en('title: A\nsummary: B'), 'about/en.md', /unknown key "summary"/);
    expectFailure(en('title: A\ntitle: B'), 'about/en.md', /"title" is given twice/);
    expectFailure(en('Title: A'), 'about/en.md', /not a "key: value" line/);
    expectFailure(
      { 'about/meta.txt': 'type: 1\norder: 1\nauthor: me\n' },
      'about/meta.txt',
      /unknown key "author" \(expected: type, order\)/,
    );
    expectFailure({ 'about/meta.txt': 'type: 1\n' }, 'about/meta.txt', /"order" is missing/);
    expectFailure({ 'about/meta.txt': null }, 'about/meta.txt', /is missing/);
  });

  it('stops on an empty, padded or too long title, and on a blank body', () => {
    const en = (text: string) => ({ 'about/en.md': text });
    const limits = /title must be one line of 1 to 200 characters/;
    expectFailure(en('---\ntitle: \n---\nBody\n'), 'about/en.md', limits);
    expectFailure(en('---\ntitle:  About\n---\nBody\n'), 'about/en.md', limits);
    expectFailure(en(`---\ntitle: ${'x'.repeat(201)}\n---\nBody\n`), 'about/en.md', limits);
    expect(() =>
      loadSeedPages(fixture(en(`---\ntitle: ${'x'.repeat(200)}\n---\nB\n`))),
    ).not.toThrow();
    expectFailure(en('---\ntitle: About\n---\n  \n'), 'about/en.md', /body must not be blank/);
    expectFailure(
      en(`---\ntitle: About\n---\n${'x'.repeat(100 * 1024)}\n`),
      'about/en.md',
      /at most 100 KB/,
    );
  });

  it('stops on a file that is not plain UTF-8 with one line end at its end', () => {
    const en = (text: string | Buffer) => ({ 'about/en.md': text as string });
    expectFailure(en('---\r\ntitle: A\r\n---\r\nB\r\n'), 'about/en.md', /\\r line ends/);
    expectFailure(en('\uFEFF---\ntitle: A\n---\nB\n'), 'about/en.md', /byte-order mark/);
    expectFailure(en('---\ntitle: A\n---\nB'), 'about/en.md', /does not end with a line end/);
    expectFailure(en('---\ntitle: A\n---\nB\n\n'), 'about/en.md', /ends with a blank line/);
    expectFailure(en(Buffer.from([0x2d, 0xff, 0x0a])), 'about/en.md', /not UTF-8/);
    expectFailure(en('title: A\n---\nB\n'), 'about/en.md', /does not start with a --- line/);
    expectFailure(en('---\ntitle: A\nB\n'), 'about/en.md', /no --- line closing/);
  });

  it('stops on a bad type or order, and on two pages of one type with the same order', () => {
    const meta = (text: string) => ({ 'about/meta.txt': text });
    expectFailure(meta('type: 4\norder: 1\n'), 'about/meta.txt', /"type" must be 1 .*, 2 .* or 3/);
    expectFailure(meta('type: 1\norder: 1.5\n'), 'about/meta.txt', /"order" must be a whole/);
    expectFailure(meta('type: 1\norder: 100001\n'), 'about/meta.txt', /-100000 to 100000/);
    expectFailure(meta('type: 2\norder: 1\n'), 'privacy/meta.txt', /also the order of .*about/);
    expect(loadSeedPages(fixture(meta('type: 2\norder: 2\n'))).map((p) => p.slug)).toEqual([
      'privacy',
      'about',
    ]);
  });
});
