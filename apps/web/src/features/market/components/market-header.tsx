import type { MarketInfo, MarketStatus, TradingHours } from '@swx/contract';
import { ArrowDown, ArrowUp, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionBadge } from '../../../components/live/connection';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { MediaSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { useLivePrice } from '../../../lib/live/use-live';
import { LiveChange, LivePriceText } from './live-cells';
import { InstrumentLogo } from './instrument-logo';

/**
 * The currency page's information: the price header (name, state, live price and change), the
 * 24-hour figures, the trading hours and the description. Numbers are LTR spans inside the
 * page's direction, so that they read left to right in Arabic while aligning with the text.
 */

const STATUS_TONE: Record<MarketStatus, BadgeTone> = {
  open: 'success',
  closed: 'neutral',
  stale: 'warning',
};

function StatusBadge({ status }: { status: MarketStatus }) {
  const { t } = useTranslation();
  const hint = status === 'open' ? undefined : t(`market.statusHint.${status}`);
  return (
    <span className="inline-flex" title={hint}>
      <Badge tone={STATUS_TONE[status]} testId="cruuency-status">
        {t(`market.status.${status}`)}
      </Badge>
      {hint && <span className="sr-only">{hint}</span>}
    </span>
  );
}

/** The big live price, coloured by the last move, with an arrow so colour is never alone. */
function HeaderPrice({ info, stale }: { info: MarketInfo; stale: boolean }) {
  const { t } = useTranslation();
  const live = useLivePrice(info.code);
  const dir = stale ? 0 : (live?.dir ?? 0);
  const Icon = dir > 0 ? ArrowUp : dir < 0 ? ArrowDown : null;
  return (
    <div className="flex flex-col gap-1 desk:items-end">
      <p
        className={cx(
          'flex items-center gap-1 text-2xl font-semibold desk:text-3xl',
          // A price that is not live is greyed out and says why (issue 17).
          stale ? 'text-fg-subtle' : dir > 0 ? 'text-up' : dir < 0 ? 'text-down' : 'text-fg',
        )}
        data-testid="cruuency-price-line"
        data-stale={stale}
        title={stale ? t('market.connection.stale') : undefined}
      >
        {/* The arrow's slot is always there: a first move does not shift the price. */}
        <span className="inline-flex size-7 shrink-0 items-center justify-center">
          {Icon && <Icon aria-hidden="true" className="size-6" />}
          {Icon && <span className="sr-only">{t(dir > 0 ? 'market.up' : 'market.down')}</span>}
        </span>
        <LivePriceText of={info} testId="cruuency-price" />
      </p>
      <p className="flex items-center gap-2 text-sm">
        <span className="text-fg-muted">{t('market.columns.change')}</span>
        <span className="font-medium">
          <LiveChange code={info.code} zdf={info.zdf} testId="cruuency-change" />
        </span>
      </p>
    </div>
  );
}

export function MarketHeader({
  info,
  status,
  headingLevel = 'h1',
}: {
  info: MarketInfo;
  status: MarketStatus;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <header
      className="flex flex-col gap-4 desk:flex-row desk:items-end desk:justify-between"
      data-testid="cruuency-header"
    >
      <div className="flex min-w-0 items-center gap-3">
        <InstrumentLogo src={info.logo} size={40} lazy={false} />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Heading className="truncate text-xl font-semibold tracking-tight desk:text-2xl">
              {info.appName}
            </Heading>
            <StatusBadge status={status} />
            <ConnectionBadge />
            {info.simulated && (
              <span className="inline-flex" title={t('market.simulatedNote')}>
                <Badge tone="warning" testId="cruuency-simulated">
                  {t('market.simulated')}
                </Badge>
              </span>
            )}
          </div>
          <p className="truncate text-sm text-fg-muted" dir="ltr">
            {info.code}
          </p>
        </div>
      </div>
      <HeaderPrice info={info} stale={status === 'stale'} />
    </header>
  );
}

export function MarketHeaderSkeleton() {
  return (
    <div
      className="flex flex-col gap-4 desk:flex-row desk:items-end desk:justify-between"
      aria-hidden="true"
    >
      <div className="flex items-center gap-3">
        <MediaSkeleton media="size-10 rounded-full" lines={['h-7 w-44', 'h-4 w-20']} />
      </div>
      <div className="flex flex-col gap-2 desk:items-end">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  );
}

// ---- 24-hour figures -------------------------------------------------------------------------

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="truncate text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function Num({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span dir="ltr" className="tabular-nums" title={title}>
      {children}
    </span>
  );
}

