import {
  Code,
  Paths,
  recoveryCodesResult,
  revokeSessionsResult,
  securitySettings,
  sessionsResult,
  signInsResult,
  twoFactorEnrolment,
  type DisableTwoFactorBody,
  type EnableTwoFactorBody,
  type NewRecoveryCodesBody,
  type SetAntiPhishingBody,
  type StartTwoFactorBody,
} from '@swx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * React Query keys of the security page. Everything sits under `securityKeys.all` and carries
 * the user's id; logout drops `securityKeys.all` with the rest of the account's data.
 */
export const securityKeys = {
  all: ['security'] as const,
  sessions: (userId: string) => ['security', userId, 'sessions'] as const,
  settings: (userId: string) => ['security', userId, 'settings'] as const,
  signIns: (userId: string, page: number, pageSize: number) =>
    ['security', userId, 'sign-ins', page, pageSize] as const,
};

/** Sign-ins per page of the history (the API allows up to 50). */
export const SIGN_INS_PAGE_SIZE = 10;

/** GET /user/listSessions: the live sessions, this one first. */
export function useSessions() {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: securityKeys.sessions(user?.id ?? ''),
    queryFn: ({ signal }) =>
      api.get(Paths.listSessions, { schema: sessionsResult, cache: false, signal }),
    enabled: isLogin,
    staleTime: 15_000,
  });
}

/** GET /user/listSignIns: a page of the sign-in history, newest first. */
export function useSignIns(page: number) {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: securityKeys.signIns(user?.id ?? '', page, SIGN_INS_PAGE_SIZE),
    queryFn: ({ signal }) =>
      api.get(Paths.listSignIns, {
        query: { page, pageSize: SIGN_INS_PAGE_SIZE },
        schema: signInsResult,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * A request refused with 10080 (a code of the app needed) was sent from settings that said
 * two-factor sign-in was off (turned on in another tab or device since): the settings are
 * asked for again, so that the form shows the code's field. For a mutation's `onError`.
 */
export function useRefetchSettingsOnCodeAsked() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (error: Error) => {
    if (errorCode(error) === Code.TWO_FACTOR_REQUIRED) {
      void queryClient.invalidateQueries({ queryKey: securityKeys.settings(user?.id ?? '') });
    }
  };
}

/** After signing sessions out: the list is asked for again. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: securityKeys.all });
}

/** POST /user/revokeSession: signs out one of the user's other sessions. */
export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => api.post(Paths.revokeSession, { id }),
    onSettled: refresh,
  });
}

/** POST /user/revokeOtherSessions: signs out every session but this one. */
export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.post(Paths.revokeOtherSessions, {}, { schema: revokeSessionsResult }),
    onSettled: refresh,
  });
}

/**
 * GET /user/getSecuritySettings: the anti-phishing code (masked), whether there is a password,
 * and two-factor sign-in. `wanted` false leaves it unasked (a dialog not open yet).
 */
export function useSecuritySettings(wanted = true) {
  const { isLogin, user } = useSession();
  return useQuery({
    queryKey: securityKeys.settings(user?.id ?? ''),
    queryFn: ({ signal }) =>
      api.get(Paths.securitySettings, { schema: securitySettings, cache: false, signal }),
    enabled: isLogin && wanted,
    staleTime: 60_000,
  });
}

/** POST /user/setAntiPhishing: sets (a phrase) or removes (null) the anti-phishing code. */
export function useSetAntiPhishing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAntiPhishingBody) => api.post(Paths.setAntiPhishing, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/** POST /user/startTwoFactor: the key of a new authenticator (nothing changes until confirmed). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (body: StartTwoFactorBody) =>
      api.post(Paths.startTwoFactor, body, { schema: twoFactorEnrolment }),
  });
}

/** POST /user/enableTwoFactor: a code of the app turns two-factor sign-in on. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnableTwoFactorBody) =>
      api.post(Paths.enableTwoFactor, body, { schema: recoveryCodesResult }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/** POST /user/disableTwoFactor: the password and a code turn it off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) => api.post(Paths.disableTwoFactor, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/** POST /user/newRecoveryCodes: ten new recovery codes; the old ones stop working. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRecoveryCodesBody) =>
      api.post(Paths.newRecoveryCodes, body, { schema: recoveryCodesResult }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
