import type { ContractPosition } from '@swx/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, useFormat } from '../../i18n/format';
import {
  NO_CHART_TRADES,
  type ChartLineKind,
  type ChartLineTone,
  type ChartTrade,
  type ChartTrades,
} from '../../lib/chart-trades';
import { useContractPositions } from './api/list-contract-positions';

/** A number kept whole within a sentence of either direction (Unicode isolates). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The levels of a position, in the order the legend lists them, with their colours. */
const LEVELS: ReadonlyArray<{
  kind: Exclude<ChartLineKind, 'strike'>;
  tone: ChartLineTone;
  price(position: ContractPosition): string | null;
  label: 'openPrice' | 'stopLoss' | 'takeProfit' | 'liquidationPrice';
}> = [
  { kind: 'entry', tone: 'neutral', price: (p) => p.openPrice, label: 'openPrice' },
  { kind: 'stopLoss', tone: 'down', price: (p) => p.stopLoss, label: 'stopLoss' },
  { kind: 'takeProfit', tone: 'up', price: (p) => p.takeProfit, label: 'takeProfit' },
  {
    kind: 'liquidation',
    tone: 'warning',
    price: (p) => p.liquidationPrice,
    label: 'liquidationPrice',
  },
];

/**
 * The open contract positions as the chart draws them (issue 17): for each, its entry price,
 * its stop loss and take profit when set, and its liquidation price, each a line of its own
 * colour with a short title ("SL") and its full name in the legend. The liquidation price is
 * the server's (fixed at open, `liquidationPrice` in money.ts), never worked out here. A
 * closed position has no lines.
 */
export function positionChartTrades(
  positions: readonly ContractPosition[],
  t: TFunction,
  locale: string,
): ChartTrade[] {
  const labels = {
    openPrice: t('trading.orders.openPrice'),
    stopLoss: t('trading.contracts.positions.stopLoss'),
    takeProfit: t('trading.contracts.positions.takeProfit'),
    liquidationPrice: t('trading.contracts.liquidationPrice'),
  };
  const titles = {
    entry: t('trading.contracts.chart.entry'),
    stopLoss: t('trading.contracts.chart.stopLoss'),
    takeProfit: t('trading.contracts.chart.takeProfit'),
    liquidation: t('trading.contracts.chart.liquidation'),
  };
  return positions.flatMap((position) => {
    if (position.status !== 'open') return [];
    const lots = `${isolate(formatAmount(position.lots, locale, 8))} ${t('trading.contracts.lotsWord', { lots: position.lots })}`;
    const leverage = isolate(t('trading.contracts.leverageValue', { value: position.leverage }));
    return [
      {
        id: position.id,
        kind: 'position',
        name: `${t(`trading.contracts.${position.side}`)} ${lots} · ${leverage}`,
        direction: position.side === 'long' ? 'up' : 'down',
        lines: LEVELS.flatMap(({ kind, tone, price, label }) => {
          const at = price(position);
          return at === null
            ? []
            : [
                {
                  id: `${position.id}:${kind}`,
                  kind,
                  tone,
                  price: at,
                  title: titles[kind],
                  label: labels[label],
                  short: titles[kind],
                },
              ];
        }),
      },
    ];
  });
}

/**
 * The caller's open positions on `code` for the chart, while `enabled`: the newest page (the
 * one the list under the chart shows first, so one request serves both). A change of the stops
 * refreshes the positions, and a close (by the user, a level, the live channel's notice)
 * too: the lines follow.
 */
export function useContractChartTrades(code: string | undefined, enabled: boolean): ChartTrades {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const query = useContractPositions(
    { state: 'open', code, page: 1 },
    { enabled: enabled && code !== undefined },
  );
  // Not another instrument's or book's page, kept on screen while this one loads.
  const page = enabled && !query.isPlaceholderData ? query.data : undefined;
  return useMemo(() => {
    if (!page) return NO_CHART_TRADES;
    const trades = positionChartTrades(page.items, t, locale);
    if (trades.length === 0) return NO_CHART_TRADES;
    return { trades, more: Math.max(0, page.total - page.items.length) };
  }, [page, t, locale]);
}
