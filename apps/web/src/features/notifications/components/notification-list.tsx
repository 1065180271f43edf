import type { NotificationItem } from '@swx/contract';
import { BellOff, Check, CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@swx/ui';
import { Card } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { MediaSkeleton } from '../../../components/ui/skeleton';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { errorMessage, translate } from '../../../lib/messages';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATIONS_PAGE_SIZE,
  useMarkRead,
  useNotifications,
  type NotificationFilter,
} from '../api/notifications';
import { describeNotification, type NotificationTone } from '../text';

const ID_BASE = 'notifications';

const TONE_ICONS: Record<NotificationTone, { Icon: LucideIcon; className: string }> = {
  success: { Icon: CircleCheck, className: 'bg-success-soft text-success' },
  danger: { Icon: CircleAlert, className: 'bg-danger-soft text-danger' },
  info: { Icon: Info, className: 'bg-hover text-fg-muted' },
};

function NotificationRow({
  item,
  onRead,
  marking,
}: {
  item: NotificationItem;
  onRead(id: string): void;
  marking: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = describeNotification(item, t, format);
  const { Icon, className } = TONE_ICONS[text.tone];
  const titleId = `notification-${item.id}-title`;
  return (
    <li
      className={cx('relative flex gap-3.5 px-5 py-4', !item.read && 'bg-accent-soft/40')}
      data-testid="notification"
      data-kind={item.kind}
      data-read={item.read}
    >
      <span
        className={cx('flex size-9 shrink-0 items-center justify-center rounded-lg', className)}
      >
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={text.href}
            id={titleId}
            onClick={() => {
              if (!item.read) onRead(item.id);
            }}
            className={cx(
              'min-w-0 text-fg after:absolute after:inset-0 hover:underline',
              item.read ? 'font-medium' : 'font-semibold',
            )}
          >
            {!item.read && <span className="sr-only">{t('notifications.unreadMark')} </span>}
            {text.title}
          </Link>
          <time dateTime={item.createdAt} className="shrink-0 text-xs text-fg-muted tabular-nums">
            {format.dateTime(item.createdAt)}
          </time>
        </div>
        <p className="text-sm break-words text-fg-muted" data-testid="notification-body">
          {text.body}
        </p>
        {!item.read && (
          <button
            type="button"
            onClick={() => onRead(item.id)}
            disabled={marking}
            aria-describedby={titleId}
            className="relative z-10 flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-accent-text hover:underline disabled:opacity-60 desk:min-h-0"
            data-testid="notification-read"
          >
            <Check aria-hidden="true" className="size-4" />
            {t('notifications.markRead')}
          </button>
        )}
      </div>
      {!item.read && (
        <span
          aria-hidden="true"
          className="absolute end-3 top-3 size-2 rounded-full bg-accent desk:hidden"
        />
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-line">
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className="flex gap-3.5 px-5 py-4">
          <MediaSkeleton media="size-9 rounded-lg" lines={['h-4 w-1/3', 'h-4 w-3/4']} fill />
        </li>
      ))}
    </ul>
  );
}

export interface NotificationListProps {
  filter: NotificationFilter;
  page: number;
  onFilterChange(filter: NotificationFilter): void;
  onPageChange(page: number): void;
}

/** The notifications, every one or the unread ones, newest first, with mark read. */
export function NotificationList({
  filter,
  page,
  onFilterChange,
  onPageChange,
}: NotificationListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useNotifications(filter, page);
  const markRead = useMarkRead();
  const data = query.data;

  function read(target: { ids: string[] } | { all: true }) {
    markRead.mutate(target, {
      onError: (error) =>
        toast.show(
          `${t('notifications.markFailed')} ${translate(t, errorMessage(error))}`,
          'error',
        ),
    });
  }

  const unread = data?.unread ?? 0;
  return (
    <Card aria-labelledby="notifications-list-title" className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-4 pb-2">
        <h2 id="notifications-list-title" className="text-md font-semibold text-fg">
          {t('notifications.listTitle')}
          {data && (
            <span
              className="ms-2 text-sm font-normal text-fg-muted"
              data-testid="notifications-unread"
            >
              {t('notifications.unreadCount', { count: unread })}
            </span>
          )}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => read({ all: true })}
          disabled={unread === 0}
          loading={
            markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables
          }
          data-testid="notifications-read-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <Tabs<NotificationFilter>
        label={t('notifications.tabsLabel')}
        idBase={ID_BASE}
        value={filter}
        onChange={onFilterChange}
        className="px-3"
        options={NOTIFICATION_FILTERS.map((value) => ({
          value,
          label: t(`notifications.tabs.${value}`),
        }))}
      />
      <PagedList
        query={query}
        page={page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        onPage={onPageChange}
        skeleton={<ListSkeleton />}
        loadFailed={t('notifications.loadFailed')}
        empty={
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <BellOff aria-hidden="true" className="size-8 text-fg-subtle" />
            <p className="max-w-sm text-fg-muted" data-testid="notifications-empty">
              {t(`notifications.empty.${filter}`)}
            </p>
            {filter === 'all' && (
              <Link
                to="/profile/balance"
                className="text-sm font-medium text-accent-text hover:underline"
              >
                {t('notifications.emptyAction')}
              </Link>
            )}
          </div>
        }
        pageEmpty={{
          text: t('notifications.pageEmpty'),
          firstPage: t('notifications.firstPage'),
          testId: 'notifications-empty',
        }}
        pagination={t('notifications.pagination')}
        rangeTestId="notifications-range"
        panel={tabPanelProps(ID_BASE, filter)}
      >
        {(items) => (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                marking={markRead.isPending}
                onRead={(id) => read({ ids: [id] })}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}
