import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept by the dev outbox when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server generates for itself on first start (e.g. the email-code HMAC key). */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** System parameters (served by getParamByKey, editable in the back office). */
export const parameters = pgTable('parameters', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description').notNull(),
  /** Whether getParamByKey serves it to anyone; internal parameters are never served. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
