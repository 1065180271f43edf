import {
  KLINE_DEFAULT_POINTS,
  PERIOD_MS,
  type Candle,
  type CandlePeriod,
  type LiveServerMessage,
} from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  TickMarkType,
  type CandlestickData,
  type AutoscaleInfo,
  type HistogramData,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type LineData,
  type LogicalRange,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import {
  NO_CHART_TRADES,
  type ChartLine,
  type ChartLineKind,
  type ChartTrades,
} from '../../../lib/chart-trades';
import { cx } from '../../../lib/cx';
import { fetchKlines, marketKeys } from '../api/market';
import { useLiveTopic } from '../../../lib/live/use-live';
import {
  BOLL_MULTIPLIER,
  BOLL_PERIOD,
  MA_PERIODS,
  bollinger,
  bollingerAt,
  closesOf,
  mergeCandles,
  sma,
  smaAt,
} from './indicators';
import { ChartTradesLegend, type LinePlace } from './chart-trades-legend';

/**
 * The currency page's candlestick chart (lightweight-charts, loaded as its own chunk): candles
 * of one period with volume, moving averages and Bollinger bands, older candles loaded when the
 * reader scrolls to the left edge, and the current candle kept live from `candle.CODE.PERIOD`.
 *
 * The caller's open trades (`trades`, issue 17) are drawn as price lines over the candles,
 * with a legend over the top left corner that lists them (a canvas cannot be read).
 *
 * Prices and volumes arrive as decimal strings; they are converted with Number() here because
 * the chart draws numbers. Nothing drawn is shown back as an amount, so no precision is lost
 * anywhere that matters (the price scale is formatted to the instrument's decimals; the legend
 * shows the trades' prices from their strings).
 */

export interface ChartIndicators {
  /** Moving averages 7, 25 and 99. */
  ma: boolean;
  /** Bollinger bands 20, 2σ. */
  boll: boolean;
  volume: boolean;
}

export interface CandleChartProps {
  code: string;
  period: CandlePeriod;
  /** Decimals of the instrument's prices (2 until known). */
  precision?: number | undefined;
  indicators: ChartIndicators;
  /** The chart's accessible name (instrument and period). */
  label: string;
  /** The caller's open trades on the instrument, drawn as price lines. */
  trades?: ChartTrades | undefined;
  /** The chart's size (a height and a width); 300 px high, 420 on the desktop, if not given. */
  className?: string;
}

/** Older candles are asked for when fewer than this many bars are left of the view. */
const EDGE_BARS = 10;
/** After a failed page of history, wait this long before asking again. */
const OLDER_RETRY_MS = 5000;
/**
 * How far beyond the candles' range (a share of it, each way) the price scale stretches to show
 * a trade's line: near lines are brought into view, a far one (a liquidation price at low
 * leverage) stays off it rather than flattening the candles; the legend says where it is.
 */
const LINE_REACH = 0.5;

// ---- colours ---------------------------------------------------------------------------------

interface Palette {
  up: string;
  down: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  ma: readonly [string, string, string];
  boll: string;
  /** The trades' lines: entry price in the text colour, liquidation in the warning colour. */
  fg: string;
  warning: string;
  font: string;
}

/** The chart's colours from the theme's tokens (they change with the theme and the up colour). */
function readPalette(): Palette {
  const root = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  return {
    up: v('--swx-up', '#20c07a'),
    down: v('--swx-down', '#f0465a'),
    text: v('--swx-fg-muted', '#9aa4b2'),
    grid: v('--swx-line', '#242b35'),
    border: v('--swx-line-strong', '#353e4b'),
    crosshair: v('--swx-fg-subtle', '#7d8796'),
    // The toggles' swatches use the same tokens (bg-warning, bg-accent-text, bg-fg-muted).
    ma: [
      v('--swx-warning', '#f0b90b'),
      v('--swx-accent-text', '#6b9bff'),
      v('--swx-fg-muted', '#9aa4b2'),
    ],
    boll: v('--swx-fg-subtle', '#7d8796'),
    fg: v('--swx-fg', '#e8ebf0'),
    warning: v('--swx-warning', '#f0b90b'),
    font: getComputedStyle(document.body).fontFamily,
  };
}

