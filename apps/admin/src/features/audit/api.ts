import {
  AdminPaths,
  auditPage,
  chainCheck,
  type AuditFilters,
  type AuditItem,
  type ChainCheck,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile, queryString } from '../../lib/api';

/** The audit log's shapes are the contract's (`@swx/contract/admin`). */
export type { AuditFilters, AuditItem, ChainCheck };

export function auditQuery(filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.audit}${queryString({ ...filters, page, pageSize: 50 })}`, {
        signal,
        schema: auditPage,
      }),
    placeholderData: keepPreviousData,
  });
}

export function exportAudit(filters: AuditFilters): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile(
    `${AdminPaths.auditExport}${queryString({ ...filters })}`,
    `audit-${day}.csv`,
  );
}

export function verifyChain(): Promise<ChainCheck> {
  return api('GET', AdminPaths.auditVerify, { schema: chainCheck });
}
