import { useNotices } from '../api/list-notices';
import { LatestNoticesView } from './latest-notices-view';

/** The newest notices (pinned first) with a link to all of them (spec: to /help/notice). */
export function LatestNotices({ count = 4, className }: { count?: number; className?: string }) {
  const notices = useNotices(1, count);
  return (
    <LatestNoticesView
      items={notices.isPending ? undefined : (notices.data?.items ?? [])}
      className={className}
    />
  );
}
