import { Paths, inviteesResult } from '@swx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { inviteKeys } from './keys';

/** Invitees per page of the list (the API allows up to 100). */
export const INVITEES_PAGE_SIZE = 20;

/**
 * GET /user/listInvitees: the caller's invite code and one page of the users who registered
 * with it, newest first. The previous page stays on screen while the next one loads.
 */
export function useInvitees(page: number) {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: inviteKeys.invitees(user?.id ?? '', page, INVITEES_PAGE_SIZE),
    queryFn: ({ signal }) =>
      api.get(Paths.listInvitees, {
        query: { page, pageSize: INVITEES_PAGE_SIZE },
        schema: inviteesResult,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export type InviteesQuery = ReturnType<typeof useInvitees>;
