import type { Jobs } from '../../platform/jobs.js';
import type { SupportDesk } from './desk.js';

/** How often closed conversations past the retention parameter are deleted. */
export const SUPPORT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How often replies left unread are looked for, to mail them. */
export const SUPPORT_MAIL_INTERVAL_MS = 60 * 1000;

/**
 * Support chat's periodic work: transcripts closed longer than `support.retentionDays` are
 * deleted with their images, and replies a customer left unread are mailed (on any instance:
 * the rows are claimed with skip locked).
 */
export function startSupport(deps: { desk: SupportDesk; jobs: Jobs }): void {
  deps.jobs.every('support-purge', SUPPORT_PURGE_INTERVAL_MS, async () => {
    await deps.desk.purge();
  });
  deps.jobs.every('support-reply-mail', SUPPORT_MAIL_INTERVAL_MS, async () => {
    await deps.desk.mailUnreadReplies();
  });
}
