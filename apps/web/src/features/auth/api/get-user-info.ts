import { Paths, userProfile } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session, useSession } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /user/getUserInfo: the logged-in user's profile. */
export function getUserInfo(signal?: AbortSignal) {
  return api.post(Paths.userInfo, undefined, { schema: userProfile, signal });
}

export const userInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.userInfo(),
    queryFn: async ({ signal }) => {
      const user = await getUserInfo(signal);
      session.setUser(user);
      return user;
    },
  });

/** The profile, fetched when logged in and stored in the session (a 401 logs out). */
export function useUserInfo() {
  const { isLogin } = useSession();
  return useQuery({ ...userInfoQuery(), enabled: isLogin });
}
