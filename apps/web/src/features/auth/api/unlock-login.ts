import { Paths, type UnlockLoginBody } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /login/unlock: a mailed unlock link lets new devices sign in to the account again. */
export function unlockLogin(body: UnlockLoginBody) {
  return api.post<null>(Paths.unlockLogin, body);
}

export function useUnlockLogin() {
  return useMutation({ mutationFn: unlockLogin });
}
