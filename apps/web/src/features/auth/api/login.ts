import { Paths, loginOutcome, type LoginBody, type LoginOutcome } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /login/login with username (or email) and password. */
export function login(body: LoginBody) {
  return api.post(Paths.login, body, { schema: loginOutcome });
}

/** Whether a sign-in's answer is a session (else the second step it still needs). */
export function signedIn(
  outcome: LoginOutcome,
): outcome is Extract<LoginOutcome, { token: string }> {
  return 'token' in outcome;
}

/**
 * The password step: its session is stored at once; an account with two-factor sign-in on
 * answers a challenge instead, which the caller carries to the second step.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!signedIn(result)) return;
      queryClient.setQueryData(authKeys.userInfo(), result.user);
      session.login(result);
    },
  });
}
