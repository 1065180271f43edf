import {
  Code,
  type ContentDetail,
  type ContentItem,
  type ContentType,
  type Language,
  type ParameterResult,
} from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { publicParameter } from '../../platform/parameters.js';
import { textList } from '../../platform/seed-files.js';
import { languagesToRead, pickTranslations } from '../../platform/translations.js';
import * as repo from './repository.js';
import type { ContentRow } from './repository.js';
import { loadSeedPages } from './seed-files.js';
import { hasTokens, loadSiteFacts } from './site-facts.js';

/**
 * Content pages and public parameters (the spec's index group). Texts come in the asked
 * language when translated, else in English with `fallback: true` so that the page can say so.
 * Bodies may name operator facts as `{{site.key}}` tokens, filled from public parameters
 * (see `site-facts.ts`); titles are plain text and carry none.
 */
export class ContentService {
  constructor(private readonly db: Db) {}

  /** `listContents/{type}`: 1 is Chinese (Traditional for an `hk` reader), 2 the reader's. */
  async list(type: '1' | '2', readerLanguage: Language): Promise<ContentItem[]> {
    const language: Language =
      type === '1' ? (readerLanguage === 'hk' ? 'hk' : 'zh') : readerLanguage;
    const rows = await repo.publishedContents(this.db, languagesToRead(language));
    return pickTranslations(rows, language).map((row) => toItem(row, language));
  }

  async get(id: number, readerLanguage: Language): Promise<ContentDetail> {
    const rows = await repo.publishedContent(this.db, id, languagesToRead(readerLanguage));
    const [row] = pickTranslations(rows, readerLanguage);
    if (!row) throw new AppError(Code.NOT_FOUND);
    // Operator facts are tokens in the body, filled in the language the body is written in.
    const body = hasTokens(row.body)
      ? (await loadSiteFacts(this.db)).fill(row.body, row.language)
      : row.body;
    return {
      ...toItem(row, readerLanguage),
      body,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async parameter(key: string): Promise<ParameterResult> {
    const value = await publicParameter(this.db, key);
    if (value === undefined) throw new AppError(Code.PARAMETER_UNAVAILABLE);
    return { key, value };
  }

  /**
   * Inserts the seeded pages (`apps/server/content/pages/`) that do not exist yet. A bad file
   * stops it, naming the file, before anything is inserted.
   */
  async seed(): Promise<void> {
    for (const page of loadSeedPages()) {
      await repo.insertContentIfMissing(this.db, {
        slug: page.slug,
        type: page.type,
        sort: page.sort,
        translations: textList(page.texts),
      });
    }
  }
}

function toItem(row: ContentRow, asked: Language): ContentItem {
  return {
    id: String(row.id),
    slug: row.slug,
    type: row.type as ContentType,
    title: row.title,
    language: row.language as Language,
    fallback: row.language !== asked,
  };
}
