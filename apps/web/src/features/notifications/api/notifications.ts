import { Paths, notificationPage, unreadResult, type NotificationPage } from '@swx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** React Query keys of the notifications (the list pages and the bell's count). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  pages: () => ['notifications', 'pages'] as const,
  page: (filter: NotificationFilter, page: number) =>
    ['notifications', 'pages', filter, page] as const,
};

export type NotificationFilter = 'all' | 'unread';
export const NOTIFICATION_FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export function listNotifications(
  filter: NotificationFilter,
  page: number,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api.get(Paths.listNotifications, {
    query: { page, pageSize, ...(filter === 'unread' ? { unread: 'true' } : {}) },
    schema: notificationPage,
    cache: false,
    signal,
  });
}

/**
 * GET /user/getUnreadCount: the bell's figure. The live channel pushes every change while
 * the app is connected (useLiveNotices), so the query itself is asked for rarely.
 */
export function useUnreadCount() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      api.get(Paths.unreadNotifications, { schema: unreadResult, cache: false, signal }),
    enabled: isLogin,
    staleTime: 60_000,
    select: (data) => data.unread,
  });
}

/** GET /user/listNotifications: one page, newest first (every one or the unread ones). */
export function useNotifications(filter: NotificationFilter, page: number) {
  const { isLogin } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.page(filter, page),
    queryFn: async ({ signal }) => {
      const result = await listNotifications(filter, page, NOTIFICATIONS_PAGE_SIZE, signal);
      // The page carries the count too: the bell agrees with what the list shows.
      queryClient.setQueryData(notificationKeys.unread(), { unread: result.unread });
      return result;
    },
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** POST /user/readNotifications: the given notifications, or all of them, read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: string[] } | { all: true }) =>
      api.post(Paths.readNotifications, target, { schema: unreadResult }),
    onSuccess: (result, target) => {
      queryClient.setQueryData(notificationKeys.unread(), result);
      // Mark the items read where they are shown, then ask again for the true pages.
      const ids = 'ids' in target ? new Set(target.ids) : null;
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.pages() }, (old) =>
        old
          ? {
              ...old,
              unread: result.unread,
              items: old.items.map((item) =>
                ids === null || ids.has(item.id) ? { ...item, read: true } : item,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
    },
  });
}
