import { z } from 'zod';
import { BOOKS } from '../book.js';
import { userIdentityFields } from '../schemas.js';
import { invalid, pageOf, pageQuery } from './common.js';

/**
 * The user lookup (apps/server/src/modules/admin/users.ts): search, a user's profile with
 * balances, their history lists and disabling or enabling the account. Money is decimal
 * strings, ids strings.
 */

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSearchQuery = z.strictObject(
  { q: z.string(invalid).trim().max(100, invalid).optional(), ...pageQuery },
  invalid,
);
export const userBookQuery = z.strictObject(
  { book: z.enum(BOOKS, invalid).optional(), ...pageQuery },
  invalid,
);
export const userOrdersQuery = z.strictObject(
  {
    kind: z.enum(['options', 'contracts'], invalid).optional(),
    book: z.enum(BOOKS, invalid).optional(),
    ...pageQuery,
  },
  invalid,
);

/** A user as the search lists them. */
export const userRow = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  kycStatus: z.string(),
  createdAt: z.string(),
  inviteCode: z.string(),
});
export const userSearchPage = pageOf(userRow);

/** A user's profile with balances and what they have open. */
export const userDetail = z.object({
  ...userIdentityFields,
  invitedBy: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  createdAt: z.string(),
  passwordChangedAt: z.string().nullable(),
  kyc: z.object({
    status: z.string(),
    reason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
  }),
  balances: z.array(
    z.object({
      book: z.enum(BOOKS),
      asset: z.string(),
      available: z.string(),
      held: z.string(),
    }),
  ),
  openOptionsOrders: z.number(),
  openPositions: z.number(),
  liveSessions: z.number(),
});

/** The answer to disabling or enabling a user. */
export const userStatusChange = z.object({
  id: z.string(),
  status: z.enum(USER_STATUSES),
  sessionsRevoked: z.number(),
});

export type UserRow = z.infer<typeof userRow>;
export type UserDetail = z.infer<typeof userDetail>;
export type UserStatusChange = z.infer<typeof userStatusChange>;
