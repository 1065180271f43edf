import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** How long and old a queue is (GET /swx/admin/dashboard). */
export interface QueueHead {
  size: number;
  oldestAt: string | null;
}

export interface Flow {
  count: number;
  usdt: string;
}

export interface Dashboard {
  at: string;
  queues: {
    kyc: QueueHead;
    deposits: QueueHead;
    withdrawalsToApprove: QueueHead;
    withdrawalsToPay: QueueHead;
  };
  today: { depositsCredited: Flow; withdrawalsPaid: Flow };
  openInterest: {
    options: { orders: number; staked: string };
    contracts: { positions: number; margin: string };
  };
}

/** The ledger check's summary (POST /dashboard/reconcile). */
export interface LedgerCheck {
  ok: boolean;
  at: string;
  journals: number;
  entries: number;
  accounts: number;
  unbalancedJournals: number;
  mismatchedAccounts: number;
  negativeCustomerAccounts: number;
  brokenRunningBalances: number;
}

export function dashboardQuery() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api<Dashboard>('GET', '/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}

export function runLedgerCheck(): Promise<LedgerCheck> {
  return api<LedgerCheck>('POST', '/dashboard/reconcile');
}