/** A colour with transparency, for the volume bars; colours it cannot read are kept solid. */
function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour);
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : colour;
}

// ---- time labels -----------------------------------------------------------------------------

const asDate = (time: Time) => (typeof time === 'number' ? new Date(time * 1000) : null);

/**
 * Time labels in the reader's language with Latin digits: intraday candles in the reader's own
 * time zone, daily and weekly candles (which open at midnight UTC) by their UTC date.
 */
function timeLabels(locale: string, intraday: boolean) {
  const base: Intl.DateTimeFormatOptions = {
    numberingSystem: 'latn',
    ...(intraday ? {} : { timeZone: 'UTC' }),
  };
  const f = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...base, ...options });
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const tick: Record<TickMarkType, Intl.DateTimeFormat> = {
    [TickMarkType.Year]: f({ year: 'numeric' }),
    [TickMarkType.Month]: f({ month: 'short' }),
    [TickMarkType.DayOfMonth]: f({ day: 'numeric' }),
    [TickMarkType.Time]: f(clock),
    [TickMarkType.TimeWithSeconds]: f({ ...clock, second: '2-digit' }),
  };
  const crosshair = f(
    intraday
      ? { year: 'numeric', month: 'short', day: 'numeric', ...clock }
      : { year: 'numeric', month: 'short', day: 'numeric' },
  );
  return {
    tickMarkFormatter: (time: Time, type: TickMarkType) => {
      const date = asDate(time);
      return date ? tick[type].format(date) : null;
    },
    timeFormatter: (time: Time) => {
      const date = asDate(time);
      return date ? crosshair.format(date) : '';
    },
  };
}

// ---- drawing ---------------------------------------------------------------------------------

/** The candles drawn, oldest first, with their closes as numbers for the indicators. */
interface Series {
  candles: Candle[];
  closes: number[];
}

const toTime = (t: number) => (t / 1000) as UTCTimestamp;

/** A line from values aligned with the candles, without the leading points it lacks. */
function linePoints(candles: readonly Candle[], values: readonly (number | null)[]): LineData[] {
  const points: LineData[] = [];
  values.forEach((value, i) => {
    if (value !== null) points.push({ time: toTime(candles[i]!.t), value });
  });
  return points;
}

/** How each kind of trade line is drawn (the legend's swatches match: chart-trades-legend.tsx). */
const LINE_STYLE: Record<ChartLineKind, LineStyle> = {
  strike: LineStyle.Solid,
  entry: LineStyle.Solid,
  stopLoss: LineStyle.Dashed,
  takeProfit: LineStyle.Dashed,
  liquidation: LineStyle.Dotted,
};

/**
 * Where a trade's line is drawn: its price as a float, only to place it on the chart (drawing:
 * the legend shows the price from its decimal string, and nothing drawn is read back).
 */
// eslint-disable-next-line money/no-money-number -- drawing only, see above
const drawnAt = (line: ChartLine): number => Number(line.price);

const sameLine = (a: ChartLine, b: ChartLine) =>
  a.price === b.price && a.title === b.title && a.tone === b.tone && a.kind === b.kind;

/** One chart and its series. Made per mount: the page may hide it (kept alive) and show it. */
class ChartDrawing {
  readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private readonly ma: ISeriesApi<'Line'>[];
  /** Upper, middle and lower band. */
  private readonly boll: ISeriesApi<'Line'>[];
  private palette: Palette;
  /** The trades' price lines (on the candles' series) by id, with what each was drawn from. */
  private readonly tradeLines = new Map<string, { line: IPriceLine; spec: ChartLine }>();
  /** Their prices as floats, for the price scale (drawing only). */
  private linePrices: number[] = [];
  private placesFrame = 0;
  private placesSeen = '';
  /** Told where the drawn trade lines lie against the prices in view, when that changes. */
  onPlaces: ((places: Record<string, LinePlace>) => void) | undefined;

