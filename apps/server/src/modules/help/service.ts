import {
  Code,
  type FaqResult,
  type Language,
  type NoticeDetail,
  type NoticeItem,
  type NoticePage,
} from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { textList } from '../../platform/seed-files.js';
import { languagesToRead, pickTranslations } from '../../platform/translations.js';
import { hasTokens, loadSiteFacts } from '../content/index.js';
import * as repo from './repository.js';
import { loadSeedHelp } from './seed-files.js';

/** The most FAQ entries one answer carries. */
const FAQ_RESULT_MAX = 200;
const NOTICE_PAGE_SIZE_DEFAULT = 20;

/** Lower-cased, accents and width folded, so that a search matches as a reader expects. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function translated(language: string, asked: Language) {
  return { language: language as Language, fallback: language !== asked };
}

/**
 * The help centre: FAQ by category with search, and notices. Answers and notice bodies may name
 * operator facts as `{{site.key}}` tokens, filled as content pages are (`content/site-facts.ts`).
 */
export class HelpService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async faq(
    query: { q?: string | undefined; category?: string | undefined },
    language: Language,
  ): Promise<FaqResult> {
    const languages = languagesToRead(language);
    const categories = pickTranslations(await repo.categories(this.db, languages), language);
    let items = pickTranslations(await repo.publishedFaqs(this.db, languages), language);
    // Operator facts are filled before searching, so that a search finds what the reader sees.
    if (items.some((i) => hasTokens(i.answer))) {
      const facts = await loadSiteFacts(this.db);
      items = items.map((i) => ({ ...i, answer: facts.fill(i.answer, i.language) }));
    }
    if (query.category) items = items.filter((i) => i.category === query.category);
    const words = fold(query.q ?? '')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length > 0) {
      items = items.filter((i) => {
        const text = fold(`${i.question}\n${i.answer}`);
        return words.every((w) => text.includes(w));
      });
    }
    return {
      categories: categories.map((c) => ({
        slug: c.slug,
        title: c.title,
        ...translated(c.language, language),
      })),
      items: items.slice(0, FAQ_RESULT_MAX).map((i) => ({
        id: String(i.id),
        category: i.category,
        question: i.question,
        answer: i.answer,
        ...translated(i.language, language),
      })),
    };
  }

  async notices(
    query: { page?: number | undefined; pageSize?: number | undefined },
    language: Language,
  ): Promise<NoticePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? NOTICE_PAGE_SIZE_DEFAULT;
    const languages = languagesToRead(language);
    const [total, rows] = await Promise.all([
      repo.countPublishedNotices(this.db),
      repo.publishedNoticePage(this.db, languages, (page - 1) * pageSize, pageSize),
    ]);
    return {
      items: pickTranslations(rows, language).map((row) => toNotice(row, language)),
      total,
      page,
      pageSize,
    };
  }

  async notice(id: number, language: Language): Promise<NoticeDetail> {
    const rows = await repo.publishedNotice(this.db, id, languagesToRead(language));
    const [row] = pickTranslations(rows, language);
    if (!row) throw new AppError(Code.NOT_FOUND);
    const body = hasTokens(row.body)
      ? (await loadSiteFacts(this.db)).fill(row.body, row.language)
      : row.body;
    return { ...toNotice(row, language), body };
  }

  /**
   * Inserts the seeded categories, questions and notices (`apps/server/content/faq/` and
   * `notices/`) that do not exist yet. A bad file stops it, naming the file, before anything
   * is inserted.
   */
  async seed(): Promise<void> {
    const { categories, faqs, notices } = loadSeedHelp();
    for (const c of categories) {
      await repo.insertCategoryIfMissing(this.db, {
        slug: c.slug,
        sort: c.sort,
        texts: textList(c.texts),
      });
    }
    for (const f of faqs) {
      await repo.insertFaqIfMissing(this.db, {
        category: f.category,
        slug: f.slug,
        sort: f.sort,
        texts: textList(f.texts).map(({ language, title, body }) => ({
          language,
          question: title,
          answer: body,
        })),
      });
    }
    const day = 24 * 60 * 60_000;
    for (const n of notices) {
      await repo.insertNoticeIfMissing(this.db, {
        slug: n.slug,
        pinned: n.pinned,
        publishedAt: new Date(this.now().getTime() - n.ageDays * day),
        texts: textList(n.texts),
      });
    }
  }
}

function toNotice(
  row: {
    id: number;
    slug: string;
    pinned: boolean;
    publishedAt: Date;
    language: string;
    title: string;
  },
  language: Language,
): NoticeItem {
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
    ...translated(row.language, language),
  };
}
