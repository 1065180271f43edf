import {
  ADJUSTMENT_STATUSES,
  AdminPaths,
  adminPath,
  adjustment,
  adjustmentPage,
  type Adjustment,
  type AdjustmentRequest,
  type AdjustmentStatus,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** Ledger adjustments' shapes are the contract's (amounts signed decimal strings). */
export { ADJUSTMENT_STATUSES };
export type { Adjustment, AdjustmentRequest, AdjustmentStatus };

export const adjustmentKeys = { all: ['adjustments'] as const };

export function adjustmentsQuery(status: AdjustmentStatus, page: number) {
  return queryOptions({
    queryKey: [...adjustmentKeys.all, status, page],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.adjustments}${queryString({ status, page, pageSize: 50 })}`, {
        signal,
        schema: adjustmentPage,
      }),
    placeholderData: keepPreviousData,
  });
}

export function requestAdjustment(body: AdjustmentRequest): Promise<Adjustment> {
  return api('POST', AdminPaths.adjustments, { body, schema: adjustment });
}

export function decideAdjustment(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<Adjustment> {
  return decision.approve
    ? api('POST', adminPath(AdminPaths.approveAdjustment, { id }), { schema: adjustment })
    : api('POST', adminPath(AdminPaths.rejectAdjustment, { id }), {
        body: { reason: decision.reason },
        schema: adjustment,
      });
}
