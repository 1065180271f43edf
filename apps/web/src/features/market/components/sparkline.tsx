import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';

interface SparklineProps {
  /** Prices oldest first (decimal strings). */
  points: readonly string[];
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A small line chart of recent prices, coloured by the direction over the series. With fewer
 * than two points it shows a neutral "no data" mark, never an invented series.
 */
export function Sparkline({ points, width = 96, height = 32, className }: SparklineProps) {
  const { t } = useTranslation();
  if (points.length < 2) {
    return (
      <span
        className={cx('inline-flex items-center justify-center text-xs text-fg-subtle', className)}
        style={{ width, height }}
        data-testid="sparkline-empty"
      >
        {t('market.noData')}
      </span>
    );
  }
  // Drawing only: the numbers place points on the screen, nothing is computed from them.
  const values = points.map(Number);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const d = values
    .map(
      (v, i) =>
        `${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  const up = values[values.length - 1]! >= values[0]!;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      className={cx(up ? 'text-up' : 'text-down', className)}
      data-testid="sparkline"
    >
      <polyline
        points={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
