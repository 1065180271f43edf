import type { UserProfile } from '@swx/contract';
import { Check, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../components/ui/copy-button';
import { useFormat } from '../../../i18n/format';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-h-12 flex-col justify-center gap-0.5 border-b border-line py-2.5 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg sm:text-end" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useCopy(value, 1500);
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className="flex size-11 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg desk:size-8"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The profile as a list of label/value rows (read only). */
export function AccountDetails({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = user.phone ? `${user.areaCode ?? ''} ${user.phone}`.trim() : null;
  const methods = [
    user.hasPassword && t('profile.methodPassword'),
    user.googleLinked && t('profile.methodGoogle'),
  ].filter(Boolean);
  return (
    <dl>
      <Row label={t('profile.username')} testId="profile-username">
        {user.username}
      </Row>
      <Row label={t('profile.email')} testId="profile-email">
        {user.email}
      </Row>
      <Row label={t('profile.phone')}>
        {phone ? (
          <span className="tabular">{phone}</span>
        ) : (
          <span className="text-fg-subtle">{t('common.notSet')}</span>
        )}
      </Row>
      <Row label={t('profile.inviteCode')}>
        <span className="inline-flex items-center gap-1 sm:-me-2">
          <span className="font-mono tracking-wider" data-testid="profile-invite-code">
            {user.inviteCode}
          </span>
          <CopyButton value={user.inviteCode} label={t('profile.copyInviteCode')} />
        </span>
      </Row>
      <Row label={t('profile.memberSince')} testId="profile-member-since">
        <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
      </Row>
      <Row label={t('profile.signInMethods')}>{methods.join(' · ')}</Row>
    </dl>
  );
}
