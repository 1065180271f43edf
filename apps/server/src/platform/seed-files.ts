import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@swx/contract';

/**
 * Reads the seeded texts of `apps/server/content/` (ADR 0019): one folder per item (a page, an
 * FAQ category or question, a notice) named by its slug, holding
 *
 * - `meta.txt`: the item's fields that no translator changes, one `key: value` a line;
 * - `<language>.md` for each language it is written in: a header between two `---` lines
 *   (`title: …`), then the Markdown body to the end of the file.
 *
 * The format is deliberately strict, so that what the database receives is exactly what the
 * file says: UTF-8 without a byte-order mark, `\n` line ends, one `\n` at the end of the file,
 * header values taken literally (no quotes, no trimming). Anything else stops the seed with a
 * `SeedFileError` naming the file. The modules check what is theirs (slugs, titles, bodies,
 * orders) with the limits their staff routes apply.
 */

/** Languages every seeded item is written in; a missing one stops the seed. */
export const SEEDED_LANGUAGES = ['en', 'zh', 'hk'] as const satisfies readonly Language[];
export type SeededLanguage = (typeof SEEDED_LANGUAGES)[number];
/** An item's texts by language: the seeded languages always, the product's others when written. */
export type Texts<T> = Record<SeededLanguage, T> & Partial<Record<Language, T>>;

export const META_FILE = 'meta.txt';

export class SeedFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`seed content ${file}: ${problem}`);
    this.name = 'SeedFileError';
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A file's text, refused unless it is UTF-8 with `\n` line ends and one `\n` at its end. */
function readText(file: string): string {
  let text: string;
  try {
    text = decoder.decode(readFileSync(file));
  } catch {
    throw new SeedFileError(file, 'is not UTF-8 text');
  }
  if (text.startsWith('\uFEFF')) throw new SeedFileError(file, 'starts with a byte-order mark');
  if (text.includes('\r')) throw new SeedFileError(file, 'has \\r line ends (use \\n)');
  if (!text.endsWith('\n')) throw new SeedFileError(file, 'does not end with a line end');
  if (text.endsWith('\n\n')) throw new SeedFileError(file, 'ends with a blank line');
  return text;
}

/** `key: value` lines: each of `keys` once, nothing else. */
function parsePairs<K extends string>(
  file: string,
  lines: readonly string[],
  keys: readonly K[],
): Record<K, string> {
  const found = new Map<string, string>();
  for (const line of lines) {
    const match = /^([a-z][a-z0-9-]*): (.*)$/.exec(line);
    if (!match) throw new SeedFileError(file, `"${line}" is not a "key: value" line`);
    const [, key = '', value = ''] = match;
    if (!(keys as readonly string[]).includes(key)) {
      throw new SeedFileError(file, `unknown key "${key}" (expected: ${keys.join(', ')})`);
    }
    if (found.has(key)) throw new SeedFileError(file, `"${key}" is given twice`);
    found.set(key, value);
  }
  for (const key of keys) {
    if (!found.has(key)) throw new SeedFileError(file, `"${key}" is missing`);
  }
  return Object.fromEntries(found) as Record<K, string>;
}

/** An item's `meta.txt`: each of `keys` once. */
export function readMeta<K extends string>(file: string, keys: readonly K[]): Record<K, string> {
  return parsePairs(file, readText(file).slice(0, -1).split('\n'), keys);
}

/** A language file: its title and its body (everything after the header, final `\n` included). */
export interface LanguageFile {
  file: string;
  title: string;
  body: string;
}

export function readLanguageFile(file: string): LanguageFile {
  const text = readText(file);
  if (!text.startsWith('---\n')) throw new SeedFileError(file, 'does not start with a --- line');
  const end = text.indexOf('\n---\n', 3);
  if (end < 0) throw new SeedFileError(file, 'has no --- line closing its header');
  const header = parsePairs(file, text.slice(4, end).split('\n'), ['title']);
  return { file, title: header.title, body: text.slice(end + 5) };
}

