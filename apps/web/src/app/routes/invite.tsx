import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { useInvitees } from '../../features/invite/api/list-invitees';
import { InviteShareCard } from '../../features/invite/components/invite-share-card';
import { InviteSteps } from '../../features/invite/components/invite-steps';
import { InviteesList } from '../../features/invite/components/invitees-list';
import { inviteLink } from '../../features/invite/invite-link';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';

/**
 * `/profile/invite`: the user's invite code and link (copy, QR code, share), how inviting
 * works, and the users who registered with the code (its page in the query string).
 */
export function InvitePage() {
  const { t } = useTranslation();
  usePageTitle(t('invite.title'));
  const { user } = useSession();
  const [params, update] = useQueryParams();
  const page = pageParam(params.get('page'));
  const invitees = useInvitees(page);
  // The list's answer names the code; until it comes (or if it fails) the profile's is the same.
  const code = invitees.data?.inviteCode ?? user?.inviteCode ?? null;
  const invite = code ? { code, link: inviteLink(code) } : null;

  return (
    <>
      <PageHeader title={t('invite.title')} description={t('invite.subtitle')} />
      <div className="grid gap-5 desk:grid-cols-[24rem_minmax(0,1fr)] desk:items-start desk:gap-6">
        <div className="flex flex-col gap-5 desk:gap-6">
          <InviteShareCard
            invite={invite}
            error={invitees.error}
            onRetry={() => void invitees.refetch()}
          />
          <InviteSteps />
        </div>
        <InviteesList
          query={invitees}
          page={page}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
          invite={invite}
        />
      </div>
    </>
  );
}
