import { z } from 'zod';
import { queryInt } from '../content.js';
import { PAGE_SIZE_MAX } from '../wallet.js';
import { invalid, pageOf } from './common.js';

/** The audit log's search, export and chain check (apps/server/src/modules/audit). */

export const auditQuery = z.strictObject(
  {
    staffId: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, invalid)
      .optional(),
    action: z.string().trim().min(1, invalid).max(64, invalid).optional(),
    targetType: z.string().trim().min(1, invalid).max(32, invalid).optional(),
    targetId: z.string().trim().min(1, invalid).max(64, invalid).optional(),
    from: z.iso.datetime({ offset: true, error: invalid.error }).optional(),
    to: z.iso.datetime({ offset: true, error: invalid.error }).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const auditExportQuery = auditQuery.omit({ page: true, pageSize: true });

export const auditItem = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export const auditPage = pageOf(auditItem);

/** The hash chain check: rows checked, and the first broken one. */
export const chainCheck = z.object({ rows: z.number(), brokenAt: z.number().optional() });

export type AuditQuery = z.infer<typeof auditQuery>;
/** The search's filters as the API takes them (times ISO 8601 with an offset). */
export type AuditFilters = z.input<typeof auditExportQuery>;
export type AuditItem = z.infer<typeof auditItem>;
export type ChainCheck = z.infer<typeof chainCheck>;
