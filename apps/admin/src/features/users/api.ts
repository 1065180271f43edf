import type { Book } from '@swx/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString, type Paged } from '../../lib/api';

/** Shapes of apps/server/src/modules/admin/users.ts. Money is decimal strings. */

export type UserStatus = 'active' | 'disabled';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  status: UserStatus;
  kycStatus: string;
  createdAt: string;
  inviteCode: string;
}

export interface UserDetail {
  id: string;
  username: string;
  email: string;
  areaCode: string | null;
  phone: string | null;
  inviteCode: string;
  invitedBy: string | null;
  status: UserStatus;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: string;
  passwordChangedAt: string | null;
  kyc: {
    status: string;
    reason: string | null;
    submittedAt: string | null;
    reviewedAt: string | null;
  };
  balances: { book: Book; asset: string; available: string; held: string }[];
  openOptionsOrders: number;
  openPositions: number;
  liveSessions: number;
}

export const USERS_PAGE_SIZE = 20;

export const userKeys = {
  all: ['users'] as const,
  one: (id: string) => ['users', id] as const,
};

export function usersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: [...userKeys.all, 'search', q, page],
    queryFn: ({ signal }) =>
      api<Paged<UserRow>>(
        'GET',
        `/users${queryString({ q: q.trim(), page, pageSize: USERS_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => api<UserDetail>('GET', `/users/${id}`, { signal }),
  });
}

/** One page of a user's history list (`ledger`, `orders`, `deposits`...). */
export function userListQuery<T>(
  id: string,
  list: string,
  params: Record<string, string | number | undefined>,
) {
  return queryOptions({
    queryKey: [...userKeys.one(id), list, params],
    queryFn: ({ signal }) =>
      api<Paged<T>>('GET', `/users/${id}/${list}${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function setUserStatus(
  id: string,
  action: 'disable' | 'enable',
  reason: string,
): Promise<{ id: string; status: UserStatus; sessionsRevoked: number }> {
  return api('POST', `/users/${id}/${action}`, { body: { reason } });
}
