import type { InviteesResult } from '@swx/contract';
import { UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { CopyButton } from '../../wallet/components/wallet-parts';
import { INVITEES_PAGE_SIZE, type InviteesQuery } from '../api/list-invitees';
import { canShare } from '../invite-link';
import { ShareButton } from './share-button';

interface InviteesListProps {
  query: InviteesQuery;
  page: number;
  onPageChange(page: number): void;
  /** The invite code and link, for the empty list's call to share. */
  invite: { code: string; link: string } | null;
}

function ListSkeleton() {
  return (
    <div
      className="flex flex-col gap-4 px-5 py-4"
      aria-hidden="true"
      data-testid="invitees-loading"
    >
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-36" />
        </div>
      ))}
    </div>
  );
}

function InviteeRows({ items }: { items: InviteesResult['items'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li
          key={`${item.username}|${item.joinedAt}`}
          data-testid="invitee-row"
          className="flex items-center justify-between gap-3 px-5 py-3"
        >
          <span dir="auto" className="min-w-0 truncate font-medium text-fg">
            {item.username}
          </span>
          <span className="flex shrink-0 flex-col items-end text-end">
            <span className="text-xs text-fg-subtle">{t('invite.joined')}</span>
            <time dateTime={item.joinedAt} className="text-sm text-fg-muted tabular-nums">
              {format.dateTime(item.joinedAt)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Nobody yet: says so and offers to share the link (or copy it, without a share sheet). */
function EmptyList({ invite }: { invite: InviteesListProps['invite'] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-hover text-fg-muted"
      >
        <UserRoundPlus className="size-5" />
      </span>
      <p className="font-medium text-fg" data-testid="invitees-empty">
        {t('invite.empty')}
      </p>
      <p className="max-w-sm text-sm text-fg-muted">{t('invite.emptyHint')}</p>
      {invite &&
        (canShare() ? (
          <ShareButton code={invite.code} link={invite.link} variant="secondary" />
        ) : (
          <CopyButton
            value={invite.link}
            label={t('invite.copyLink')}
            testId="invitees-empty-copy"
          />
        ))}
    </div>
  );
}

/** The users who registered with the code, newest first, a page at a time, with their count. */
export function InviteesList({ query, page, onPageChange, invite }: InviteesListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = query.data;

  let body;
  if (query.isError && !data) {
    body = (
      <div className="p-5">
        <LoadError
          title={t('invite.listLoadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else if (!data) {
    body = <ListSkeleton />;
  } else if (data.total === 0) {
    body = <EmptyList invite={invite} />;
  } else if (data.items.length === 0) {
    // A page past the end (an old address, or invitees fewer than when it was made).
    body = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p className="text-fg-muted" data-testid="invitees-page-empty">
          {t('invite.pageEmpty')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onPageChange(1)}>
          {t('invite.firstPage')}
        </Button>
      </div>
    );
  } else {
    body = <InviteeRows items={data.items} />;
  }

  return (
    <Card aria-labelledby="invitees-title" className="overflow-hidden" data-testid="invitees">
      <CardHeader
        id="invitees-title"
        title={t('invite.listTitle')}
        action={
          data && (
            <p className="flex shrink-0 items-baseline gap-1.5 text-sm text-fg-muted">
              {t('invite.totalLabel')}
              <span
                className="text-md font-semibold text-fg tabular-nums"
                data-testid="invitees-total"
              >
                {format.count(data.total)}
              </span>
            </p>
          )
        }
      />
      <div
        aria-busy={query.isFetching || undefined}
        className={cx(
          query.isPlaceholderData && 'opacity-60 transition-opacity duration-(--motion-fast)',
        )}
      >
        {body}
      </div>
      {data && (
        <Pager
          page={page}
          pageSize={INVITEES_PAGE_SIZE}
          total={data.total}
          shown={data.items.length}
          onPage={onPageChange}
          label={t('invite.pagination')}
          rangeTestId="invitees-range"
        />
      )}
    </Card>
  );
}
