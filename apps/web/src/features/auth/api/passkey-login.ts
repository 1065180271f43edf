import { Paths, loginResult, passkeyOptions, type AuthenticationCredential } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { getPasskeyAssertion } from '../../../lib/webauthn';
import { authKeys } from './keys';

/**
 * Signs in with a passkey: the server's options, the browser's passkey choice (no username),
 * then POST /login/passkey; the session is stored at once.
 */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { options } = await api.post(Paths.passkeyLoginOptions, {}, { schema: passkeyOptions });
      const credential = (await getPasskeyAssertion(
        options,
      )) as unknown as AuthenticationCredential;
      return api.post(Paths.passkeyLogin, { credential }, { schema: loginResult });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(authKeys.userInfo(), result.user);
      session.login(result);
    },
  });
}
