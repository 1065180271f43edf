import {
  Paths,
  passkeyItem,
  passkeyOptions,
  passkeysResult,
  type RegistrationCredential,
  type RemovePasskeyBody,
  type RenamePasskeyBody,
} from '@swx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { createPasskey } from '../../../lib/webauthn';
import { securityKeys, useRefetchSettingsOnCodeAsked } from './security';

const passkeysKey = (userId: string) => [...securityKeys.all, userId, 'passkeys'] as const;

/** GET /user/listPasskeys. */
export function usePasskeys() {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: passkeysKey(user?.id ?? ''),
    queryFn: ({ signal }) =>
      api.get(Paths.listPasskeys, { schema: passkeysResult, cache: false, signal }),
    enabled: isLogin,
    staleTime: 60_000,
  });
}

function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () => void queryClient.invalidateQueries({ queryKey: passkeysKey(user?.id ?? '') });
}

/**
 * Adds a passkey: the server's options (password, and a code when two-factor sign-in is on),
 * the browser creates the passkey, then POST /user/addPasskey keeps it under `name`.
 * `proofSpent` runs once the server has accepted the password and code, before the browser.
 */
export function useAddPasskey(proofSpent: () => void) {
  const refresh = useRefreshPasskeys();
  const onError = useRefetchSettingsOnCodeAsked();
  return useMutation({
    mutationFn: async (body: { name: string; password: string; twoFactorCode?: string }) => {
      const { name, ...proof } = body;
      const { options } = await api.post(Paths.startPasskey, proof, { schema: passkeyOptions });
      proofSpent();
      const credential = (await createPasskey(options)) as unknown as RegistrationCredential;
      return api.post(Paths.addPasskey, { name, credential }, { schema: passkeyItem });
    },
    onSuccess: refresh,
    onError,
  });
}

/** POST /user/renamePasskey for the passkey `id`. */
export function useRenamePasskey(id: string) {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (body: Omit<RenamePasskeyBody, 'id'>) =>
      api.post(Paths.renamePasskey, { ...body, id }),
    onSuccess: refresh,
  });
}

/** POST /user/removePasskey for the passkey `id` (with the password). */
export function useRemovePasskey(id: string) {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (body: Omit<RemovePasskeyBody, 'id'>) =>
      api.post(Paths.removePasskey, { ...body, id }),
    onSettled: refresh,
  });
}
