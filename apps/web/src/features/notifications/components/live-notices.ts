import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast, type ToastTone } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { live } from '../../../lib/live/live-client';
import { ledgerKeys } from '../../../lib/query-keys';
import { smartKeys, tradingKeys } from '../../../lib/query-keys';
import { walletKeys } from '../../../lib/query-keys';
import { listNotifications, notificationKeys } from '../api/notifications';
import type { NotificationKind } from '@swx/contract';
import { describeNotification, type NotificationTone } from '../text';

/** At most this many toasts for one burst of news (the rest wait on the notifications page). */
const TOASTS_MAX = 3;

const TOAST_TONES: Record<NotificationTone, ToastTone> = {
  success: 'success',
  danger: 'error',
  info: 'info',
};

/**
 * While signed in: binds the live connection to the account and applies the unread counts the
 * server pushes. A higher count means news on the account (a review outcome, a credit or a
 * debit): the lists, balances and records are asked for again and the newest notification is
 * shown as a toast. Mounted once, by the session's sync component.
 */
export function useLiveNotices(
  token: string | null,
  /** News the reader is looking at already (e.g. a support reply with the chat open): no toast. */
  inView: (item: { kind: NotificationKind }) => boolean = () => false,
): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const format = useFormat();
  // The listener lives as long as the session; it words a toast with the current language.
  const words = useRef({ t, format, toast, inView });
  const shown = useRef(new Set<string>());
  const owed = useRef(0);
  useEffect(() => {
    words.current = { t, format, toast, inView };
  });

  useEffect(() => {
    live.setAccount(token);
    return () => live.setAccount(null);
  }, [token]);

  useEffect(
    () =>
      live.onNotice((unread) => {
        const before = queryClient.getQueryData<{ unread: number }>(notificationKeys.unread());
        queryClient.setQueryData(notificationKeys.unread(), { unread });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
        // The first count after connecting only says where things stand.
        if (before === undefined || unread <= before.unread) {
          owed.current = Math.min(owed.current, unread);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        void queryClient.invalidateQueries({ queryKey: tradingKeys.all });
        void queryClient.invalidateQueries({ queryKey: smartKeys.all });
        // The newest unread ones, as many as arrived and not shown yet (a few at most); counts
        // may arrive faster than the answers, so each notification is shown once.
        owed.current = Math.min(owed.current + unread - before.unread, TOASTS_MAX);
        const asked = owed.current;
        listNotifications('unread', 1, asked)
          .then((page) => {
            // Fewer unread than asked for: the rest were read meanwhile.
            if (page.items.length < asked) owed.current = Math.min(owed.current, page.items.length);
            const { t, format, toast, inView } = words.current;
            for (const item of [...page.items].reverse()) {
              if (owed.current === 0 || shown.current.has(item.id)) continue;
              shown.current.add(item.id);
              owed.current -= 1;
              if (inView(item)) continue;
              const text = describeNotification(item, t, format);
              toast.show(`${text.title}: ${text.body}`, TOAST_TONES[text.tone]);
            }
          })
          .catch(() => undefined);
      }),
    [queryClient],
  );
}