/** 24-hour open, high, low and volume; bid and ask when the feed has them; contract and venue. */
export function MarketStats({
  info,
  bid,
  ask,
}: {
  info: MarketInfo;
  bid: string | null;
  ask: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const p = info.precision;
  return (
    <Card data-testid="cruuency-stats">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4">
        <Stat label={t('market.detail.open24h')}>
          <Num>{format.price(info.open24h, p)}</Num>
        </Stat>
        <Stat label={t('market.detail.volume24h')}>
          <Num title={format.amount(info.volume24h, 8)}>
            {format.compact(info.volume24h as `${number}`)}
          </Num>
        </Stat>
        <Stat label={t('market.detail.high24h')}>
          <Num>{format.price(info.high24h, p)}</Num>
        </Stat>
        <Stat label={t('market.detail.low24h')}>
          <Num>{format.price(info.low24h, p)}</Num>
        </Stat>
        {bid !== null && (
          <Stat label={t('market.detail.bid')}>
            <span className="text-up">
              <Num>{format.price(bid, p)}</Num>
            </span>
          </Stat>
        )}
        {ask !== null && (
          <Stat label={t('market.detail.ask')}>
            <span className="text-down">
              <Num>{format.price(ask, p)}</Num>
            </span>
          </Stat>
        )}
        <Stat label={t('market.detail.contractSize')}>
          <Num>{format.amount(info.contractSize, 8)}</Num>
        </Stat>
        {/* A venue is named only when the price comes from it. */}
        <Stat label={t('market.detail.venue')}>
          <span data-testid="cruuency-venue">
            {info.simulated ? t('market.detail.venueSimulated') : info.venue}
          </span>
        </Stat>
      </dl>
    </Card>
  );
}

export function MarketStatsSkeleton() {
  return (
    <Card aria-hidden="true">
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="flex flex-col gap-1.5">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </div>
    </Card>
  );
}

// ---- trading hours ---------------------------------------------------------------------------

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SESSION_TIME = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{2}:\d{2})$/;

type SessionRow =
  /** Days with the same windows within the day ("Mon – Fri", ["09:30–12:00", "13:00–16:00"]). */
  | { kind: 'days'; days: number[][]; ranges: string[] }
  /** A window over midnight or days ("Sun 17:00 – Fri 17:00"). */
  | { kind: 'span'; fromDay: number; from: string; toDay: number; to: string }
  /** A window the page cannot read: shown as the server wrote it. */
  | { kind: 'raw'; text: string };

/**
 * The weekly sessions grouped for reading: days sharing the same windows within the day become
 * one row with runs of consecutive days ("Mon – Fri"); a window crossing midnight is its own row.
 */
export function groupSessions(sessions: TradingHours['sessions']): SessionRow[] {
  const byDay = new Map<number, string[]>();
  const rows: { order: number; row: SessionRow }[] = [];
  for (const session of sessions) {
    const from = SESSION_TIME.exec(session.from);
    const to = SESSION_TIME.exec(session.to);
    if (!from || !to) {
      rows.push({ order: 99, row: { kind: 'raw', text: `${session.from} – ${session.to}` } });
      continue;
    }
    const fromDay = DAYS.indexOf(from[1] as (typeof DAYS)[number]);
    const toDay = DAYS.indexOf(to[1] as (typeof DAYS)[number]);
    if (fromDay === toDay && from[2]! < to[2]!) {
      const ranges = byDay.get(fromDay) ?? [];
      ranges.push(`${from[2]}–${to[2]}`);
      byDay.set(fromDay, ranges);
    } else {
      rows.push({
        order: fromDay,
        row: { kind: 'span', fromDay, from: from[2]!, toDay, to: to[2]! },
      });
    }
  }
  // Days with identical windows, then runs of consecutive days within each group.
  const groups = new Map<string, number[]>();
  for (const [day, ranges] of byDay) {
    ranges.sort();
    const key = ranges.join(',');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  for (const [key, days] of groups) {
    // Sunday first: the trading week of most markets opens on Sunday evening.
    const ordered = [...days].sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const d of ordered) {
      const run = runs.at(-1);
      if (run && run.at(-1) === d - 1) run.push(d);
      else runs.push([d]);
    }
    rows.push({
      order: ordered[0]!,
      row: {
        kind: 'days',
        days: runs,
        ranges: key.split(','),
      },
    });
  }
  return rows.sort((a, b) => a.order - b.order).map((r) => r.row);
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Short weekday names in the reader's language: 0 = Sunday. */
function weekdayNames(locale: string): (day: number) => string {
  let formatter = weekdayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormatters.set(locale, formatter);
  }
  const f = formatter;
  // 1 January 2023 was a Sunday.
  return (day) => f.format(new Date(Date.UTC(2023, 0, 1 + day)));
}

