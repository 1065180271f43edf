/**
 * React Query keys of the invite feature. Everything sits under `inviteKeys.all` and carries
 * the user's id, so that one account's invitees are never shown to the next one; logout drops
 * `inviteKeys.all` with the rest of the account's data (session-sync).
 */
export const inviteKeys = {
  all: ['invite'] as const,
  invitees: (userId: string, page: number, pageSize: number) =>
    ['invite', userId, 'invitees', page, pageSize] as const,
};
