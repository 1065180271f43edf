/** React Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  loginOptions: () => ['auth', 'login-options'] as const,
  userInfo: () => ['auth', 'user-info'] as const,
};
