import { useNotices } from '../api/list-notices';
import { NoticeCardView } from './notice-card-view';

/** The newest notice (pinned first) as a card to the notice list (spec: to /help/notice). */
export function NoticeCard({ className }: { className?: string }) {
  const notices = useNotices(1, 1);
  const latest = notices.data?.items[0];
  if (notices.isError || (notices.isSuccess && !latest)) return null;
  return <NoticeCardView latest={latest} className={className} />;
}
