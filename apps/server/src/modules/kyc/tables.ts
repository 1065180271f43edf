import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { staffUsers } from '../staff/tables.js';

/**
 * Identity verification (KYC) submissions. A user's status is that of the latest one (none:
 * not certified). One pending submission per user; a rejected one may be followed by another.
 */
export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    sex: text('sex', { enum: ['male', 'female'] }).notNull(),
    birthdate: date('birthdate').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    documentType: text('document_type', {
      enum: ['id_card', 'driver_licence', 'passport'],
    }).notNull(),
    /** Keys in the private file store. */
    frontKey: text('front_key').notNull(),
    backKey: text('back_key').notNull(),
    handKey: text('hand_key').notNull(),
    /** Why it was not passed (shown to the user). */
    reason: text('reason'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staffUsers.id),
  },
  (t) => [
    index('kyc_applications_user_idx').on(t.userId, t.id),
    uniqueIndex('kyc_applications_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('kyc_applications_status_idx').on(t.status, t.id),
    check('kyc_applications_status', sql`${t.status} in ('pending', 'verified', 'rejected')`),
    check('kyc_applications_sex', sql`${t.sex} in ('male', 'female')`),
    check(
      'kyc_applications_document',
      sql`${t.documentType} in ('id_card', 'driver_licence', 'passport')`,
    ),
    check('kyc_applications_review', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
    check('kyc_applications_reason', sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
  ],
);
