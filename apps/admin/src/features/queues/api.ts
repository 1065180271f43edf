import {
  depositItem,
  withdrawalItem,
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  type DepositItem as CustomerDepositItem,
  type WithdrawalItem as CustomerWithdrawalItem,
} from '@swx/contract';
import {
  AdminPaths,
  adminPath,
  depositQuote,
  KYC_REVIEW_STATUSES,
  kycDecision,
  kycPage,
  staffDeposit,
  staffDepositPage,
  staffWithdrawal,
  staffWithdrawalPage,
  type DepositQuote,
  type KycApplication,
  type KycDecision,
  type KycPage,
  type KycReviewStatus,
  type StaffDeposit,
  type StaffDepositPage,
  type StaffWithdrawal,
  type StaffWithdrawalPage,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

export { DEPOSIT_STATUSES, KYC_REVIEW_STATUSES, WITHDRAWAL_STATUSES };

/**
 * The review queues' shapes are the contract's (`@swx/contract/admin`): a deposit or withdrawal
 * as staff see it carries whose it is and its approvals. Above the four-eyes threshold
 * (`twoApprovers`) it takes two different staff members; after the first it stays pending with
 * `firstApprovedBy` (a staff id) set.
 */
export type DepositItem = StaffDeposit;
export type DepositPage = StaffDepositPage;
export type WithdrawalItem = StaffWithdrawal;
export type WithdrawalPage = StaffWithdrawalPage;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type KycStatus = KycReviewStatus;
export type { DepositQuote, KycApplication, KycPage };

/** Items per page of a queue (the server caps it at PAGE_SIZE_MAX). */
export const QUEUE_PAGE_SIZE = 50;

export const queueKeys = {
  kyc: ['kyc'] as const,
  deposits: ['deposits'] as const,
  withdrawals: ['withdrawals'] as const,
};

const firstPage = (status: string, pageSize: number) => queryString({ status, page: 1, pageSize });

export function kycQuery(status: KycStatus, pageSize = QUEUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...queueKeys.kyc, status, pageSize],
    queryFn: ({ signal }): Promise<KycPage> =>
      api('GET', `${AdminPaths.kyc}${firstPage(status, pageSize)}`, { signal, schema: kycPage }),
  });
}

export function depositsQuery(status: DepositStatus, pageSize = QUEUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...queueKeys.deposits, status, pageSize],
    queryFn: ({ signal }): Promise<DepositPage> =>
      api('GET', `${AdminPaths.deposits}${firstPage(status, pageSize)}`, {
        signal,
        schema: staffDepositPage,
      }),
  });
}

export function withdrawalsQuery(status: WithdrawalStatus, pageSize = QUEUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...queueKeys.withdrawals, status, pageSize],
    queryFn: ({ signal }): Promise<WithdrawalPage> =>
      api('GET', `${AdminPaths.withdrawals}${firstPage(status, pageSize)}`, {
        signal,
        schema: staffWithdrawalPage,
      }),
  });
}

export function verifyKyc(id: string): Promise<KycDecision> {
  return api('POST', adminPath(AdminPaths.verifyKyc, { id }), { schema: kycDecision });
}

export function rejectKyc(id: string, reason: string): Promise<KycDecision> {
  return api('POST', adminPath(AdminPaths.rejectKyc, { id }), {
    body: { reason },
    schema: kycDecision,
  });
}

/**
 * What approving would credit now: the amount received, at the current recorded price, and
 * whether a second staff member must approve it too.
 */
export function depositQuoteQuery(id: string, received: string) {
  return queryOptions({
    queryKey: [...queueKeys.deposits, 'quote', id, received],
    queryFn: ({ signal }): Promise<DepositQuote> =>
      api('GET', `${adminPath(AdminPaths.depositQuote, { id })}${queryString({ received })}`, {
        signal,
        schema: depositQuote,
      }),
    // The price moves: a quote is for now, not for later.
    staleTime: 0,
    refetchInterval: 5000,
  });
}

/** Approves with the amount received (the claimed one unless staff saw otherwise on chain). */
export function approveDeposit(id: string, received: string): Promise<DepositItem> {
  return api('POST', adminPath(AdminPaths.approveDeposit, { id }), {
    body: { received },
    schema: staffDeposit,
  });
}

/** Rejects a deposit; the answer is the deposit as its customer sees it. */
export function rejectDeposit(id: string, reason: string): Promise<CustomerDepositItem> {
  return api('POST', adminPath(AdminPaths.rejectDeposit, { id }), {
    body: { reason },
    schema: depositItem,
  });
}

export function approveWithdrawal(id: string): Promise<WithdrawalItem> {
  return api('POST', adminPath(AdminPaths.approveWithdrawal, { id }), {
    schema: staffWithdrawal,
  });
}

/** Completes a withdrawal; the answer is the withdrawal as its customer sees it. */
export function completeWithdrawal(
  id: string,
  payoutHash: string,
): Promise<CustomerWithdrawalItem> {
  return api('POST', adminPath(AdminPaths.completeWithdrawal, { id }), {
    body: { payoutHash },
    schema: withdrawalItem,
  });
}

export function releaseWithdrawal(
  id: string,
  outcome: 'reject' | 'fail',
  reason: string,
): Promise<CustomerWithdrawalItem> {
  const path = outcome === 'reject' ? AdminPaths.rejectWithdrawal : AdminPaths.failWithdrawal;
  return api('POST', adminPath(path, { id }), { body: { reason }, schema: withdrawalItem });
}
