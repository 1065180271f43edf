import { Paths, loginResult, type LoginBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { authKeys } from './keys';

/** POST /login/login with username (or email) and password. */
export function login(body: LoginBody) {
  return api.post(Paths.login, body, { schema: loginResult });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.setQueryData(authKeys.userInfo(), result.user);
      session.login(result);
    },
  });
}
