import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit for a spinner inside a labelled control. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={cx('animate-spin', className ?? 'size-4')} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a page (or page chunk) that is loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-fg-muted">
      <Spinner className="size-6" label={t('app.loading')} />
    </div>
  );
}
