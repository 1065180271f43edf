import { Code } from '@swx/contract';
import {
  SUPPORT_CANNED_MAX,
  type SupportCannedBody,
  type SupportCannedReply,
} from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/client.js';
import { iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { auditedChange, type Actor } from '../audit/index.js';

interface Row {
  id: string;
  language: SupportCannedReply['language'];
  title: string;
  body: string;
  updated_by: string;
  updated_at: string | Date;
}

const COLUMNS = sql`c.id::text, c.language, c.title, c.body, s.username as updated_by,
                    c.updated_at`;

function view(row: Row): SupportCannedReply {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    body: row.body,
    updatedBy: row.updated_by,
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Canned replies (issue 21): answers in each language that agents insert into the reply box
 * and edit before sending. Every change is audited with its text; at most SUPPORT_CANNED_MAX
 * are kept; a title is unique within its language.
 */
export class CannedReplies {
  private readonly change;

  constructor(private readonly deps: { db: Db; now: () => Date }) {
    this.change = auditedChange(deps.db, deps.now);
  }

  /** Every canned reply, by language then title. */
  async list(): Promise<SupportCannedReply[]> {
    return rows<Row>(
      await this.deps.db.execute(sql`
        select ${COLUMNS} from support_canned_replies c
        join staff_users s on s.id = c.updated_by
        order by c.language, c.title
        limit ${SUPPORT_CANNED_MAX}`),
    ).map(view);
  }

  private async one(tx: Db, id: string): Promise<SupportCannedReply | undefined> {
    const [row] = rows<Row>(
      await tx.execute(sql`
        select ${COLUMNS} from support_canned_replies c
        join staff_users s on s.id = c.updated_by
        where c.id = ${id}`),
    );
    return row && view(row);
  }

  create(actor: Actor, body: SupportCannedBody): Promise<SupportCannedReply> {
    return this.unique(() =>
      this.change(actor, async (tx, at) => {
        // Serialises creations, so that two at once cannot pass the limit together.
        await tx.execute(sql`lock table support_canned_replies in share row exclusive mode`);
        const [count] = rows<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from support_canned_replies`),
        );
        if ((count?.n ?? 0) >= SUPPORT_CANNED_MAX) throw new AppError(Code.INVALID_PARAMS);
        const [created] = rows<{ id: string }>(
          await tx.execute(sql`
            insert into support_canned_replies (language, title, body, updated_by, updated_at)
            values (${body.language}, ${body.title}, ${body.body}, ${actor.staffId},
                    ${at.toISOString()})
            returning id::text`),
        );
        const result = (await this.one(tx, created!.id))!;
        return {
          result,
          audit: {
            action: 'support.canned.create',
            targetType: 'support_canned_reply',
            targetId: result.id,
            before: null,
            after: body,
          },
        };
      }),
    );
  }

  update(actor: Actor, id: string, body: SupportCannedBody): Promise<SupportCannedReply> {
    return this.unique(() =>
      this.change(actor, async (tx, at) => {
        const before = await this.one(tx, id);
        if (!before) throw new AppError(Code.NOT_FOUND);
        await tx.execute(sql`
          update support_canned_replies
          set language = ${body.language}, title = ${body.title}, body = ${body.body},
              updated_by = ${actor.staffId}, updated_at = ${at.toISOString()}
          where id = ${id}`);
        const result = (await this.one(tx, id))!;
        return {
          result,
          audit: {
            action: 'support.canned.update',
            targetType: 'support_canned_reply',
            targetId: id,
            before: { language: before.language, title: before.title, body: before.body },
            after: body,
          },
        };
      }),
    );
  }

  delete(actor: Actor, id: string): Promise<void> {
    return this.change(actor, async (tx) => {
      const before = await this.one(tx, id);
      if (!before) throw new AppError(Code.NOT_FOUND);
      await tx.execute(sql`delete from support_canned_replies where id = ${id}`);
      return {
        result: undefined,
        audit: {
          action: 'support.canned.delete',
          targetType: 'support_canned_reply',
          targetId: id,
          before: { language: before.language, title: before.title, body: before.body },
          after: null,
        },
      };
    });
  }

  /** A title already used in its language is refused as bad input (10026). */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.INVALID_PARAMS);
      throw error;
    }
  }
}