/** One item's folder, read: its slug (the folder's name), fields, texts and subfolders. */
export interface SeedItem<K extends string> {
  slug: string;
  dir: string;
  meta: Record<K, string>;
  texts: Texts<LanguageFile>;
  /** Folders inside (an FAQ category's questions), by name. */
  folders: string[];
}

function isLanguage(name: string): name is Language {
  return (LANGUAGES as readonly string[]).includes(name);
}

/** The folders of a collection (`pages/`, `notices/`), by name; a file there stops the seed. */
export function itemFolders(dir: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      throw new SeedFileError(join(dir, entry.name), 'unexpected file (an item is a folder)');
    }
    names.push(entry.name);
  }
  return names.sort();
}

/**
 * Reads the item in `dir`: `meta.txt` with `keys`, a `<language>.md` for every seeded language
 * and for any other of the product's languages, and folders only when `folders` allows.
 */
export function readItem<K extends string>(
  dir: string,
  keys: readonly K[],
  options: { folders?: boolean } = {},
): SeedItem<K> {
  const found = new Map<Language, LanguageFile>();
  const folders: string[] = [];
  let meta: Record<K, string> | undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const language = /^(.+)\.md$/.exec(entry.name)?.[1] ?? '';
    if (entry.isDirectory() && options.folders) folders.push(entry.name);
    else if (entry.isFile() && entry.name === META_FILE) meta = readMeta(path, keys);
    else if (entry.isFile() && isLanguage(language)) found.set(language, readLanguageFile(path));
    else {
      throw new SeedFileError(
        path,
        `unexpected ${entry.isDirectory() ? 'folder' : 'file'} (expected ${META_FILE} and ` +
          `<language>.md, the language one of ${LANGUAGES.join(', ')})`,
      );
    }
  }
  if (!meta) throw new SeedFileError(join(dir, META_FILE), 'is missing');
  for (const language of SEEDED_LANGUAGES) {
    if (!found.has(language)) {
      throw new SeedFileError(
        join(dir, `${language}.md`),
        `is missing (every item is written in ${SEEDED_LANGUAGES.join(', ')})`,
      );
    }
  }
  // Seeded languages first, then the others in the contract's order.
  const order = [...SEEDED_LANGUAGES, ...LANGUAGES.filter((l) => !languageIsSeeded(l))];
  const texts = Object.fromEntries(
    order.flatMap((l) => {
      const file = found.get(l);
      return file ? [[l, file]] : [];
    }),
  ) as Texts<LanguageFile>;
  const slug = dir.split(/[\\/]/).pop() ?? '';
  return { slug, dir, meta, texts, folders: folders.sort() };
}

function languageIsSeeded(language: Language): boolean {
  return (SEEDED_LANGUAGES as readonly Language[]).includes(language);
}

/** An item's texts as a list, each with its language, seeded languages first. */
export function textList<T extends object>(texts: Texts<T>): Array<{ language: Language } & T> {
  return (Object.entries(texts) as Array<[Language, T]>).map(([language, text]) => ({
    language,
    ...text,
  }));
}

/** Maps an item's texts, keeping their languages. */
export function mapTexts<T, U>(texts: Texts<T>, f: (text: T, language: Language) => U): Texts<U> {
  return Object.fromEntries(
    (Object.entries(texts) as Array<[Language, T]>).map(([language, text]) => [
      language,
      f(text, language),
    ]),
  ) as Texts<U>;
}

/** A whole number written plainly (`12`, `-3`), within bounds. */
export function integerField(
  file: string,
  key: string,
  value: string,
  min: number,
  max: number,
): number {
  const n = /^-?(?:0|[1-9]\d{0,8})$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) {
    throw new SeedFileError(file, `"${key}" must be a whole number from ${min} to ${max}`);
  }
  return n;
}

export function booleanField(file: string, key: string, value: string): boolean {
  if (value !== 'true' && value !== 'false') {
    throw new SeedFileError(file, `"${key}" must be true or false`);
  }
  return value === 'true';
}
