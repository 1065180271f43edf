import {
  depositItem,
  depositPage,
  withdrawalItem,
  withdrawalPage,
  type DepositItem as ContractDepositItem,
  type DepositPage as ContractDepositPage,
  type WithdrawalItem as ContractWithdrawalItem,
  type WithdrawalPage as ContractWithdrawalPage,
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
} from '@swx/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type ResultSchema } from '../../lib/api';

export { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES };

/**
 * A withdrawal as staff see it: whose it is and its approvals. Above the four-eyes threshold
 * (`twoApprovers`) it takes two different staff members; after the first it stays pending
 * with `firstApprovedBy` (a staff id) set.
 */
export interface WithdrawalItem extends ContractWithdrawalItem {
  userId?: string;
  twoApprovers: boolean;
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
}
export interface WithdrawalPage extends Omit<ContractWithdrawalPage, 'items'> {
  items: WithdrawalItem[];
}

/** The staff fields of a withdrawal the contract's schema does not know (it drops them). */
function approvals(raw: unknown): Omit<WithdrawalItem, keyof ContractWithdrawalItem> {
  const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    userId: text(entry.userId) ?? undefined,
    twoApprovers: entry.twoApprovers === true,
    firstApprovedBy: text(entry.firstApprovedBy),
    firstApprovedAt: text(entry.firstApprovedAt),
  };
}

const staffWithdrawalItem: ResultSchema<WithdrawalItem> = {
  safeParse(data) {
    const item = withdrawalItem.safeParse(data);
    return item.success ? { success: true, data: { ...item.data, ...approvals(data) } } : item;
  },
};

const staffWithdrawalPage: ResultSchema<WithdrawalPage> = {
  safeParse(data) {
    const page = withdrawalPage.safeParse(data);
    if (!page.success) return page;
    const raw = (data as { items: unknown[] }).items;
    const items = page.data.items.map((item, i) => ({ ...item, ...approvals(raw[i]) }));
    return { success: true, data: { ...page.data, items } };
  },
};

/**
 * A deposit as staff see it: the customer's item, the proof image's upload key, its value in
 * USDT when claimed, and its approvals. Above the four-eyes threshold (`twoApprovers`) it takes
 * two different staff members; after the first it stays pending with `firstApprovedBy` (a
 * staff id) and `firstReceived` (the amount they saw arrive) set.
 */
export type DepositItem = ContractDepositItem & {
  proofKey?: string;
  userId?: string;
  claimedUsdt: string | null;
  twoApprovers: boolean;
  firstApprovedBy: string | null;
  firstReceived: string | null;
};
const depositWithKeys = depositItem.extend({
  proofKey: depositItem.shape.txHash.optional(),
  userId: depositItem.shape.id.optional(),
});

/** The staff fields of a deposit the contract's schema does not know (it drops them). */
function depositApprovals(
  raw: unknown,
): Pick<DepositItem, 'claimedUsdt' | 'twoApprovers' | 'firstApprovedBy' | 'firstReceived'> {
  const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    claimedUsdt: text(entry.claimedUsdt),
    twoApprovers: entry.twoApprovers === true,
    firstApprovedBy: text(entry.firstApprovedBy),
    firstReceived: text(entry.firstReceived),
  };
}

const staffDepositItem: ResultSchema<DepositItem> = {
  safeParse(data) {
    const item = depositWithKeys.safeParse(data);
    return item.success
      ? { success: true, data: { ...item.data, ...depositApprovals(data) } }
      : item;
  },
};

export interface DepositPage extends Omit<ContractDepositPage, 'items'> {
  items: DepositItem[];
}

/** depositPage with each item read by staffDepositItem (unknown fields otherwise dropped). */
const staffDepositPage: ResultSchema<DepositPage> = {
  safeParse(data) {
    const page = depositPage.safeParse(data);
    if (!page.success) return page;
    const raw = (data as { items: unknown[] }).items;
    const items: DepositItem[] = [];
    for (const entry of raw) {
      const item = staffDepositItem.safeParse(entry);
      if (!item.success) return item;
      items.push(item.data);
    }
    return { success: true, data: { ...page.data, items } };
  },
};
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const KYC_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_REVIEW_STATUSES)[number];