function dayRuns(runs: number[][], name: (day: number) => string): string {
  return runs
    .map((run) =>
      run.length === 1
        ? name(run[0]!)
        : run.length === 2
          ? `${name(run[0]!)}, ${name(run[1]!)}`
          : `${name(run[0]!)} – ${name(run.at(-1)!)}`,
    )
    .join(', ');
}

/** "America/New_York" → "New York" (a city reads better than a zone name or an offset). */
function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

export function TradingHoursCard({ hours, status }: { hours: TradingHours; status: MarketStatus }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const dayName = weekdayNames(locale);
  const rows = hours.alwaysOpen ? [] : groupSessions(hours.sessions);
  const next = hours.nextChange ? new Date(hours.nextChange) : null;
  const nextText =
    next && !Number.isNaN(next.getTime())
      ? new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
          numberingSystem: 'latn',
        }).format(next)
      : null;
  return (
    <Card aria-labelledby="cruuency-hours" data-testid="cruuency-hours">
      <div className="flex flex-col gap-3 px-5 py-4">
        <h2 id="cruuency-hours" className="flex items-center gap-2 font-semibold text-fg">
          <Clock aria-hidden="true" className="size-4 text-fg-subtle" />
          {t('market.detail.hours')}
        </h2>
        {hours.alwaysOpen ? (
          <p className="text-sm text-fg-muted">{t('market.detail.alwaysOpen')}</p>
        ) : (
          <>
            <p className="text-xs text-fg-subtle">
              {t('market.detail.sessionsIn', { zone: zoneCity(hours.timeZone) })}
            </p>
            <ul className="flex flex-col gap-1.5 text-sm">
              {rows.map((row, i) => (
                <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  {row.kind === 'days' ? (
                    <>
                      <span className="text-fg-muted">{dayRuns(row.days, dayName)}</span>
                      <span dir="ltr" className="font-medium text-fg tabular-nums">
                        {row.ranges.join(', ')}
                      </span>
                    </>
                  ) : row.kind === 'span' ? (
                    <span className="text-fg">
                      {dayName(row.fromDay)}{' '}
                      <bdi dir="ltr" className="font-medium tabular-nums">
                        {row.from}
                      </bdi>
                      {' – '}
                      {dayName(row.toDay)}{' '}
                      <bdi dir="ltr" className="font-medium tabular-nums">
                        {row.to}
                      </bdi>
                    </span>
                  ) : (
                    <span dir="ltr" className="text-fg">
                      {row.text}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {nextText && (
          <p className="border-t border-line pt-3 text-sm font-medium text-fg">
            {t(status === 'closed' ? 'market.detail.opensAt' : 'market.detail.closesAt', {
              time: nextText,
            })}
          </p>
        )}
      </div>
    </Card>
  );
}

// ---- description -----------------------------------------------------------------------------

export function AboutCard({ info }: { info: MarketInfo }) {
  const { t } = useTranslation();
  if (!info.description && !info.simulated) return null;
  return (
    <Card aria-labelledby="cruuency-about" data-testid="cruuency-about">
      <div className="flex flex-col gap-2 px-5 py-4">
        <h2 id="cruuency-about" className="font-semibold text-fg">
          {t('market.detail.about', { name: info.appName })}
        </h2>
        {info.description &&
          info.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className="text-sm text-pretty text-fg-muted">
              {paragraph}
            </p>
          ))}
        {info.simulated && <p className="text-xs text-fg-subtle">{t('market.simulatedNote')}</p>}
      </div>
    </Card>
  );
}

/** The information column's placeholders (figures, hours, description). */
export function MarketInfoSkeleton() {
  return (
    <>
      <MarketStatsSkeleton />
      <Card aria-hidden="true">
        <div className="flex flex-col gap-3 px-5 py-4">
          <Skeleton className="h-5 w-32" />
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-4 w-full" />
          ))}
        </div>
      </Card>
    </>
  );
}
