import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile, queryString, type Paged } from '../../lib/api';

/** Shapes of apps/server/src/modules/audit/staff-routes.ts. */
export interface AuditItem {
  id: string;
  at: string;
  staffId: string | null;
  staffUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  hash: string;
}

/** The search's filters as the API takes them (times ISO 8601 with an offset). */
export interface AuditFilters {
  staffId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

export interface ChainCheck {
  rows: number;
  brokenAt?: number;
}

export function auditQuery(filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) =>
      api<Paged<AuditItem>>('GET', `/audit${queryString({ ...filters, page, pageSize: 50 })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function exportAudit(filters: AuditFilters): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(`/audit/export${queryString({ ...filters })}`, `audit-${day}.csv`);
}

export function verifyChain(): Promise<ChainCheck> {
  return api<ChainCheck>('GET', '/audit/verify');
}