  constructor(container: HTMLElement) {
    const p = (this.palette = readPalette());
    this.chart = createChart(container, {
      autoSize: true,
      ...this.chartColours(p),
      rightPriceScale: { borderColor: p.border },
      timeScale: { borderColor: p.border, rightOffset: 4 },
      // Vertical swipes scroll the page on touch screens; horizontal ones pan the chart.
      handleScroll: { vertTouchDrag: false },
    });
    // Drawn in this order: volume under the candles, the indicator lines on top.
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.chart.priceScale('').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.candles = this.chart.addSeries(CandlestickSeries, {
      borderVisible: false,
      ...this.candleColours(p),
      autoscaleInfoProvider: (base: () => AutoscaleInfo | null) => this.withLines(base()),
    });
    const line = (color: string, lineStyle: LineStyle = LineStyle.Solid) =>
      this.chart.addSeries(LineSeries, {
        color,
        lineStyle,
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      });
    this.ma = p.ma.map((c) => line(c));
    this.boll = [line(p.boll), line(p.boll, LineStyle.Dashed), line(p.boll)];
    // The view moves or resizes: the trade lines may have left it or come into it.
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.schedulePlaces);
    this.chart.timeScale().subscribeSizeChange(this.schedulePlaces);
  }

  /** The candles' price range, stretched to the trade lines within reach (LINE_REACH). */
  private withLines(base: AutoscaleInfo | null): AutoscaleInfo | null {
    if (!base?.priceRange || this.linePrices.length === 0) return base;
    const { minValue, maxValue } = base.priceRange;
    const reach = (maxValue - minValue) * LINE_REACH;
    let low = minValue;
    let high = maxValue;
    for (const price of this.linePrices) {
      if (price < low && price >= minValue - reach) low = price;
      if (price > high && price <= maxValue + reach) high = price;
    }
    return { ...base, priceRange: { minValue: low, maxValue: high } };
  }

  private lineColour(tone: ChartLine['tone']): string {
    const p = this.palette;
    return { up: p.up, down: p.down, neutral: p.fg, warning: p.warning }[tone];
  }

  private lineOptions(spec: ChartLine) {
    return {
      id: spec.id,
      price: drawnAt(spec),
      color: this.lineColour(spec.tone),
      lineWidth: 2 as const,
      lineStyle: LINE_STYLE[spec.kind],
      axisLabelVisible: true,
      title: spec.title,
    };
  }

  /** Draws the trades' lines: new ones added, changed ones (a new stop, a countdown) redrawn. */
  setTradeLines(lines: readonly ChartLine[]): void {
    const wanted = new Set(lines.map((spec) => spec.id));
    for (const [id, drawn] of this.tradeLines) {
      if (wanted.has(id)) continue;
      this.candles.removePriceLine(drawn.line);
      this.tradeLines.delete(id);
    }
    for (const spec of lines) {
      const drawn = this.tradeLines.get(spec.id);
      if (!drawn) {
        this.tradeLines.set(spec.id, {
          line: this.candles.createPriceLine(this.lineOptions(spec)),
          spec,
        });
      } else if (!sameLine(drawn.spec, spec)) {
        drawn.line.applyOptions(this.lineOptions(spec));
        drawn.spec = spec;
      }
    }
    this.linePrices = lines.map(drawnAt);
    this.schedulePlaces();
  }

  /** Measures where the lines lie once the chart has drawn the frame (one measure a frame). */
  private readonly schedulePlaces = () => {
    if (this.placesFrame !== 0) return;
    this.placesFrame = requestAnimationFrame(() => {
      this.placesFrame = 0;
      this.measurePlaces();
    });
  };

  /** Where each line the chart reports drawn lies against the prices in view. */
  private measurePlaces(): void {
    const range = this.candles.priceScale().getVisibleRange();
    const places: Record<string, LinePlace> = {};
    for (const line of this.candles.priceLines()) {
      const { id, price } = line.options();
      if (id === undefined) continue;
      const top = range ? Math.max(range.from, range.to) : Infinity;
      const bottom = range ? Math.min(range.from, range.to) : -Infinity;
      places[id] = price > top ? 'above' : price < bottom ? 'below' : 'in';
    }
    const seen = JSON.stringify(places);
    if (seen === this.placesSeen) return;
    this.placesSeen = seen;
    this.onPlaces?.(places);
  }

  private chartColours(p: Palette) {
    return {
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: p.text,
        fontFamily: p.font,
        fontSize: 11,
      },
      grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
      crosshair: {
        vertLine: { color: p.crosshair, labelBackgroundColor: p.border },
        horzLine: { color: p.crosshair, labelBackgroundColor: p.border },
      },
    };
  }

  private candleColours(p: Palette) {
    return { upColor: p.up, downColor: p.down, wickUpColor: p.up, wickDownColor: p.down };
  }

  /** Applies a new palette; false when nothing changed (nothing to redraw). */
  setPalette(p: Palette): boolean {
    if (JSON.stringify(p) === JSON.stringify(this.palette)) return false;
    this.palette = p;
    this.chart.applyOptions({
      ...this.chartColours(p),
      rightPriceScale: { borderColor: p.border },
      timeScale: { borderColor: p.border },
    });
    this.candles.applyOptions(this.candleColours(p));
    this.ma.forEach((s, i) => s.applyOptions({ color: p.ma[i]! }));
    this.boll.forEach((s) => s.applyOptions({ color: p.boll }));
    for (const { line, spec } of this.tradeLines.values()) {
      line.applyOptions({ color: this.lineColour(spec.tone) });
    }
    return true;
  }

  setPrecision(precision: number): void {
    const priceFormat = { type: 'price' as const, precision, minMove: 10 ** -precision };
    this.candles.applyOptions({ priceFormat });
    for (const s of [...this.ma, ...this.boll]) s.applyOptions({ priceFormat });
  }

  setIndicators({ ma, boll, volume }: ChartIndicators): void {
    this.volume.applyOptions({ visible: volume });
    this.ma.forEach((s) => s.applyOptions({ visible: ma }));
    this.boll.forEach((s) => s.applyOptions({ visible: boll }));
    // The candles leave the bottom fifth to the volume bars when they are shown.
    this.candles
      .priceScale()
      .applyOptions({ scaleMargins: { top: 0.1, bottom: volume ? 0.25 : 0.08 } });
  }

  setTimeLabels(locale: string, intraday: boolean): void {
    const { tickMarkFormatter, timeFormatter } = timeLabels(locale, intraday);
    this.chart.applyOptions({
      localization: { locale, timeFormatter },
      timeScale: { timeVisible: intraday, secondsVisible: false, tickMarkFormatter },
    });
  }

  private candlePoint(k: Candle): CandlestickData {
    return {
      time: toTime(k.t),
      open: Number(k.o),
      high: Number(k.h),
      low: Number(k.l),
      close: Number(k.c),
    };
  }

  private volumePoint(k: Candle): HistogramData {
    const up = Number(k.c) >= Number(k.o);
    return {
      time: toTime(k.t),
      value: Number(k.v),
      color: withAlpha(up ? this.palette.up : this.palette.down, 0.45),
    };
  }

  /** Draws every candle and indicator afresh (a new page, a new palette). */
  draw({ candles, closes }: Series): void {
    this.candles.setData(candles.map((k) => this.candlePoint(k)));
    this.volume.setData(candles.map((k) => this.volumePoint(k)));
    MA_PERIODS.forEach((n, i) => this.ma[i]!.setData(linePoints(candles, sma(closes, n))));
    const bands = bollinger(closes, BOLL_PERIOD, BOLL_MULTIPLIER);
    this.boll[0]!.setData(
      linePoints(
        candles,
        bands.map((b) => b?.upper ?? null),
      ),
    );
    this.boll[1]!.setData(
      linePoints(
        candles,
        bands.map((b) => b?.middle ?? null),
      ),
    );
    this.boll[2]!.setData(
      linePoints(
        candles,
        bands.map((b) => b?.lower ?? null),
      ),
    );
    this.schedulePlaces();
  }

  /** Redraws the newest candle only (a live frame): its bar, volume and indicator points. */
  drawLast({ candles, closes }: Series): void {
    const k = candles.at(-1);
    if (!k) return;
    const time = toTime(k.t);
    const end = closes.length - 1;
    this.candles.update(this.candlePoint(k));
    this.volume.update(this.volumePoint(k));
    MA_PERIODS.forEach((n, i) => {
      const value = smaAt(closes, end, n);
      if (value !== null) this.ma[i]!.update({ time, value });
    });
    const band = bollingerAt(closes, end, BOLL_PERIOD, BOLL_MULTIPLIER);
    if (band) {
      this.boll[0]!.update({ time, value: band.upper });
      this.boll[1]!.update({ time, value: band.middle });
      this.boll[2]!.update({ time, value: band.lower });
    }
    this.schedulePlaces();
  }

  dispose(): void {
    cancelAnimationFrame(this.placesFrame);
    this.onPlaces = undefined;
    this.chart.remove();
  }
}

