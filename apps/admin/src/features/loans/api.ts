import { LOAN_STATUSES, type LoanStatus } from '@swx/contract';
import {
  AdminPaths,
  adminPath,
  loanAdminDetail,
  loanAdminPage,
  loanOverview,
  type LoanAdmin,
  type LoanAdminDetail,
  type LoanAdminPage,
  type LoanOverview,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** Loans' back office shapes are the contract's (apps/server/src/modules/loans/staff-routes.ts). */
export { LOAN_STATUSES };
export type { LoanAdmin, LoanAdminDetail, LoanAdminPage, LoanOverview, LoanStatus };

export const loanKeys = {
  all: ['loans'] as const,
  list: ['loans', 'list'] as const,
  pool: ['loans', 'pool'] as const,
};

const PAGE_SIZE = 50;

/** The queue's statuses first: applications waiting for a first or a second approval. */
export const REVIEW_STATUSES = [
  'pending_review',
  'signed',
  'repaying',
  'expired',
  'repaid',
  'rejected',
] as const satisfies readonly LoanStatus[];

export function loansQuery(status: LoanStatus) {
  return queryOptions({
    queryKey: [...loanKeys.list, status],
    queryFn: ({ signal }): Promise<LoanAdminPage> =>
      api('GET', `${AdminPaths.loans}${queryString({ status, page: 1, pageSize: PAGE_SIZE })}`, {
        signal,
        schema: loanAdminPage,
      }),
  });
}

export function loanQuery(id: string) {
  return queryOptions({
    queryKey: [...loanKeys.all, 'loan', id],
    queryFn: ({ signal }): Promise<LoanAdminDetail> =>
      api('GET', adminPath(AdminPaths.loan, { id }), { signal, schema: loanAdminDetail }),
  });
}

export function approveLoan(id: string): Promise<LoanAdminDetail> {
  return api('POST', adminPath(AdminPaths.approveLoan, { id }), { schema: loanAdminDetail });
}

export function rejectLoan(id: string, reason: string): Promise<LoanAdminDetail> {
  return api('POST', adminPath(AdminPaths.rejectLoan, { id }), {
    body: { reason },
    schema: loanAdminDetail,
  });
}

export function poolQuery() {
  return queryOptions({
    queryKey: [...loanKeys.pool, 'overview'],
    queryFn: ({ signal }) => api('GET', AdminPaths.loanOverview, { signal, schema: loanOverview }),
  });
}
