import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@swx/ui';
import { Skeleton } from '../ui/skeleton';
import { cx } from '../../lib/cx';

/**
 * The form's last line: "Review" (kept in view at the bottom of a sheet when `sticky`), or for
 * a visitor the way to log in. Test ids: `<testIdPrefix>-review`, `<testIdPrefix>-login`.
 */
export function ReviewAction({
  visitor,
  sticky,
  disabled,
  label,
  loginHref,
  testIdPrefix,
}: {
  visitor: boolean;
  sticky: boolean;
  disabled: boolean;
  label: string;
  loginHref: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const stick =
    sticky && 'sticky -bottom-4 -mx-5 -mb-4 border-t border-line bg-surface px-5 pt-3 pb-4';
  return visitor ? (
    <div className={cx('flex flex-col gap-2', stick)}>
      <Link
        to={loginHref}
        className={buttonClasses({ block: true, size: 'lg' })}
        data-testid={`${testIdPrefix}-login`}
      >
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('trading.panel.login')}
      </Link>
      <p className="text-center text-xs text-fg-muted">{t('trading.panel.loginHint')}</p>
    </div>
  ) : (
    <div className={cx(stick)}>
      <Button
        type="submit"
        block
        size="lg"
        disabled={disabled}
        data-testid={`${testIdPrefix}-review`}
      >
        {label}
      </Button>
    </div>
  );
}

/** The form's shape while the product loads. */
export function TradeFormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true" data-testid="trade-loading">
      <Skeleton className="h-6 w-full" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((chip) => (
          <Skeleton key={chip} className="h-9 flex-1 rounded-full" />
        ))}
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
