import { LOAN_STATUSES, type LoanStatus } from '@swx/contract';
import {
  AdminPaths,
  adminPath,
  loanAdminDetail,
  loanAdminPage,
  loanAgreementAdmin,
  loanOverview,
  loanProductAdmin,
  loanProductAdminList,
  type LoanAdmin,
  type LoanAdminDetail,
  type LoanAdminPage,
  type LoanAgreementAdmin,
  type LoanAgreementBody,
  type LoanOverview,
  type LoanProductAdmin,
  type LoanProductBody,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** Loans' back office shapes are the contract's (apps/server/src/modules/loans/staff-routes.ts). */
export { LOAN_STATUSES };
export type {
  LoanAdmin,
  LoanAdminDetail,
  LoanAdminPage,
  LoanAgreementAdmin,
  LoanAgreementBody,
  LoanOverview,
  LoanProductAdmin,
  LoanProductBody,
  LoanStatus,
};

export const loanKeys = {
  all: ['loans'] as const,
  list: ['loans', 'list'] as const,
  pool: ['loans', 'pool'] as const,
  products: ['loans', 'products'] as const,
  agreement: ['loans', 'agreement'] as const,
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

export function loanProductsQuery() {
  return queryOptions({
    queryKey: loanKeys.products,
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.loanProducts, { signal, schema: loanProductAdminList }),
  });
}

/** Creates a product (`id` null) or replaces one's terms and texts. */
export function saveLoanProduct(
  id: number | null,
  body: LoanProductBody,
): Promise<LoanProductAdmin> {
  return id === null
    ? api('POST', AdminPaths.loanProducts, { body, schema: loanProductAdmin })
    : api('POST', adminPath(AdminPaths.loanProduct, { id: String(id) }), {
        body,
        schema: loanProductAdmin,
      });
}

export function agreementQuery() {
  return queryOptions({
    queryKey: loanKeys.agreement,
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.loanAgreement, { signal, schema: loanAgreementAdmin }),
  });
}

export function publishAgreement(body: LoanAgreementBody): Promise<LoanAgreementAdmin> {
  return api('POST', AdminPaths.loanAgreement, { body, schema: loanAgreementAdmin });
}
