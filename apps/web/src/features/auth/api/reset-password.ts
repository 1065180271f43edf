import { Paths, type ResetPasswordBody } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /login/resetUserPwd: a new password with an emailed code (answers 20005). */
export function resetPassword(body: ResetPasswordBody) {
  return api.post<null>(Paths.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
