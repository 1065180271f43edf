import {
  ArrowDown,
  ArrowUp,
  ChevronsDown,
  ChevronsUp,
  Timer,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIRECTION_TEXT, Price } from '../../../components/trade/parts';
import type {
  ChartLine,
  ChartLineKind,
  ChartLineTone,
  ChartTrade,
  ChartTrades,
} from '../../../lib/chart-trades';
import { cx } from '../../../lib/cx';

/** Where a drawn line lies against the prices the chart shows. */
export type LinePlace = 'in' | 'above' | 'below';

/** Trades the legend lists; the chart draws every one it is given. */
export const LEGEND_TRADES_MAX = 4;

const ICON: Record<ChartTrade['kind'], Record<ChartTrade['direction'], LucideIcon>> = {
  option: { up: ArrowUp, down: ArrowDown },
  position: { up: TrendingUp, down: TrendingDown },
};

/** The swatch of a line: its colour and its dash, as the chart draws it. */
const TONE_BORDER: Record<ChartLineTone, string> = {
  up: 'border-up',
  down: 'border-down',
  neutral: 'border-fg',
  warning: 'border-warning',
};
export const KIND_BORDER: Record<ChartLineKind, string> = {
  strike: 'border-solid',
  entry: 'border-solid',
  stopLoss: 'border-dashed',
  takeProfit: 'border-dashed',
  liquidation: 'border-dotted',
};

/**
 * The caller's trades drawn on the chart, as a list over its top left corner (under the chart
 * on phones; issue 17): each
 * trade's name, the time left of an options order, and each of its lines with its swatch,
 * name and price; a line beyond the prices in view says so with an arrow. What the canvas
 * draws, readable and accessible. Each line says whether the chart has drawn it
 * (`data-place`: in, above or below the view; `pending` until drawn).
 */
export function ChartTradesLegend({
  trades: { trades, more },
  precision,
  places,
}: {
  trades: ChartTrades;
  precision: number;
  places: Readonly<Record<string, LinePlace>>;
}) {
  const { t } = useTranslation();
  if (trades.length === 0) return null;
  const shown = trades.slice(0, LEGEND_TRADES_MAX);
  const hidden = trades.length - shown.length + more;
  return (
    <div
      role="group"
      aria-label={t('market.detail.chart.trades.legend')}
      data-testid="chart-trades"
      className="mx-1 mt-1 rounded-md border border-line bg-surface/85 px-2 py-1 text-xs text-fg desk:pointer-events-none desk:absolute desk:top-1.5 desk:left-1.5 desk:z-10 desk:mx-0 desk:mt-0 desk:max-w-[calc(100%-10rem)] desk:shadow-card desk:backdrop-blur-sm"
    >
      <ul className="flex flex-col gap-1">
        {shown.map((trade) => {
          const Icon = ICON[trade.kind][trade.direction];
          return (
            <li
              key={trade.id}
              data-testid="chart-trade"
              data-trade-id={trade.id}
              data-kind={trade.kind}
              data-direction={trade.direction}
              className="flex flex-wrap items-center gap-x-3 gap-y-0.5"
            >
              <span
                className={cx(
                  'inline-flex items-center gap-1 font-semibold',
                  DIRECTION_TEXT[trade.direction],
                )}
              >
                <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                {trade.name}
              </span>
              {trade.countdown !== undefined && (
                <span className="inline-flex items-center gap-1 font-semibold">
                  <Timer aria-hidden="true" className="size-3.5 text-fg-muted" />
                  <span className="sr-only">{t('trading.orders.timeLeft')}</span>
                  <span
                    role="timer"
                    dir="ltr"
                    className="tabular-nums"
                    data-testid="chart-countdown"
                  >
                    {trade.countdown}
                  </span>
                </span>
              )}
              {trade.lines.map((line) => (
                <LegendLine
                  key={line.id}
                  line={line}
                  precision={precision}
                  place={places[line.id]}
                />
              ))}
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <p className="mt-0.5 text-fg-muted" data-testid="chart-trades-more">
          {t('market.detail.chart.trades.more', { count: hidden })}
        </p>
      )}
    </div>
  );
}

function LegendLine({
  line,
  precision,
  place,
}: {
  line: ChartLine;
  precision: number;
  place: LinePlace | undefined;
}) {
  const { t } = useTranslation();
  const Beyond = place === 'above' ? ChevronsUp : place === 'below' ? ChevronsDown : undefined;
  return (
    <span
      data-testid="chart-line"
      data-line-id={line.id}
      data-kind={line.kind}
      data-price={line.price}
      data-place={place ?? 'pending'}
      className="inline-flex items-center gap-1 whitespace-nowrap"
    >
      <span
        aria-hidden="true"
        className={cx('w-3.5 border-t-2', TONE_BORDER[line.tone], KIND_BORDER[line.kind])}
      />
      {line.short !== undefined ? (
        <>
          <span aria-hidden="true" className="text-fg-muted">
            {line.short}
          </span>
          <span className="sr-only">{line.label}</span>
        </>
      ) : (
        <span className="text-fg-muted">{line.label}</span>
      )}
      <Price value={line.price} digits={precision} />
      {Beyond && (
        <>
          <Beyond aria-hidden="true" className="size-3.5 text-fg-muted" />
          <span className="sr-only">
            {t(`market.detail.chart.trades.${place === 'above' ? 'above' : 'below'}`)}
          </span>
        </>
      )}
    </span>
  );
}
