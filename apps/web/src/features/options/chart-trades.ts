import type { OptionsOrder } from '@swx/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_CHART_TRADES, type ChartTrade, type ChartTrades } from '../../lib/chart-trades';
import { useOptionsOrders } from './api/list-options-orders';
import { countdownText, orderPhase, secondsLeft, useNow } from './timing';

/**
 * The open options orders as the chart draws them (issue 17): each order's open price (the
 * strike the result is decided against) as a line in its direction's colour, titled with the
 * direction and the time left ("Up 0:45"), or "Settling…" once expired until the server has
 * settled it. A settled or void order has no line.
 */
export function optionsChartTrades(
  orders: readonly OptionsOrder[],
  nowMs: number,
  t: TFunction,
): ChartTrade[] {
  return orders.flatMap((order) => {
    const phase = orderPhase(order, nowMs);
    if (phase === 'settled' || phase === 'void') return [];
    const direction = t(`trading.panel.${order.direction}`);
    const countdown =
      phase === 'running'
        ? countdownText(secondsLeft(order.expiresAt, nowMs))
        : t('trading.orders.settling');
    return [
      {
        id: order.id,
        kind: 'option',
        name: direction,
        direction: order.direction,
        countdown,
        lines: [
          {
            id: `${order.id}:strike`,
            kind: 'strike',
            tone: order.direction,
            price: order.openPrice,
            title: `${direction} ${countdown}`,
            label: t('trading.orders.openPrice'),
          },
        ],
      },
    ];
  });
}

/**
 * The caller's open options orders on `code` for the chart, while `enabled`: the newest page
 * (the one the list under the chart shows first, so one request serves both), with a clock
 * that ticks each second while one is open. A settlement refreshes the lists (the live
 * channel's notice, or the open row that waits for it), and its line goes.
 */
export function useOptionsChartTrades(code: string | undefined, enabled: boolean): ChartTrades {
  const { t } = useTranslation();
  const query = useOptionsOrders(
    { state: 'open', code, page: 1 },
    { enabled: enabled && code !== undefined },
  );
  // Not another instrument's or book's page, kept on screen while this one loads.
  const page = enabled && !query.isPlaceholderData ? query.data : undefined;
  const now = useNow(page?.items.some(isOpen) ?? false);
  return useMemo(() => {
    const open = page?.items.filter(isOpen) ?? [];
    if (!page || open.length === 0) return NO_CHART_TRADES;
    return {
      trades: optionsChartTrades(open, now, t),
      more: Math.max(0, page.total - page.items.length),
    };
  }, [page, now, t]);
}

const isOpen = (order: OptionsOrder) => order.status === 'open';
