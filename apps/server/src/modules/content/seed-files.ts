import { join } from 'node:path';
import { CONTENT_TYPES, type ContentType } from '@swx/contract';
import { seedContentDir } from '../../platform/paths.js';
import {
  META_FILE,
  SeedFileError,
  integerField,
  itemFolders,
  mapTexts,
  readItem,
  type LanguageFile,
  type Texts,
} from '../../platform/seed-files.js';
import { BODY_MAX_BYTES, SORT_MAX, TITLE_MAX, markdown, slug, title } from './editorial.js';

/**
 * The content pages seeded at first start (footer, legal and company pages), read from
 * `apps/server/content/pages/<slug>/` (ADR 0019, and the folder's README): `meta.txt` holds
 * `type` (1 company, 2 policy, 3 other statement) and `order` (within its type); `<language>.md`
 * holds the title and the Markdown body.
 *
 * Bodies may name operator facts as `{{site.key}}` tokens, filled at read time from the public
 * parameter with the same key (`site-facts.ts`; a test checks each names one seeded in
 * platform/db/seed.ts); titles carry none. Chinese paragraphs are kept on one line each, because
 * a line break inside a Chinese paragraph would render as a stray space.
 */

export interface SeedText {
  title: string;
  /** Markdown: headings (##, ###), paragraphs, bullet lists, bold; no HTML, no images. */
  body: string;
}

export interface SeedContent {
  /** The folder's name, kebab-case. */
  slug: string;
  type: ContentType;
  /** Order within its type. */
  sort: number;
  texts: Texts<SeedText>;
}

/** The folder's name as a slug, as staff routes accept one. */
export function checkedSlug(dir: string, name: string): string {
  if (!slug.safeParse(name).success) {
    throw new SeedFileError(
      dir,
      'the folder name is not a slug (lower-case letters, digits and inner hyphens, ' +
        'at most 64 characters)',
    );
  }
  return name;
}

/** An `order` field, within what staff routes accept. */
export function checkedOrder(file: string, value: string): number {
  return integerField(file, 'order', value, -SORT_MAX, SORT_MAX);
}

/** A title as staff routes accept one, written exactly (no spaces at either end). */
export function checkedTitle(file: string, value: string): string {
  const parsed = title.safeParse(value);
  if (!parsed.success || parsed.data !== value) {
    throw new SeedFileError(
      file,
      `the title must be one line of 1 to ${TITLE_MAX} characters, without spaces at either end`,
    );
  }
  return value;
}

/**
 * A language file's title and Markdown body, as staff routes accept them. `finalNewline`
 * says whether the body keeps the file's last line end (pages) or not (FAQ and notices), as
 * the texts were first seeded.
 */
export function checkedText(
  file: LanguageFile,
  finalNewline: 'keep' | 'drop',
): { title: string; body: string } {
  const body = finalNewline === 'keep' ? file.body : file.body.slice(0, -1);
  if (!markdown.safeParse(body).success) {
    throw new SeedFileError(
      file.file,
      `the body must not be blank and must be at most ${BODY_MAX_BYTES / 1024} KB`,
    );
  }
  return { title: checkedTitle(file.file, file.title), body };
}

/** Refuses two items of one group with the same order (their order would be by slug). */
export function checkOrders<T extends { sort: number; dir: string }>(
  items: readonly T[],
  group: (item: T) => string,
): void {
  const seen = new Map<string, string>();
  for (const item of items) {
    const key = `${group(item)}:${item.sort}`;
    const other = seen.get(key);
    if (other !== undefined) {
      throw new SeedFileError(
        join(item.dir, META_FILE),
        `order ${item.sort} is also the order of ${other}`,
      );
    }
    seen.set(key, item.dir);
  }
}

const PAGE_KEYS = ['type', 'order'] as const;

/** Reads and checks the seeded pages, by type then order (the order they are inserted in). */
export function loadSeedPages(dir: string = join(seedContentDir, 'pages')): SeedContent[] {
  const pages = itemFolders(dir).map((name) => {
    const item = readItem(join(dir, name), PAGE_KEYS);
    const meta = join(item.dir, META_FILE);
    const type = CONTENT_TYPES.find((t) => String(t) === item.meta.type);
    if (type === undefined) {
      throw new SeedFileError(
        meta,
        '"type" must be 1 (company), 2 (policy) or 3 (other statement)',
      );
    }
    return {
      dir: item.dir,
      slug: checkedSlug(item.dir, name),
      type,
      sort: checkedOrder(meta, item.meta.order),
      texts: mapTexts(item.texts, (text) => checkedText(text, 'keep')),
    };
  });
  pages.sort((a, b) => a.type - b.type || a.sort - b.sort || (a.slug < b.slug ? -1 : 1));
  checkOrders(pages, (p) => `type ${p.type}`);
  return pages.map(({ slug, type, sort, texts }) => ({ slug, type, sort, texts }));
}
