import type { SmartStatus } from '@swx/contract';
import {
  AdminPaths,
  SMART_FUNDING_STATUSES,
  adminPath,
  smartExpiration,
  smartExpirationPage,
  smartOverview,
  smartPlanPage,
  smartProductAdmin,
  smartProductAdminList,
  type SmartExpiration,
  type SmartFunding,
  type SmartFundingBody,
  type SmartOverview,
  type SmartPlanAdmin,
  type SmartProductAdmin,
  type SmartProductBody,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** Smart plans' back office shapes are the contract's (amounts decimal strings in USDT). */
export { SMART_FUNDING_STATUSES };
export type {
  SmartExpiration,
  SmartFunding,
  SmartFundingBody,
  SmartOverview,
  SmartPlanAdmin,
  SmartProductAdmin,
  SmartProductBody,
};
export type FundingStatus = SmartFunding['status'];

export const smartKeys = {
  all: ['smart'] as const,
  reserve: ['smart', 'reserve'] as const,
  plans: ['smart', 'plans'] as const,
  products: ['smart', 'products'] as const,
};

export function overviewQuery() {
  return queryOptions({
    queryKey: [...smartKeys.reserve, 'overview'],
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.smartOverview, { signal, schema: smartOverview }),
  });
}

export function expirationsQuery(status: FundingStatus, page: number) {
  return queryOptions({
    queryKey: [...smartKeys.plans, 'expirations', status, page],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.smartExpirations}${queryString({ status, page, pageSize: 50 })}`, {
        signal,
        schema: smartExpirationPage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Asks to end an earning plan early; a different staff member approves it. */
export function requestExpiration(planId: string, reason: string): Promise<SmartExpiration> {
  return api('POST', adminPath(AdminPaths.expireSmartPlan, { id: planId }), {
    body: { reason },
    schema: smartExpiration,
  });
}

export function decideExpiration(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<SmartExpiration> {
  return decision.approve
    ? api('POST', adminPath(AdminPaths.approveSmartExpiration, { id }), {
        schema: smartExpiration,
      })
    : api('POST', adminPath(AdminPaths.rejectSmartExpiration, { id }), {
        body: { reason: decision.reason },
        schema: smartExpiration,
      });
}

export interface PlanFilter {
  userId: string;
  productId: string;
  status: SmartStatus | '';
}

export function plansQuery(filter: PlanFilter, page: number) {
  return queryOptions({
    queryKey: [...smartKeys.plans, filter, page],
    queryFn: ({ signal }) =>
      api(
        'GET',
        `${AdminPaths.smartPlans}${queryString({
          userId: filter.userId || undefined,
          productId: filter.productId || undefined,
          status: filter.status || undefined,
          page,
          pageSize: 50,
        })}`,
        { signal, schema: smartPlanPage },
      ),
    placeholderData: keepPreviousData,
  });
}

export function productsQuery() {
  return queryOptions({
    queryKey: smartKeys.products,
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.smartProducts, { signal, schema: smartProductAdminList }),
  });
}

/** Creates a product (`id` null) or replaces one's terms and texts. */
export function saveProduct(id: number | null, body: SmartProductBody): Promise<SmartProductAdmin> {
  return id === null
    ? api('POST', AdminPaths.smartProducts, { body, schema: smartProductAdmin })
    : api('POST', adminPath(AdminPaths.smartProduct, { id: String(id) }), {
        body,
        schema: smartProductAdmin,
      });
}
