import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';

/**
 * The user's notifications: every review outcome and every credit or debit (issue 5). The
 * server stores a kind and its parameters; the app words them in the reader's language.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };

export const NOTIFICATION_KINDS = [
  'deposit.approved',
  'deposit.rejected',
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.completed',
  'withdrawal.rejected',
  'withdrawal.failed',
  'kyc.verified',
  'kyc.rejected',
  'demo.reset',
  'options.won',
  'options.lost',
  'options.draw',
  'options.void',
  'contract.closed',
  'smart.bought',
  'smart.earned',
  'smart.matured',
  'smart.exited',
  'smart.expired',
  'loan.disbursed',
  'loan.rejected',
  'loan.repayment',
  'loan.repaid',
  'loan.overdue',
  'nft.bought',
  'nft.outbid',
  'nft.won',
  'nft.unsold',
  'support.reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Amounts (decimal strings), asset, network, reason, ids: what the text needs. */
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});

export const NOTIFICATION_PAGE_SIZE_MAX = 50;
export const listNotificationsQuery = z.strictObject(
  {
    unread: z.enum(['true', 'false'], invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(NOTIFICATION_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const notificationPage = z.object({
  items: z.array(notificationItem),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const unreadResult = z.object({ unread: z.number().int() });

/** Marks the given notifications read, or all of them. */
export const readNotificationsBody = z.union([
  z.strictObject(
    {
      ids: z
        .array(z.string().regex(/^[1-9]\d{0,17}$/, invalid), invalid)
        .min(1, invalid)
        .max(100, invalid),
    },
    invalid,
  ),
  z.strictObject({ all: z.literal(true) }, invalid),
]);

export const invitee = z.object({ username: z.string(), joinedAt: z.string() });
export const inviteesResult = z.object({
  inviteCode: z.string(),
  total: z.number().int(),
  items: z.array(invitee),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const listInviteesQuery = z.strictObject(
  { page: queryInt(100_000).optional(), pageSize: queryInt(100).optional() },
  invalid,
);

export type NotificationItem = z.infer<typeof notificationItem>;
export type NotificationPage = z.infer<typeof notificationPage>;
export type InviteesResult = z.infer<typeof inviteesResult>;
