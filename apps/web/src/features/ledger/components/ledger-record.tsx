import type { Book, LedgerJournal } from '@swx/contract';
import { ChevronDown, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '@swx/ui';
import { Card } from '../../../components/ui/card';
import { ExactMoney, Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { useIsDesktop } from '../../../lib/media';
import { errorMessage, translate } from '../../../lib/messages';
import { useDownloadStatement } from '../api/export-statement';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/list-ledger';
import { PagedList } from '../../../components/ui/paged-list';
import { amountSign, isKnownReason, reasonName } from '../../../lib/ledger-entries';

export type RecordTab = 'all' | Book;
export const RECORD_TABS: readonly RecordTab[] = ['all', 'demo', 'real'];

const ID_BASE = 'ledger';

interface LedgerRecordProps {
  tab: RecordTab;
  page: number;
  onTabChange(tab: RecordTab): void;
  onPageChange(page: number): void;
}

/** An event's label: its reason in words; a reason known only by family shows its code too. */
function EventType({ journal, showBook }: { journal: LedgerJournal; showBook: boolean }) {
  const { t } = useTranslation();
  const name = reasonName(journal.reason);
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-fg" data-testid="ledger-reason">
        {t(`balance.reasons.${name}`)}
      </span>
      {!isKnownReason(journal.reason) && (
        <code dir="ltr" className="font-mono text-xs text-fg-subtle">
          {journal.reason}
        </code>
      )}
      {showBook && <Badge>{t(`balance.record.tabs.${journal.book}`)}</Badge>}
    </span>
  );
}

const dash = <span className="text-fg-subtle">—</span>;

/**
 * An event's net change of one balance (available or held), one line per asset it moved, in
 * the up/down colours with their sign; a dash where that balance did not move.
 */
function Change({ journal, account }: { journal: LedgerJournal; account: 'available' | 'held' }) {
  const moved = journal.changes.filter((change) => amountSign(change[account]) !== 0);
  if (moved.length === 0) return <span data-testid={`ledger-${account}`}>{dash}</span>;
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      {moved.map((change) => (
        <Money
          key={change.asset}
          value={change[account]}
          asset={change.asset}
          signed
          testId={`ledger-${account}`}
          className="font-medium"
        />
      ))}
    </span>
  );
}

/** Opens and closes an event's entries (`aria-expanded`); its name says which event. */
function EntriesToggle({
  journal,
  open,
  controls,
  onToggle,
}: {
  journal: LedgerJournal;
  open: boolean;
  controls: string;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid="ledger-toggle"
      className="inline-flex h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-accent-text hover:bg-hover desk:h-8"
    >
      {t('balance.record.entries')}{' '}
      <span className="sr-only">{t(`balance.reasons.${reasonName(journal.reason)}`)}</span>
      <ChevronDown
        aria-hidden="true"
        className={cx('size-4 transition-transform duration-(--motion-fast)', open && 'rotate-180')}
      />
    </button>
  );
}

/**
 * An event's entries as the ledger wrote them, exact (the entry detail): which balance moved,
 * by how much, and that balance after it.
 */
