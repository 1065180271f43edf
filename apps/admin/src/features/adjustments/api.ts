import type { Book } from '@swx/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString, type Paged } from '../../lib/api';

/** Shapes of apps/server/src/modules/ledger/adjustments.ts (amounts signed decimal strings). */

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export interface Adjustment {
  id: string;
  userId: string;
  username: string;
  book: Book;
  asset: string;
  amount: string;
  reason: string;
  status: AdjustmentStatus;
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  journalId: string | null;
}

export interface AdjustmentRequest {
  userId: string;
  book: Book;
  amount: string;
  reason: string;
}

export const adjustmentKeys = { all: ['adjustments'] as const };

export function adjustmentsQuery(status: AdjustmentStatus, page: number) {
  return queryOptions({
    queryKey: [...adjustmentKeys.all, status, page],
    queryFn: ({ signal }) =>
      api<Paged<Adjustment>>('GET', `/adjustments${queryString({ status, page, pageSize: 50 })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function requestAdjustment(body: AdjustmentRequest): Promise<Adjustment> {
  return api<Adjustment>('POST', '/adjustments', { body });
}

export function decideAdjustment(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<Adjustment> {
  return decision.approve
    ? api<Adjustment>('POST', `/adjustments/${id}/approve`)
    : api<Adjustment>('POST', `/adjustments/${id}/reject`, { body: { reason: decision.reason } });
}
