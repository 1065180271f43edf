import { z } from 'zod';
import { email, newPassword, username } from '../schemas.js';
import { invalid, reasonBody } from './common.js';

/** Staff's own API: set-up, sign-in and staff accounts (apps/server/src/modules/staff/routes.ts). */

export const STAFF_ROLES = ['superadmin', 'compliance', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const setupState = z.object({ needed: z.boolean() });
export const setupBody = z.strictObject(
  { token: z.string().min(1).max(200), username, email, password: newPassword },
  invalid,
);

export const staffLoginBody = z.strictObject(
  { username: z.string().min(1).max(64), password: z.string().min(1).max(256) },
  invalid,
);
/** The password step's answer: a challenge, with a new TOTP secret on the first sign-in. */
export const staffLoginResult = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), challenge: z.string() }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    secret: z.string(),
    otpauthUrl: z.string(),
  }),
]);

export const totpBody = z.strictObject(
  {
    challenge: z.string().min(1).max(100),
    code: z.string().regex(/^\d{6}$/, invalid),
  },
  invalid,
);

/** The signed-in staff member. */
export const staffView = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.string()),
});
export const staffSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  idleSeconds: z.number(),
  staff: staffView,
});

export const fileParams = z.strictObject({ key: z.string().min(1).max(64) });

/** A staff account as staff.manage sees it. */
export const staffAccount = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  enrolled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export const staffList = z.object({ items: z.array(staffAccount) });

export const newStaffBody = z.strictObject(
  { username, email, password: newPassword, role: z.enum(STAFF_ROLES, invalid) },
  invalid,
);
export const staffChangeBody = z
  .strictObject(
    {
      role: z.enum(STAFF_ROLES, invalid).optional(),
      status: z.enum(STAFF_STATUSES, invalid).optional(),
      resetTotp: z.literal(true, invalid).optional(),
      reason: reasonBody.shape.reason,
    },
    invalid,
  )
  .refine(
    (b) => b.role !== undefined || b.status !== undefined || b.resetTotp !== undefined,
    invalid,
  );

export type StaffLoginResult = z.infer<typeof staffLoginResult>;
export type StaffView = z.infer<typeof staffView>;
export type StaffSession = z.infer<typeof staffSession>;
export type StaffAccount = z.infer<typeof staffAccount>;
export type NewStaff = z.input<typeof newStaffBody>;
