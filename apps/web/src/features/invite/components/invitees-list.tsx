import type { InviteesResult } from '@swx/contract';
import { UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { CopyButton } from '../../../components/ui/copy-button';
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
          <span dir="auto" className="min-w-0 truncate font-medium text-fg" title={item.username}>
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
      <PagedList
        query={query}
        page={page}
        pageSize={INVITEES_PAGE_SIZE}
        onPage={onPageChange}
        skeleton={<ListSkeleton />}
        loadFailed={t('invite.listLoadFailed')}
        empty={<EmptyList invite={invite} />}
        pageEmpty={{
          text: t('invite.pageEmpty'),
          firstPage: t('invite.firstPage'),
          testId: 'invitees-page-empty',
        }}
        pagination={t('invite.pagination')}
        rangeTestId="invitees-range"
      >
        {(items) => <InviteeRows items={items} />}
      </PagedList>
    </Card>
  );
}
