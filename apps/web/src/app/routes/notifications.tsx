import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import {
  NOTIFICATION_FILTERS,
  type NotificationFilter,
} from '../../features/notifications/api/notifications';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';

function parseFilter(value: string | null): NotificationFilter {
  return NOTIFICATION_FILTERS.find((f) => f === value) ?? 'all';
}

/** `/profile/notification?filter=&page=`: review outcomes, credits and debits, newest first. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const [params, update] = useQueryParams();
  const filter = parseFilter(params.get('filter'));
  const page = pageParam(params.get('page'));
  return (
    <>
      <PageHeader title={t('notifications.title')} description={t('notifications.subtitle')} />
      <div className="max-w-3xl">
        <NotificationList
          filter={filter}
          page={page}
          onFilterChange={(next) => update({ filter: next === 'all' ? null : next, page: null })}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      </div>
    </>
  );
}
