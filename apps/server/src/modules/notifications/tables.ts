import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';

/** A user's notifications: a kind and its parameters, worded by the app in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
