import { Paths } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /user/logout: revokes a session token (the stored one unless given). */
export function logout(token?: string | null) {
  return api.post<null>(Paths.logout, undefined, {
    ...(token !== undefined ? { token } : {}),
    ignoreUnauthorized: true,
  });
}

/**
 * Logs out: forgets the session on this device at once (so that nothing done next, even a
 * reload, still counts as logged in), runs `leave` (e.g. navigate home), then revokes the
 * token on the server. A failed revocation is not shown: the device is logged out anyway.
 */
export function useLogout(options: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // Set on the mutation (not on `mutate`) so that it runs after the page has gone.
    onSuccess: options.onLoggedOut,
    mutationFn: async (leave?: () => void | Promise<void>) => {
      const { token } = session.get();
      session.clear('logout');
      api.clearCache();
      queryClient.removeQueries({ queryKey: authKeys.all });
      const left = leave?.();
      try {
        if (token) await logout(token);
      } catch {
        // Already logged out locally; the token expires on its own.
      }
      await left;
    },
  });
}
