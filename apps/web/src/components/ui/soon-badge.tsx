import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

/** Marks a feature that is not built yet ("Soon"), where navigation names it. */
export function SoonBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        'rounded-sm bg-hover px-1.5 py-px text-[0.625rem] font-semibold tracking-wide text-fg-muted uppercase',
        className,
      )}
    >
      {t('nav.soon')}
    </span>
  );
}
