import { randomUUID } from 'node:crypto';
import { Code, type CodeValue, type Language } from '@swx/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { staffChange } from '../staff/index.js';

/**
 * Editing what staff write for customers to read (content pages here, FAQ questions and
 * notices in the help centre): items with texts per language (one row per item and language),
 * each change written with its audit row in one transaction. The customer API reads these
 * tables on each request (no server-side cache), so a change shows at once. Nothing is deleted.
 */

/** The fields every editable item shares, and their limits, are the contract's. */
export {
  BODY_MAX_BYTES,
  SORT_MAX,
  TITLE_MAX,
  language,
  markdown,
  slug,
  sort,
  title,
} from '@swx/contract/admin';
export function fail(code: CodeValue = Code.INVALID_PARAMS): never {
  throw new AppError(code);
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** An item's detail as the routes answer it: its fields and its texts per language. */
export type Detail = { translations: { language: Language }[] };
/** Reads an item's detail, undefined when there is none. */
export type Loader<D> = (db: Db, id: number) => Promise<D | undefined>;
/** A table whose rows are named by a unique slug. */
type NamedTable = PgTable & { id: PgColumn; slug: PgColumn };
/** A table of texts per language. */
type TextTable = PgTable & { language: PgColumn; updatedAt: PgColumn };

/** One text of an item as the routes answer it: its language, `fields`, when it changed. */
export type Text<K extends string> = { language: Language } & Record<K, string> & {
    updatedAt: string;
  };

/**
 * The texts of item `id` in `table` (`owner` the column naming the item), by language, with
 * the text columns `fields` (in that order, between the language and the time of change).
 */
export async function textsOf<K extends string>(
  db: Db,
  table: TextTable,
  owner: PgColumn,
  id: number,
  fields: Record<K, PgColumn>,
): Promise<Text<K>[]> {
  const found = (await db
    .select({ ...fields, language: table.language, updatedAt: table.updatedAt })
    .from(table)
    .where(eq(owner, id))
    .orderBy(asc(table.language))) as unknown as TextRow<K>[];
  return found.map((t) => textOf(t, fields));
}

/**
 * The texts of each of the items `ids` (a page of a list), as `textsOf` reads them, only those
 * in `language` when one is given: answers the texts of one item by its id.
 */
export async function textsOfEach<K extends string>(
  db: Db,
  table: TextTable,
  owner: PgColumn,
  ids: readonly number[],
  language: Language | undefined,
  fields: Record<K, PgColumn>,
): Promise<(id: number) => Text<K>[]> {
  const found =
    ids.length === 0
      ? []
      : ((await db
          .select({ owner, ...fields, language: table.language, updatedAt: table.updatedAt })
          .from(table)
          .where(and(inArray(owner, [...ids]), language ? eq(table.language, language) : undefined))
          .orderBy(asc(table.language))) as unknown as (TextRow<K> & { owner: number })[]);
  return (id) => found.filter((t) => t.owner === id).map((t) => textOf(t, fields));
}

type TextRow<K extends string> = { language: string; updatedAt: Date } & Record<K, string>;

/** A text row as the routes answer it: its language, `fields` in their order, when it changed. */
function textOf<K extends string>(row: TextRow<K>, fields: Record<K, PgColumn>): Text<K> {
  const text = { language: row.language as Language } as Text<K>;
  for (const key of Object.keys(fields) as K[]) (text as Record<K, string>)[key] = row[key];
  text.updatedAt = iso(row.updatedAt);
  return text;
}

/**
 * A kind of item staff edit: its audit target type, its table (rows named by a unique slug,
 * `<prefix>-<id>` without one), its texts' table (`owner` the column naming the item) and how
 * its detail is read.
 */
export interface ItemKind<D extends Detail, T extends TextTable> {
  targetType: string;
  prefix: string;
  table: NamedTable;
  texts: T;
  owner: keyof T & string;
  load: Loader<D>;
}

/**
 * Writes an item's text in one language, replacing the one there; `owner` names the column
 * of `table` that holds the item's id.
 */
export async function writeText<T extends TextTable>(
  tx: Db,
  table: T,
  owner: keyof T & string,
  id: number,
  language: Language,
  text: { title: string; body: string } | { question: string; answer: string },
  at: Date,
): Promise<void> {
  await tx
    .insert(table)
    .values({ [owner]: id, language, ...text, updatedAt: at } as T['$inferInsert'])
    .onConflictDoUpdate({
      target: [table[owner] as PgColumn, table.language],
      // A text table has the text's columns; drizzle cannot see that through the generic.
      set: { ...text, updatedAt: at } as Record<string, unknown> as PgUpdateSetSource<T>,
    });
}

/** What the audit row keeps of a page, question or notice: its fields and the one text that changed. */
export function snapshot<D extends { translations: { language: Language }[] }>(
  detail: D,
  lang: Language | undefined,
) {
  const { translations, ...item } = detail;
  const text = translations.find((t) => t.language === lang);
  return { ...item, ...(text ? { text: { ...text, updatedAt: undefined } } : {}) };
}

/**
 * The text to write in `lang`: the fields given over the text that exists in that language.
 * Undefined when no field is given; 10026 when a new language lacks one.
 */
export function mergedText<K extends string>(
  translations: readonly ({ language: Language } & Record<NoInfer<K>, string>)[],
  lang: Language | undefined,
  given: Record<K, string | undefined>,
): Record<K, string> | undefined {
  if (!lang || Object.values(given).every((v) => v === undefined)) return undefined;
  const existing = translations.find((t) => t.language === lang);
  const text = {} as Record<K, string>;
  for (const key of Object.keys(given) as K[]) {
    const value = given[key] ?? existing?.[key];
    if (value === undefined) fail();
    text[key] = value;
  }
  return text;
}

/** Audited creation and change of items, for the staff routes of content and help. */
export function editor(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Runs a change and its audit row in one transaction. */
  const audited = staffChange(db, now);
  async function change<T>(
    request: FastifyRequest,
    action: string,
    targetType: string,
    work: (tx: Db) => Promise<{ id: number; before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    try {
      return await audited(request, async (tx) => {
        const { id, before, after, result } = await work(tx);
        return { result, audit: { action, targetType, targetId: id, before, after } };
      });
    } catch (error) {
      // A slug taken by a concurrent request between the check and the insert.
      if (uniqueViolation(error) !== undefined) fail();
      throw error;
    }
  }

  /**
   * Creates an item under audit: `insert` writes it and answers its id. The audit row keeps
   * the new item with its text in `lang`; the answer is its detail.
   */
  function create<D extends Detail>(
    request: FastifyRequest,
    action: string,
    targetType: string,
    load: Loader<D>,
    lang: Language,
    insert: (tx: Db) => Promise<number>,
  ): Promise<D> {
    return change(request, action, targetType, async (tx) => {
      const id = await insert(tx);
      const detail = (await load(tx, id))!;
      return { id, before: null, after: snapshot(detail, lang), result: detail };
    });
  }

  /**
   * Changes item `id` under audit (404 without it). The audit row keeps it before and after,
   * with its text in `lang` (none for a change of fields only); the answer is its detail after.
   */
  function update<D extends Detail>(
    request: FastifyRequest,
    action: string,
    targetType: string,
    load: Loader<D>,
    id: number,
    lang: Language | undefined,
    apply: (tx: Db, before: D) => Promise<void>,
  ): Promise<D> {
    return change(request, action, targetType, async (tx) => {
      const before = await load(tx, id);
      if (!before) fail(Code.NOT_FOUND);
      await apply(tx, before);
      const after = (await load(tx, id))!;
      return { id, before: snapshot(before, lang), after: snapshot(after, lang), result: after };
    });
  }

  /**
   * Inserts a row named `slug`, or `<prefix>-<id>` without one (10026 when the slug is taken);
   * answers its id.
   */
  async function insertNamed(
    tx: Db,
    table: NamedTable,
    prefix: string,
    slug: string | undefined,
    insert: (slug: string) => Promise<number>,
  ): Promise<number> {
    if (slug) {
      const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
      if (taken) fail();
    }
    // A temporary unique slug, replaced once the row has its id.
    const id = await insert(slug ?? `new-${randomUUID()}`);
    if (!slug)
      await tx
        .update(table)
        .set({ slug: `${prefix}-${id}` })
        .where(eq(table.id, id));
    return id;
  }

  /**
   * Creates an item of `kind` under audit with its first text: `insert` writes its row under
   * the slug given (or a temporary one) and answers its id.
   */
  function createItem<D extends Detail, T extends TextTable>(
    request: FastifyRequest,
    action: string,
    kind: ItemKind<D, T>,
    input: { slug?: string | undefined; language: Language },
    text: { title: string; body: string } | { question: string; answer: string },
    insert: (tx: Db, slug: string) => Promise<number>,
  ): Promise<D> {
    return create(request, action, kind.targetType, kind.load, input.language, async (tx) => {
      const id = await insertNamed(tx, kind.table, kind.prefix, input.slug, (slug) =>
        insert(tx, slug),
      );
      await writeText(tx, kind.texts, kind.owner, id, input.language, text, now());
      return id;
    });
  }

  /**
   * Changes item `id` of `kind` under audit: `apply` writes its fields, then the text fields
   * `given` are written over its text in `lang` (see mergedText).
   */
  function updateItem<
    K extends 'title' | 'body' | 'question' | 'answer',
    D extends { translations: ({ language: Language } & Record<K, string>)[] },
    T extends TextTable,
  >(
    request: FastifyRequest,
    action: string,
    kind: ItemKind<D, T>,
    id: number,
    lang: Language | undefined,
    given: Record<K, string | undefined>,
    apply: (tx: Db) => Promise<void>,
  ): Promise<D> {
    return update(request, action, kind.targetType, kind.load, id, lang, async (tx, before) => {
      await apply(tx);
      const text = mergedText(before.translations, lang, given);
      if (text) {
        const written = text as unknown as { title: string; body: string };
        await writeText(tx, kind.texts, kind.owner, id, lang!, written, now());
      }
    });
  }

  return { create, update, insertNamed, createItem, updateItem };
}
