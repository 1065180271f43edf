import type { SignInItem } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { SIGN_INS_PAGE_SIZE, useSignIns } from '../api/security';
import { Address, DeviceLine } from './device-line';

function HistorySkeleton() {
  return (
    <div
      className="flex flex-col gap-4 px-5 py-4"
      aria-hidden="true"
      data-testid="sign-ins-loading"
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <Skeleton className="h-4 w-44" />
          <Skeleton className="h-4 w-28" />
        </div>
      ))}
    </div>
  );
}

function HistoryRows({ items }: { items: SignInItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="sign-in-row"
          data-outcome={item.outcome}
          className="flex flex-col gap-2 px-5 py-3"
        >
          <DeviceLine device={item.device} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 ps-12 text-xs text-fg-muted">
            <Badge tone={item.outcome === 'success' ? 'success' : 'danger'}>
              {t(`security.history.${item.outcome}`)}
            </Badge>
            <span>{t(`security.methods.${item.method}`)}</span>
            <Address ip={item.ip} />
            <time dateTime={item.at} className="tabular-nums">
              {format.dateTime(item.at)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Sign-ins and wrong passwords of the account, newest first, a page at a time. */
export function SignInHistory({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange(page: number): void;
}) {
  const { t } = useTranslation();
  const query = useSignIns(page);
  return (
    <Card aria-labelledby="sign-ins-title" className="overflow-hidden" data-testid="sign-ins">
      <CardHeader id="sign-ins-title" title={t('security.history.title')} />
      <p className="border-b border-line px-5 py-3 text-sm text-fg-muted">
        {t('security.history.hint')}
      </p>
      <PagedList
        query={query}
        page={page}
        pageSize={SIGN_INS_PAGE_SIZE}
        onPage={onPageChange}
        skeleton={<HistorySkeleton />}
        loadFailed={t('security.history.loadFailed')}
        empty={
          <p className="px-5 py-10 text-center text-sm text-fg-muted">
            {t('security.history.empty')}
          </p>
        }
        pageEmpty={{
          text: t('security.history.pageEmpty'),
          firstPage: t('security.history.firstPage'),
        }}
        pagination={t('security.history.pagination')}
      >
        {(items) => <HistoryRows items={items} />}
      </PagedList>
    </Card>
  );
}
