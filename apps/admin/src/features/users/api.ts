import {
  AdminPaths,
  adminPath,
  userDetail,
  userSearchPage,
  userStatusChange,
  type UserDetail,
  type UserRow,
  type UserStatus,
  type UserStatusChange,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString, type Paged } from '../../lib/api';

/** The user lookup's shapes are the contract's (`@swx/contract/admin`). Money is decimal strings. */
export type { UserDetail, UserRow, UserStatus };

export const USERS_PAGE_SIZE = 20;

export const userKeys = {
  all: ['users'] as const,
  one: (id: string) => ['users', id] as const,
};

export function usersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: [...userKeys.all, 'search', q, page],
    queryFn: ({ signal }) =>
      api(
        'GET',
        `${AdminPaths.users}${queryString({ q: q.trim(), page, pageSize: USERS_PAGE_SIZE })}`,
        { signal, schema: userSearchPage },
      ),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) =>
      api('GET', adminPath(AdminPaths.user, { id }), { signal, schema: userDetail }),
  });
}

/** A user's history lists. */
const USER_LISTS = {
  ledger: AdminPaths.userLedger,
  orders: AdminPaths.userOrders,
  deposits: AdminPaths.userDeposits,
  withdrawals: AdminPaths.userWithdrawals,
  kyc: AdminPaths.userKyc,
  sessions: AdminPaths.userSessions,
} as const;
export type UserList = keyof typeof USER_LISTS;

/** One page of a user's history list (`ledger`, `orders`, `deposits`...). */
export function userListQuery<T>(
  id: string,
  list: UserList,
  params: Record<string, string | number | undefined>,
) {
  return queryOptions({
    queryKey: [...userKeys.one(id), list, params],
    queryFn: ({ signal }) =>
      api<Paged<T>>('GET', `${adminPath(USER_LISTS[list], { id })}${queryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function setUserStatus(
  id: string,
  action: 'disable' | 'enable',
  reason: string,
): Promise<UserStatusChange> {
  const path = action === 'disable' ? AdminPaths.disableUser : AdminPaths.enableUser;
  return api('POST', adminPath(path, { id }), { body: { reason }, schema: userStatusChange });
}
