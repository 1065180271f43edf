import { join } from 'node:path';
import { seedContentDir } from '../../platform/paths.js';
import {
  META_FILE,
  SeedFileError,
  booleanField,
  integerField,
  itemFolders,
  mapTexts,
  readItem,
  type Texts,
} from '../../platform/seed-files.js';
import {
  checkOrders,
  checkedOrder,
  checkedSlug,
  checkedText,
  checkedTitle,
} from '../content/index.js';

/**
 * The help centre's FAQ and notices seeded at first start, read from `apps/server/content/`
 * (ADR 0019, and the folder's README):
 *
 * - `faq/<category>/`: `meta.txt` with `order`, `<language>.md` with the category's title only;
 * - `faq/<category>/<question>/`: `meta.txt` with `order` (within its category),
 *   `<language>.md` with the question as title and the Markdown answer as body;
 * - `notices/<notice>/`: `meta.txt` with `pinned` (true or false) and `age-days` (days before
 *   the first start that the notice is dated, 0 that day), `<language>.md` with title and body.
 *
 * Answers and bodies may name operator facts as `{{site.key}}` tokens (content/site-facts.ts);
 * titles carry none. Review times other than the 48-hour KYC review are not given as numbers;
 * configurable values (fees, penalty, interest-free days, demo balance, leverage limits) are
 * "shown before you confirm" rather than numbers. Chinese paragraphs are kept on one line each.
 */

export interface SeedText {
  title: string;
  body: string;
}

export interface SeedFaqCategory {
  slug: string;
  sort: number;
  texts: Texts<{ title: string }>;
}

export interface SeedFaq {
  /** Its category's slug. */
  category: string;
  /** Unique among all questions. */
  slug: string;
  /** Order within its category. */
  sort: number;
  /** Title: the question; body: the answer (Markdown, no headings above ###). */
  texts: Texts<SeedText>;
}

export interface SeedNotice {
  slug: string;
  /** Days before the first start that the notice is dated (0 = that day); orders the list. */
  ageDays: number;
  pinned: boolean;
  texts: Texts<SeedText>;
}

export interface SeedHelp {
  /** By order. */
  categories: SeedFaqCategory[];
  /** By their category's order, then their own. */
  faqs: SeedFaq[];
  /** Oldest first. */
  notices: SeedNotice[];
}

/** A notice is dated at most this many days before the first start. */
const AGE_DAYS_MAX = 3650;

/** Reads and checks the seeded FAQ and notices, in the order they are inserted. */
export function loadSeedHelp(root: string = seedContentDir): SeedHelp {
  const faqDir = join(root, 'faq');
  const categories = itemFolders(faqDir).map((name) => {
    const item = readItem(join(faqDir, name), ['order'], { folders: true });
    return {
      dir: item.dir,
      slug: checkedSlug(item.dir, name),
      sort: checkedOrder(join(item.dir, META_FILE), item.meta.order),
      texts: mapTexts(item.texts, (text) => {
        if (text.body !== '') {
          throw new SeedFileError(text.file, 'a category has a title only: nothing follows ---');
        }
        return { title: checkedTitle(text.file, text.title) };
      }),
      folders: item.folders,
    };
  });
  categories.sort((a, b) => a.sort - b.sort || (a.slug < b.slug ? -1 : 1));
  checkOrders(categories, () => 'faq');

  const faqs: Array<SeedFaq & { dir: string }> = [];
  const slugs = new Map<string, string>();
  for (const category of categories) {
    const questions = category.folders.map((name) => {
      const item = readItem(join(category.dir, name), ['order']);
      const other = slugs.get(name);
      if (other !== undefined) {
        throw new SeedFileError(item.dir, `the question's slug is also the slug of ${other}`);
      }
      slugs.set(name, item.dir);
      return {
        dir: item.dir,
        category: category.slug,
        slug: checkedSlug(item.dir, name),
        sort: checkedOrder(join(item.dir, META_FILE), item.meta.order),
        texts: mapTexts(item.texts, (text) => checkedText(text, 'drop')),
      };
    });
    questions.sort((a, b) => a.sort - b.sort || (a.slug < b.slug ? -1 : 1));
    checkOrders(questions, () => category.slug);
    faqs.push(...questions);
  }

  const noticeDir = join(root, 'notices');
  const notices = itemFolders(noticeDir).map((name) => {
    const item = readItem(join(noticeDir, name), ['pinned', 'age-days']);
    const meta = join(item.dir, META_FILE);
    return {
      slug: checkedSlug(item.dir, name),
      pinned: booleanField(meta, 'pinned', item.meta.pinned),
      ageDays: integerField(meta, 'age-days', item.meta['age-days'], 0, AGE_DAYS_MAX),
      texts: mapTexts(item.texts, (text) => checkedText(text, 'drop')),
    };
  });
  notices.sort((a, b) => b.ageDays - a.ageDays || (a.slug < b.slug ? -1 : 1));

  return {
    categories: categories.map(({ slug, sort, texts }) => ({ slug, sort, texts })),
    faqs: faqs.map(({ category, slug, sort, texts }) => ({ category, slug, sort, texts })),
    notices,
  };
}