/** An identity verification as GET /swx/admin/kyc lists it. */
export interface KycApplication {
  id: string;
  userId: string;
  status: KycStatus;
  firstName: string;
  lastName: string;
  sex: 'male' | 'female';
  birthdate: string;
  country: string;
  address: string;
  phone: string;
  documentType: 'id_card' | 'driver_licence' | 'passport';
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  files: { front: string; back: string; hand: string };
}

export interface KycPage {
  items: KycApplication[];
  total: number;
  page: number;
  pageSize: number;
}

/** Items per page of a queue (the server caps it at PAGE_SIZE_MAX). */
export const QUEUE_PAGE_SIZE = 50;

export const queueKeys = {
  kyc: ['kyc'] as const,
  deposits: ['deposits'] as const,
  withdrawals: ['withdrawals'] as const,
};

function pageQuery(status: string, pageSize: number): string {
  return new URLSearchParams({ status, page: '1', pageSize: String(pageSize) }).toString();
}

export function kycQuery(status: KycStatus, pageSize = QUEUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...queueKeys.kyc, status, pageSize],
    queryFn: ({ signal }) => api<KycPage>('GET', `/kyc?${pageQuery(status, pageSize)}`, { signal }),
  });
}

export function depositsQuery(status: DepositStatus, pageSize = QUEUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...queueKeys.deposits, status, pageSize],
    queryFn: ({ signal }): Promise<DepositPage> =>
      api('GET', `/deposits?${pageQuery(status, pageSize)}`, { signal, schema: staffDepositPage }),
  });
}

export function withdrawalsQuery(status: WithdrawalStatus, pageSize = QUEUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...queueKeys.withdrawals, status, pageSize],
    queryFn: ({ signal }): Promise<WithdrawalPage> =>
      api('GET', `/withdrawals?${pageQuery(status, pageSize)}`, {
        signal,
        schema: staffWithdrawalPage,
      }),
  });
}

export function verifyKyc(id: string): Promise<KycApplication> {
  return api<KycApplication>('POST', `/kyc/${id}/verify`);
}

export function rejectKyc(id: string, reason: string): Promise<KycApplication> {
  return api<KycApplication>('POST', `/kyc/${id}/reject`, { body: { reason } });
}

/**
 * What approving would credit now: the amount received, at the current recorded price, and
 * whether a second staff member must approve it too.
 */
export interface DepositQuote {
  asset: string;
  received: string;
  rate: string | null;
  creditedUsdt: string;
  twoApprovers: boolean;
  firstApprovedBy: string | null;
}

export function depositQuoteQuery(id: string, received: string) {
  return queryOptions({
    queryKey: [...queueKeys.deposits, 'quote', id, received],
    queryFn: ({ signal }): Promise<DepositQuote> =>
      api('GET', `/deposits/${id}/quote?${new URLSearchParams({ received }).toString()}`, {
        signal,
      }),
    // The price moves: a quote is for now, not for later.
    staleTime: 0,
    refetchInterval: 5000,
  });
}

/** Approves with the amount received (the claimed one unless staff saw otherwise on chain). */
export function approveDeposit(id: string, received: string): Promise<DepositItem> {
  return api('POST', `/deposits/${id}/approve`, {
    body: { received },
    schema: staffDepositItem,
  });
}

export function rejectDeposit(id: string, reason: string): Promise<DepositItem> {
  return api('POST', `/deposits/${id}/reject`, { body: { reason }, schema: staffDepositItem });
}

export function approveWithdrawal(id: string): Promise<WithdrawalItem> {
  return api('POST', `/withdrawals/${id}/approve`, { schema: staffWithdrawalItem });
}

export function completeWithdrawal(id: string, payoutHash: string): Promise<WithdrawalItem> {
  return api('POST', `/withdrawals/${id}/complete`, {
    body: { payoutHash },
    schema: staffWithdrawalItem,
  });
}

export function releaseWithdrawal(
  id: string,
  outcome: 'reject' | 'fail',
  reason: string,
): Promise<WithdrawalItem> {
  return api('POST', `/withdrawals/${id}/${outcome}`, {
    body: { reason },
    schema: staffWithdrawalItem,
  });
}
