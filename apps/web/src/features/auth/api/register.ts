import { Paths, loginResult, type RegisterBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /login/register: creates the account and answers a session, like login. */
export function register(body: RegisterBody) {
  return api.post(Paths.register, body, { schema: loginResult });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => {
      queryClient.setQueryData(authKeys.userInfo(), result.user);
      session.login(result);
    },
  });
}
