import { Paths, type ChangePasswordBody } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/repassword: changes the password and signs out every other session (20005). */
export function changePassword(body: ChangePasswordBody) {
  return api.post<null>(Paths.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
