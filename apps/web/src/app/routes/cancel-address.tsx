import { Code } from '@swx/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard, AuthHeading } from '../../components/layout/auth-layout';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses, textLinkClasses } from '@swx/ui';
import { useCancelAddressChange } from '../../features/security/api/address-book';
import { cx } from '../../lib/cx';
import { errorCode } from '../../lib/api-client';
import { errorMessage, translate } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';

/** The token of a cancel link: after `#`, so that it reaches no server's log on the way. */
const TOKEN = /^#([A-Za-z0-9_-]{43})$/;

/**
 * `/pass/cancel-address#…`, the link of the security mail sent when a withdrawal address is
 * saved or the whitelist is asked off. It asks for a click before using the link (mail scanners
 * open links, people decide); the server then undoes the change and signs every device out.
 */
export function CancelAddressPage() {
  const { t } = useTranslation();
  usePageTitle(t('addressCancel.title'));
  const token = TOKEN.exec(useLocation().hash)?.[1];
  const cancel = useCancelAddressChange();
  const done = cancel.data;

  return (
    <AuthCard>
      <AuthHeading title={t('addressCancel.title')} subtitle={t('addressCancel.body')} />
      {done ? (
        <>
          <Alert tone="success" testId="address-cancel-done">
            <span className="flex flex-col gap-2">
              <span>
                {done.kind === 'address'
                  ? t('addressCancel.doneAddress', { label: done.label })
                  : t('addressCancel.doneWhitelist')}
              </span>
              {done.kind === 'address' && (
                <code dir="ltr" className="break-all font-mono text-xs">
                  {done.address}
                </code>
              )}
              {done.kind === 'address' && done.withdrawalsCancelled > 0 && (
                <span data-testid="address-cancel-withdrawals">
                  {t('addressCancel.withdrawalsCancelled', { count: done.withdrawalsCancelled })}
                </span>
              )}
              <span>{t('addressCancel.doneNext')}</span>
            </span>
          </Alert>
          <Link to="/pass/login" className={buttonClasses({ block: true })}>
            {t('addressCancel.signIn')}
          </Link>
        </>
      ) : (
        <>
          {!token && (
            <Alert tone="error" testId="address-cancel-error">
              {t('addressCancel.noToken')}
            </Alert>
          )}
          {cancel.isError && (
            <Alert tone="error" testId="address-cancel-error">
              {translate(t, errorMessage(cancel.error))}
            </Alert>
          )}
          {token && (
            <Button
              block
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(token)}
              // A used or stale link stays refused; a failure on the way may be tried again.
              disabled={errorCode(cancel.error) === Code.CANCEL_LINK_INVALID}
              data-testid="address-cancel-confirm"
            >
              {t('addressCancel.confirm')}
            </Button>
          )}
          <Link to="/pass/login" className={cx(textLinkClasses, 'self-center text-sm')}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('addressCancel.signIn')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
