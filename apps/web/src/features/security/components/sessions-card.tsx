import { Code, type SessionItem } from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, translate } from '../../../lib/messages';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/security';
import { Address, DeviceLine } from './device-line';

function SessionsSkeleton() {
  return (
    <div
      className="flex flex-col gap-5 px-5 py-4"
      aria-hidden="true"
      data-testid="sessions-loading"
    >
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
        </div>
      ))}
    </div>
  );
}

function SessionRow({
  item,
  onSignOut,
  busy,
}: {
  item: SessionItem;
  onSignOut(id: string): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li
      data-testid="session-row"
      data-current={item.current || undefined}
      className="flex flex-col gap-3 px-5 py-4 desk:flex-row desk:items-center desk:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <DeviceLine device={item.device} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 ps-12 text-xs text-fg-muted">
          <dt>{t('security.sessions.address')}</dt>
          <dd>
            <Address ip={item.ip} />
          </dd>
          <dt>{t('security.sessions.signedIn')}</dt>
          <dd>
            <time dateTime={item.createdAt} className="tabular-nums">
              {format.dateTime(item.createdAt)}
            </time>{' '}
            · {t(`security.methods.${item.method}`)}
          </dd>
          <dt>{t('security.sessions.lastActive')}</dt>
          <dd>
            <time dateTime={item.lastSeenAt} className="tabular-nums">
              {format.dateTime(item.lastSeenAt)}
            </time>
          </dd>
        </dl>
      </div>
      <div className="ps-12 desk:ps-0">
        {item.current ? (
          <Badge tone="success" testId="session-current">
            {t('security.sessions.current')}
          </Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            onClick={() => onSignOut(item.id)}
            data-testid="session-sign-out"
          >
            {t('security.sessions.signOut')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Where the account is signed in now: each live session's device, address, when it signed in
 * and was last active, this one marked; any other can be signed out, or all of them at once
 * (after a confirmation).
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const items = query.data?.items ?? [];
  const others = (query.data?.total ?? 0) - (items.some((item) => item.current) ? 1 : 0);

  function signOut(id: string) {
    revoke.mutate(id, {
      onSuccess: () => toast.show(t('security.sessions.signedOut'), 'success'),
      // Already ended (signed out elsewhere, or expired): the list, refreshed, says so too.
      onError: (error) =>
        isApiError(error) && error.code === Code.NOT_FOUND
          ? toast.show(t('security.sessions.alreadyGone'), 'info')
          : toast.show(translate(t, errorMessage(error)), 'error'),
    });
  }

  function close() {
    if (revokeOthers.isPending) return;
    revokeOthers.reset();
    setConfirming(false);
  }

  function signOutOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: (result) => {
        toast.show(t('security.sessions.signedOutOthers', { count: result.revoked }), 'success');
        revokeOthers.reset();
        setConfirming(false);
      },
    });
  }

  let body;
  if (query.isError && !query.data) {
    body = (
      <LoadError
        title={t('security.sessions.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <SessionsSkeleton />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line" data-testid="sessions-list">
          {items.map((item) => (
            <SessionRow
              key={item.id}
              item={item}
              onSignOut={signOut}
              busy={revoke.isPending && revoke.variables === item.id}
            />
          ))}
        </ul>
        {query.data.total > items.length && (
          <p className="border-t border-line px-5 py-3 text-xs text-fg-muted">
            {t('security.sessions.more', { shown: items.length, total: query.data.total })}
          </p>
        )}
        {others > 0 && (
          <div className="border-t border-line px-5 py-4">
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              className="w-full desk:w-auto"
              data-testid="sessions-sign-out-others"
            >
              {t('security.sessions.signOutOthers')}
            </Button>
          </div>
        )}
        {others === 0 && (
          <p
            className="border-t border-line px-5 py-3 text-sm text-fg-muted"
            data-testid="sessions-alone"
          >
            {t('security.sessions.alone')}
          </p>
        )}
      </>
    );
  }

  return (
    <Card aria-labelledby="sessions-title" className="overflow-hidden" data-testid="sessions">
      <CardHeader id="sessions-title" title={t('security.sessions.title')} />
      <p className="border-b border-line px-5 py-3 text-sm text-fg-muted">
        {t('security.sessions.hint')}
      </p>
      {body}
      <Dialog
        open={confirming}
        onClose={close}
        sheet
        title={t('security.sessions.confirmTitle')}
        description={t('security.sessions.confirmBody', { count: others })}
        testId="sessions-confirm"
      >
        {revokeOthers.isError && (
          <Alert tone="error" className="mb-3">
            {translate(t, errorMessage(revokeOthers.error))}
          </Alert>
        )}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={revokeOthers.isPending}>
            {t('security.cancel')}
          </Button>
          <Button
            onClick={signOutOthers}
            loading={revokeOthers.isPending}
            data-testid="sessions-confirm-sign-out"
          >
            {t('security.sessions.signOutOthers')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