function EntryLines({ journal, id }: { journal: LedgerJournal; id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const event = t(`balance.reasons.${reasonName(journal.reason)}`);
  return (
    <ExactMoney>
      <ul
        id={id}
        aria-label={t('balance.record.entriesOf', { event })}
        data-testid="ledger-entries"
        className="flex flex-col gap-1.5 rounded-lg border border-line bg-field px-3 py-2 text-xs"
      >
        {journal.entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="ledger-entry"
            data-account={entry.account}
            className="flex items-start justify-between gap-x-4"
          >
            <span className="text-fg-muted">{t(`balance.${entry.account}`)}</span>
            <span className="flex flex-col items-end gap-0.5 desk:flex-row desk:items-baseline desk:gap-x-3">
              <Money
                value={entry.amount}
                asset={entry.asset}
                signed
                testId="ledger-entry-amount"
                className="font-medium"
              />
              <span className="text-fg-muted tabular-nums" data-testid="ledger-entry-balance">
                {t('balance.record.balanceAfter', {
                  amount: `${format.exactMoney(entry.balanceAfter, entry.asset)} ${entry.asset}`,
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </ExactMoney>
  );
}

/**
 * Which events have their entries open (by journal id). Held by the record itself, above the
 * list and its desktop or phone layout, so that a refresh, a skeleton or a layout change of the
 * rows never closes (or reopens) what the reader opened.
 */
type OpenEvents = ReturnType<typeof useOpenEvents>;
function useOpenEvents() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

const entriesId = (journal: LedgerJournal) => `ledger-entries-${journal.id}`;

/** What both layouts put on an event's element (its test id, reason and journal). */
const eventAttributes = (journal: LedgerJournal) => ({
  'data-testid': 'ledger-event',
  'data-reason': journal.reason,
  'data-journal-id': journal.id,
});

/** An event's entries toggle, wired to the record's open events. */
function EventToggle({ journal, events }: { journal: LedgerJournal; events: OpenEvents }) {
  return (
    <EntriesToggle
      journal={journal}
      open={events.isOpen(journal.id)}
      controls={entriesId(journal)}
      onToggle={() => events.toggle(journal.id)}
    />
  );
}

function DesktopTable({
  items,
  showBook,
  events,
}: {
  items: LedgerJournal[];
  showBook: boolean;
  events: OpenEvents;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className="w-full text-sm" data-testid="ledger-table">
      <thead className="sticky top-0 z-10 bg-surface text-xs text-fg-subtle">
        <tr className="border-b border-line">
          <th scope="col" className="py-3 ps-5 text-start font-medium">
            {t('balance.record.columns.time')}
          </th>
          <th scope="col" className="py-3 ps-4 text-start font-medium">
            {t('balance.record.columns.type')}
          </th>
          <th scope="col" className="py-3 ps-4 text-end font-medium">
            {t('balance.available')}
          </th>
          <th scope="col" className="py-3 ps-4 text-end font-medium">
            {t('balance.held')}
          </th>
          <th scope="col" className="py-3 ps-4 pe-5 text-end font-medium">
            <span className="sr-only">{t('balance.record.entries')}</span>
          </th>
        </tr>
      </thead>
      {items.map((journal) => {
        const open = events.isOpen(journal.id);
        return (
          <tbody
            key={journal.id}
            {...eventAttributes(journal)}
            className="border-b border-line last:border-b-0"
          >
            <tr className="hover:bg-hover">
              <td className="py-3 ps-5 whitespace-nowrap text-fg-muted tabular-nums">
                <time dateTime={journal.time}>{format.dateTime(journal.time)}</time>
              </td>
              <td className="py-3 ps-4">
                <EventType journal={journal} showBook={showBook} />
              </td>
              <td className="py-3 ps-4 text-end">
                <Change journal={journal} account="available" />
              </td>
              <td className="py-3 ps-4 text-end">
                <Change journal={journal} account="held" />
              </td>
              <td className="py-1 ps-4 pe-3 text-end">
                <EventToggle journal={journal} events={events} />
              </td>
            </tr>
            {open && (
              <tr>
                <td colSpan={5} className="px-5 pb-3">
                  <EntryLines journal={journal} id={entriesId(journal)} />
                </td>
              </tr>
            )}
          </tbody>
        );
      })}
    </table>
  );
}

function MobileList({
  items,
  showBook,
  events,
}: {
  items: LedgerJournal[];
  showBook: boolean;
  events: OpenEvents;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-line" data-testid="ledger-table">
      {items.map((journal) => {
        const open = events.isOpen(journal.id);
        return (
          <li
            key={journal.id}
            {...eventAttributes(journal)}
            className="flex flex-col gap-2 px-4 py-3"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <EventType journal={journal} showBook={showBook} />
                <time dateTime={journal.time} className="text-xs text-fg-muted tabular-nums">
                  {format.dateTime(journal.time)}
                </time>
              </div>
              <div className="flex shrink-0 flex-col items-end">
                <dl className="grid grid-cols-[auto_auto] items-baseline gap-x-2 gap-y-1 text-sm">
                  <dt className="text-xs text-fg-muted">{t('balance.available')}</dt>
                  <dd className="text-end">
                    <Change journal={journal} account="available" />
                  </dd>
                  <dt className="text-xs text-fg-muted">{t('balance.held')}</dt>
                  <dd className="text-end">
                    <Change journal={journal} account="held" />
                  </dd>
                </dl>
                <div className="-me-2">
                  <EventToggle journal={journal} events={events} />
                </div>
              </div>
            </div>
            {open && <EntryLines journal={journal} id={entriesId(journal)} />}
          </li>
        );
      })}
    </ul>
  );
}

function RecordSkeleton() {
  return (
    <div className="flex flex-col gap-3 px-5 py-4" aria-hidden="true" data-testid="ledger-loading">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

/**
 * The transaction record: one row per business event (a journal) of one book or both, newest
 * first, a page of whole events at a time, with its net change of the available and the held
 * balance (rounded; exact in the tooltip) and its entries, exact, behind a toggle; and the CSV
 * statement (every entry) of the tab shown.
 */
export function LedgerRecord({ tab, page, onTabChange, onPageChange }: LedgerRecordProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const isDesktop = useIsDesktop();
  const book = tab === 'all' ? undefined : tab;
  const query = useLedger(book, page);
  const download = useDownloadStatement();
  const events = useOpenEvents();

  function onDownload() {
    if (download.isPending) return;
    download.mutate(book, {
      onError: (error) =>
        toast.show(
          `${t('balance.record.downloadFailed')} ${translate(t, errorMessage(error))}`,
          'error',
        ),
    });
  }

  return (
    <Card aria-labelledby="ledger-title" data-testid="ledger-record" className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-4 pb-2">
        <h2 id="ledger-title" className="text-md font-semibold text-fg">
          {t('balance.record.title')}
        </h2>
        <Button
          variant="secondary"
          size={isDesktop ? 'sm' : 'md'}
          onClick={onDownload}
          loading={download.isPending}
          data-testid="ledger-download"
        >
          {!download.isPending && <Download aria-hidden="true" className="size-4" />}
          {t('balance.record.download')}
        </Button>
      </div>
      <Tabs<RecordTab>
        label={t('balance.record.tabsLabel')}
        idBase={ID_BASE}
        value={tab}
        onChange={onTabChange}
        className="px-3"
        options={RECORD_TABS.map((value) => ({
          value,
          label: t(`balance.record.tabs.${value}`),
        }))}
      />
      <PagedList
        query={query}
        page={page}
        pageSize={LEDGER_PAGE_SIZE}
        onPage={onPageChange}
        skeleton={<RecordSkeleton />}
        loadFailed={t('balance.record.loadFailed')}
        empty={
          <p className="px-6 py-12 text-center text-fg-muted" data-testid="ledger-empty">
            {t(`balance.record.empty.${tab}`)}
          </p>
        }
        pageEmpty={{
          text: t('balance.record.pageEmpty'),
          firstPage: t('balance.record.firstPage'),
          testId: 'ledger-empty',
        }}
        pagination={t('balance.record.pagination')}
        rangeTestId="ledger-range"
        panel={tabPanelProps(ID_BASE, tab)}
      >
        {(items) =>
          isDesktop ? (
            <DesktopTable items={items} showBook={tab === 'all'} events={events} />
          ) : (
            <MobileList items={items} showBook={tab === 'all'} events={events} />
          )
        }
      </PagedList>
    </Card>
  );
}
