import {
  AdminPaths,
  dashboard,
  ledgerCheck,
  type Dashboard,
  type Flow,
  type LedgerCheck,
  type QueueHead,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The dashboard's shapes are the contract's (`@swx/contract/admin`). */
export type { Dashboard, Flow, LedgerCheck, QueueHead };

export function dashboardQuery() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api('GET', AdminPaths.dashboard, { signal, schema: dashboard }),
    refetchInterval: 60_000,
  });
}

export function runLedgerCheck(): Promise<LedgerCheck> {
  return api('POST', AdminPaths.reconcile, { schema: ledgerCheck });
}