// ---- data ------------------------------------------------------------------------------------

interface Store extends Series {
  /** The first page has been merged (live frames before it wait in `pendingLive`). */
  loaded: boolean;
  /** The page of the query last merged (a remount does not merge the same answer twice). */
  merged: unknown;
  pendingLive: Candle | undefined;
  /** No older candles exist. */
  exhausted: boolean;
  loadingOlder: boolean;
  /** Do not ask for older candles before this time (after a failure). */
  olderRetryAt: number;
}

const newStore = (): Store => ({
  candles: [],
  closes: [],
  loaded: false,
  merged: undefined,
  pendingLive: undefined,
  exhausted: false,
  loadingOlder: false,
  olderRetryAt: 0,
});

function replaceAll(store: Store, candles: Candle[]): void {
  store.candles = candles;
  store.closes = closesOf(candles);
}

/** Applies a live candle: 'append' (a new one), 'update' (the current one) or 'ignore' (older). */
function applyLive(store: Store, k: Candle): 'append' | 'update' | 'ignore' {
  const last = store.candles.at(-1);
  if (!last || k.t > last.t) {
    store.candles.push(k);
    store.closes.push(Number(k.c));
    return 'append';
  }
  if (k.t === last.t) {
    store.candles[store.candles.length - 1] = k;
    store.closes[store.closes.length - 1] = Number(k.c);
    return 'update';
  }
  return 'ignore';
}

