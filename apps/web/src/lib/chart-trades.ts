/**
 * The caller's open trades as the currency page's chart draws them (issue 17): each trade's
 * price lines with their labels and, for an options order, the time left. The trading
 * features make them from their orders and positions (`features/options/chart-trades.ts`,
 * `features/contracts/chart-trades.ts`); the market feature's chart draws them; the page hands
 * one to the other. Prices stay decimal strings here: only the chart turns them into floats,
 * to place a line.
 */

/** What a line marks: an options order's open price, or a position's four levels. */
export type ChartLineKind = 'strike' | 'entry' | 'stopLoss' | 'takeProfit' | 'liquidation';

/** The colour of a line, from the theme: the up or down colour, the text colour, the warning. */
export type ChartLineTone = 'up' | 'down' | 'neutral' | 'warning';

export interface ChartLine {
  /** Unique on the chart: the trade's id and the kind. */
  id: string;
  kind: ChartLineKind;
  tone: ChartLineTone;
  /** As the API gives it ("65000.12"). */
  price: string;
  /** Short, drawn on the chart beside the price ("SL", "Up 0:45"). */
  title: string;
  /** The line's full name ("Stop loss"). */
  label: string;
  /** A short name the legend shows in place of the full one, which is still read out ("SL"). */
  short?: string | undefined;
}

export interface ChartTrade {
  id: string;
  /** An options order or a contract position. */
  kind: 'option' | 'position';
  /** What the trade is, in words ("Up", "Long 0.01 lots · 10×"). */
  name: string;
  /** Its direction: up for an Up order or a long, down for a Down order or a short. */
  direction: 'up' | 'down';
  /** Options: the time left as a clock ("0:45"), or "Settling…" once expired. */
  countdown?: string | undefined;
  lines: ChartLine[];
}

/** The trades drawn and how many more are open than were fetched (the newest page only). */
export interface ChartTrades {
  trades: ChartTrade[];
  more: number;
}

export const NO_CHART_TRADES: ChartTrades = { trades: [], more: 0 };
