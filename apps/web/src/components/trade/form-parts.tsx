import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@swx/ui';
import { Skeleton } from '../ui/skeleton';
import { cx } from '../../lib/cx';

/**
 * A step's last line kept in view at the foot of the dialog or sheet it scrolls in (whose
 * padding it spans), over what scrolls under it.
 */
export const STICKY_FOOT =
  'sticky -bottom-4 -mx-5 -mb-4 border-t border-line bg-surface px-5 pt-3 pb-4';

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
  const stick = sticky && STICKY_FOOT;
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

/** A quick pick's chip (the share and round-value chips, the leverage presets). */
export const QUICK_CHIP =
  'flex h-11 min-w-0 flex-1 items-center justify-center rounded-md border px-2 text-xs font-medium tabular-nums disabled:cursor-not-allowed disabled:opacity-50 desk:h-8';
export const QUICK_CHIP_OFF =
  'border-line bg-field text-fg-muted hover:border-line-strong hover:text-fg';
export const QUICK_CHIP_ON = 'border-accent bg-accent-soft text-accent-text';

const SHARES = [25, 50, 100] as const;

/**
 * The quick picks under an amount: 25% / 50% / Max of what the balance allows (`shareOf`;
 * disabled while null), then round values (`rounds`). Test ids: `<sharePrefix>-<percent>` and
 * `<roundPrefix>-<value>`.
 */
export function QuickPicks({
  label,
  testId,
  shareOf,
  sharePrefix,
  rounds,
  roundLabel,
  roundPrefix,
  onPick,
}: {
  label: string;
  testId: string;
  shareOf: ((percent: 25 | 50 | 100) => string) | null;
  sharePrefix: string;
  rounds: readonly string[];
  roundLabel(value: string): string;
  roundPrefix: string;
  onPick(value: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const shareLabel = {
    25: format.rate('0.25'),
    50: format.rate('0.5'),
    100: t('trading.panel.max'),
  };
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1.5" data-testid={testId}>
      <ChipRow
        chips={SHARES.map((percent) => ({
          key: String(percent),
          label: shareLabel[percent],
          testId: `${sharePrefix}-${percent}`,
          disabled: !shareOf,
          onClick: () => {
            if (shareOf) onPick(shareOf(percent));
          },
        }))}
      />
      <ChipRow
        chips={rounds.map((value) => ({
          key: value,
          label: roundLabel(value),
          testId: `${roundPrefix}-${value}`,
          onClick: () => onPick(value),
        }))}
      />
    </div>
  );
}

/** A row of quick pick chips. */
function ChipRow({
  chips,
}: {
  chips: { key: string; label: string; testId: string; disabled?: boolean; onClick(): void }[];
}) {
  return (
    <div className="flex gap-1.5">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={cx(QUICK_CHIP, QUICK_CHIP_OFF)}
          disabled={chip.disabled}
          onClick={chip.onClick}
          data-testid={chip.testId}
        >
          <span dir="ltr">{chip.label}</span>
        </button>
      ))}
    </div>
  );
}
