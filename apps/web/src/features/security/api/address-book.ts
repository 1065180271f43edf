import {
  Paths,
  addressBook,
  addressChangeCancelled,
  withdrawalAddressItem,
  type AddWithdrawalAddressBody,
  type SetAddressWhitelistBody,
} from '@swx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { securityKeys, useRefetchSettingsOnCodeAsked } from './security';

const bookKey = (userId: string) => [...securityKeys.all, userId, 'address-book'] as const;

/**
 * GET /user/getAddressBook: saved withdrawal addresses and the whitelist. `wanted` false leaves
 * it unasked (a dialog not open yet).
 */
export function useAddressBook(wanted = true) {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: bookKey(user?.id ?? ''),
    queryFn: ({ signal }) =>
      api.get(Paths.addressBook, { schema: addressBook, cache: false, signal }),
    enabled: isLogin && wanted,
    staleTime: 30_000,
  });
}

/** After a change: the book is asked for again. */
function useRefreshBook() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () => void queryClient.invalidateQueries({ queryKey: bookKey(user?.id ?? '') });
}

/** POST /user/addWithdrawalAddress: saves an address (it waits before the whitelist uses it). */
export function useAddWithdrawalAddress() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (body: AddWithdrawalAddressBody) =>
      api.post(Paths.addWithdrawalAddress, body, { schema: withdrawalAddressItem }),
    onSuccess: refresh,
    onError: useRefetchSettingsOnCodeAsked(),
  });
}

/** POST /user/removeWithdrawalAddress. */
export function useRemoveWithdrawalAddress() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (id: string) => api.post(Paths.removeWithdrawalAddress, { id }),
    onSettled: refresh,
  });
}

/** POST /user/setAddressWhitelist: on at once; off after the wait. */
export function useSetAddressWhitelist() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (body: SetAddressWhitelistBody) =>
      api.post(Paths.setAddressWhitelist, body, { schema: addressBook.shape.whitelist }),
    onSuccess: refresh,
    onError: useRefetchSettingsOnCodeAsked(),
  });
}

/** POST /index/cancelAddressChange: a mailed cancel link, followed (no sign-in). */
export function useCancelAddressChange() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(Paths.cancelAddressChange, { token }, { schema: addressChangeCancelled }),
  });
}
