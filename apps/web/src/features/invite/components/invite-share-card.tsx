import { QrCode } from '../../../components/ui/qr-code';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { CopyButton } from '../../../components/ui/copy-button';
import { canShare } from '../invite-link';
import { ShareButton } from './share-button';

interface InviteShareCardProps {
  /** The invite code and its link; null until known. */
  invite: { code: string; link: string } | null;
  /** Why the code could not be loaded (shown when there is no code), with a retry. */
  error: unknown;
  onRetry(): void;
}

function ShareSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true" data-testid="invite-loading">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="mx-auto size-44" />
    </div>
  );
}

/** A labelled value with its copy button, in a field-like box. */
function CopyRow({
  label,
  copyLabel,
  value,
  testId,
  large = false,
}: {
  label: string;
  copyLabel: string;
  value: string;
  testId: string;
  large?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-fg">{label}</span>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-field py-2 ps-4 pe-2">
        <code
          dir="ltr"
          className={
            large
              ? 'min-w-0 font-mono text-xl font-semibold tracking-[0.12em] whitespace-nowrap text-fg desk:text-2xl desk:tracking-[0.18em]'
              : 'min-w-0 font-mono text-sm break-all text-fg'
          }
          data-testid={testId}
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} testId={`${testId}-copy`} />
      </div>
    </div>
  );
}

/**
 * The user's invite: the code (large, to read out), the link, both with a copy button, a QR
 * code of the link, and the system share sheet where the browser has one.
 */
export function InviteShareCard({ invite, error, onRetry }: InviteShareCardProps) {
  const { t } = useTranslation();
  let body;
  if (invite) {
    body = (
      <div className="flex flex-col gap-5">
        <CopyRow
          label={t('invite.codeLabel')}
          copyLabel={t('invite.copyCode')}
          value={invite.code}
          testId="invite-code"
          large
        />
        <CopyRow
          label={t('invite.linkLabel')}
          copyLabel={t('invite.copyLink')}
          value={invite.link}
          testId="invite-link"
        />
        <figure className="flex flex-col items-center gap-2.5">
          <QrCode value={invite.link} size={168} label={t('invite.qr')} testId="invite-qr" />
          <figcaption className="max-w-xs text-center text-sm text-fg-muted">
            {t('invite.qrHint')}
          </figcaption>
        </figure>
        {canShare() && (
          <ShareButton code={invite.code} link={invite.link} block testId="invite-share" />
        )}
      </div>
    );
  } else if (error) {
    body = <LoadError title={t('invite.codeLoadFailed')} error={error} onRetry={onRetry} />;
  } else {
    body = <ShareSkeleton />;
  }
  return (
    <Card aria-labelledby="invite-share-title">
      <CardHeader
        id="invite-share-title"
        title={t('invite.shareTitle')}
        description={t('invite.shareHint')}
      />
      <div className="px-5 py-5">{body}</div>
    </Card>
  );
}
