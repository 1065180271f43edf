import { Paths, sendCodeResult, type SendCodeBody } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /login/sendCode: emails a six-digit code for registration or password reset. */
export function sendCode(body: SendCodeBody) {
  return api.post(Paths.sendCode, body, { schema: sendCodeResult });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
