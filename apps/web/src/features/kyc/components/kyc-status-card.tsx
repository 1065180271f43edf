import type { IdentificationStatus } from '@swx/contract';
import { Clock, ShieldCheck, ShieldQuestionMark, ShieldX, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { textLinkClasses } from '@swx/ui';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { KycStatusBadge, type KycStatus } from './kyc-status-badge';
import { ForwardChevron } from '../../../components/ui/forward-chevron';

const LOOKS: Record<KycStatus, { Icon: LucideIcon; className: string }> = {
  none: { Icon: ShieldQuestionMark, className: 'bg-hover text-fg-muted' },
  pending: { Icon: Clock, className: 'bg-warning-soft text-warning' },
  verified: { Icon: ShieldCheck, className: 'bg-success-soft text-success' },
  rejected: { Icon: ShieldX, className: 'bg-danger-soft text-danger' },
};

/**
 * Where the user stands (spec: not certified, pending review, verified, not passed): a badge,
 * what it means and what comes next; when the review is due (pending), what it opened
 * (verified), why it was not passed (rejected). `justSubmitted` confirms a submission and
 * moves the focus here, as the form it came from is gone.
 */
export function KycStatusCard({
  status,
  justSubmitted = false,
}: {
  status: IdentificationStatus;
  justSubmitted?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSubmitted) heading.current?.focus();
  }, [justSubmitted]);
  const state = status.status;
  const { Icon, className } = LOOKS[state];

  return (
    <Card aria-labelledby="kyc-status-title" data-testid="kyc-status" data-status={state}>
      <div className="flex items-start gap-4 p-5">
        <span
          className={cx(
            'flex size-11 shrink-0 items-center justify-center rounded-full',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2
              id="kyc-status-title"
              ref={heading}
              tabIndex={-1}
              className="text-md font-semibold text-fg focus:outline-none"
            >
              {t(`kyc.state.${state}.title`)}
            </h2>
            <KycStatusBadge status={state} testId="kyc-status-badge" />
          </div>
          <p className="text-sm text-fg-muted">{t(`kyc.state.${state}.body`)}</p>
          {state === 'pending' && status.submittedAt && (
            <p className="mt-1 text-sm text-fg" data-testid="kyc-submitted-at">
              {t('kyc.submittedAt', { date: format.dateTime(status.submittedAt) })}
            </p>
          )}
          {state === 'verified' && status.reviewedAt && (
            <p className="mt-1 text-sm text-fg" data-testid="kyc-verified-at">
              {t('kyc.verifiedAt', { date: format.dateTime(status.reviewedAt) })}
            </p>
          )}
          {state === 'rejected' && status.reason && (
            <div className="mt-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm">
              <p className="font-medium text-fg">{t('kyc.reasonLabel')}</p>
              <p dir="auto" className="mt-0.5 break-words text-fg" data-testid="kyc-reason">
                {status.reason}
              </p>
            </div>
          )}
          {state === 'verified' && (
            <Link to="/profile/balance" className={cx(textLinkClasses, 'self-start text-sm')}>
              {t('kyc.goToBalance')}
              <ForwardChevron className="size-4" />
            </Link>
          )}
        </div>
      </div>
      {justSubmitted && (
        <div className="border-t border-line px-5 py-4">
          <Alert tone="success" testId="kyc-submitted">
            {t('kyc.submitted')}
          </Alert>
        </div>
      )}
    </Card>
  );
}