function ChartView({
  code,
  period,
  precision = 2,
  indicators,
  label,
  trades = NO_CHART_TRADES,
  className,
}: CandleChartProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const containerRef = useRef<HTMLDivElement>(null);
  const drawingRef = useRef<ChartDrawing | null>(null);
  // One store per instrument and period (the component is keyed by both).
  const [store] = useState(newStore);
  const [hasCandles, setHasCandles] = useState(false);
  const [places, setPlaces] = useState<Record<string, LinePlace>>({});

  const latest = useQuery({
    queryKey: [...marketKeys.klines(code, period), KLINE_DEFAULT_POINTS],
    queryFn: ({ signal }) => fetchKlines(code, period, { limit: KLINE_DEFAULT_POINTS, signal }),
    // Fetched afresh on every mount; what is cached shows meanwhile and is merged when it comes.
    staleTime: 0,
  });

  // The chart: made on mount, removed on unmount (and while a kept-alive page is hidden).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const drawing = new ChartDrawing(container);
    drawingRef.current = drawing;
    drawing.onPlaces = setPlaces;
    if (store.candles.length > 0) drawing.draw(store);

    const abort = new AbortController();
    const loadOlder = () => {
      const first = store.candles[0];
      if (
        !first ||
        !store.loaded ||
        store.exhausted ||
        store.loadingOlder ||
        Date.now() < store.olderRetryAt
      ) {
        return;
      }
      store.loadingOlder = true;
      fetchKlines(code, period, {
        limit: KLINE_DEFAULT_POINTS,
        endTime: first.t - 1,
        signal: abort.signal,
      })
        .then((page) => {
          if (abort.signal.aborted) return;
          const oldest = store.candles[0]?.t ?? Infinity;
          const older = page.candles.filter((k) => k.t < oldest);
          if (page.candles.length < KLINE_DEFAULT_POINTS || older.length === 0) {
            store.exhausted = true;
          }
          if (older.length === 0) return;
          // The view keeps its place: lightweight-charts anchors it to the newest bar.
          replaceAll(store, mergeCandles(older, store.candles));
          drawing.draw(store);
        })
        .catch(() => {
          store.olderRetryAt = Date.now() + OLDER_RETRY_MS;
        })
        .finally(() => {
          store.loadingOlder = false;
        });
    };
    const onRange = (range: LogicalRange | null) => {
      if (range && range.from < EDGE_BARS) loadOlder();
    };
    const timeScale = drawing.chart.timeScale();
    timeScale.subscribeVisibleLogicalRangeChange(onRange);

    // The theme (and the up/down convention) are attributes of <html>: follow their changes.
    const observer = new MutationObserver(() => {
      if (drawing.setPalette(readPalette())) drawing.draw(store);
    });
    observer.observe(document.documentElement, { attributes: true });

    return () => {
      abort.abort();
      observer.disconnect();
      timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
      drawing.dispose();
      drawingRef.current = null;
    };
  }, [code, period, store]);

  useEffect(() => {
    drawingRef.current?.setPrecision(precision);
  }, [precision]);

  // After the chart is made (the effect above): a remount draws the trades again.
  useEffect(() => {
    drawingRef.current?.setTradeLines(trades.trades.flatMap((trade) => trade.lines));
  }, [trades]);

  useEffect(() => {
    drawingRef.current?.setIndicators({
      ma: indicators.ma,
      boll: indicators.boll,
      volume: indicators.volume,
    });
  }, [indicators.ma, indicators.boll, indicators.volume]);

  useEffect(() => {
    drawingRef.current?.setTimeLabels(locale, PERIOD_MS[period] < PERIOD_MS['1d']);
  }, [locale, period]);

  // The latest page (first load and every refetch) merged with what is drawn.
  useEffect(() => {
    const page = latest.data;
    if (!page || store.merged === page) return;
    let candles = mergeCandles(store.candles, page.candles);
    if (!store.loaded) {
      store.exhausted = page.candles.length < KLINE_DEFAULT_POINTS;
      const live = store.pendingLive;
      if (live && (candles.length === 0 || live.t >= candles.at(-1)!.t)) {
        candles = mergeCandles(candles, [live]);
      }
      store.pendingLive = undefined;
    }
    store.loaded = true;
    store.merged = page;
    replaceAll(store, candles);
    drawingRef.current?.draw(store);
    setHasCandles(candles.length > 0);
  }, [latest.data, store]);

  // The current candle, live (at most one frame per animation frame).
  useLiveTopic(`candle.${code}.${period}`, (message: LiveServerMessage) => {
    if (message.t !== 'candle' || message.code !== code || message.period !== period) return;
    if (!store.loaded) {
      store.pendingLive = message.k;
      return;
    }
    const change = applyLive(store, message.k);
    if (change === 'ignore') return;
    const drawing = drawingRef.current;
    if (store.candles.length === 1) {
      drawing?.draw(store);
      setHasCandles(true);
    } else {
      drawing?.drawLast(store);
    }
  });

  const empty = latest.isSuccess && latest.data.candles.length === 0 && !hasCandles;
  const failed = latest.isError && !hasCandles;
  return (
    // The trades' legend: over the chart's top left corner on the desktop, under it on phones
    // (where it would hide the lines' titles at the price scale).
    <div className="relative flex w-full flex-col">
      <div className={cx('relative w-full', className ?? 'h-75 desk:h-105')}>
        <div
          ref={containerRef}
          role="figure"
          aria-label={label}
          aria-busy={latest.isPending || undefined}
          data-testid="cruuency-chart"
          dir="ltr"
          className="absolute inset-0"
        />
        {latest.isPending && <Skeleton className="absolute inset-0 rounded-lg" />}
        {empty && (
          <p
            className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-fg-muted"
            data-testid="cruuency-chart-empty"
          >
            {t('market.detail.chart.empty')}
          </p>
        )}
        {failed && (
          <div className="absolute inset-0 flex items-center justify-center bg-surface p-4">
            <LoadError
              className="w-full max-w-md"
              title={t('market.detail.chart.loadFailed')}
              error={latest.error}
              onRetry={() => void latest.refetch()}
            />
          </div>
        )}
      </div>
      <ChartTradesLegend trades={trades} precision={precision} places={places} />
    </div>
  );
}

/**
 * The chart of an instrument and period. Changing either starts a new chart (its own candles,
 * history and live topic), which is simpler and safer than rewinding one.
 */
export function CandleChart(props: CandleChartProps) {
  return <ChartView key={`${props.code}|${props.period}`} {...props} />;
}
