import { Paths, loginResult, type SecondFactorBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /login/secondFactor: the challenge of the first step and a code; answers the session. */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorBody) =>
      api.post(Paths.loginSecondFactor, body, { schema: loginResult }),
    onSuccess: (result) => {
      queryClient.setQueryData(authKeys.userInfo(), result.user);
      session.login(result);
    },
  });
}
