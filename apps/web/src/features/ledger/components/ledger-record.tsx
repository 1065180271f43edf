import type { Book, LedgerEntry } from '@swx/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '@swx/ui';
import { Card } from '../../../components/ui/card';
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

/** An entry's label: its reason in words; a reason known only by family shows its code too. */
function EntryType({ entry, showBook }: { entry: LedgerEntry; showBook: boolean }) {
  const { t } = useTranslation();
  const name = reasonName(entry.reason);
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-fg" data-testid="ledger-reason">
        {t(`balance.reasons.${name}`)}
      </span>
      {!isKnownReason(entry.reason) && (
        <code dir="ltr" className="font-mono text-xs text-fg-subtle">
          {entry.reason}
        </code>
      )}
      {showBook && <Badge>{t(`balance.record.tabs.${entry.book}`)}</Badge>}
      {entry.account === 'held' && <Badge tone="warning">{t('balance.record.heldAccount')}</Badge>}
    </span>
  );
}

/** The signed amount in the up/down colours, with its sign (never colour alone). */
function EntryAmount({ entry }: { entry: LedgerEntry }) {
  const format = useFormat();
  const sign = amountSign(entry.amount);
  return (
    <span
      dir="ltr"
      data-testid="ledger-amount"
      data-amount={entry.amount}
      className={cx(
        'font-medium whitespace-nowrap tabular-nums',
        sign > 0 ? 'text-up' : sign < 0 ? 'text-down' : 'text-fg-muted',
      )}
    >
      {format.money(entry.amount, entry.asset, { signed: true })} {entry.asset}
    </span>
  );
}

function DesktopTable({ items, showBook }: { items: LedgerEntry[]; showBook: boolean }) {
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
            {t('balance.record.columns.amount')}
          </th>
          <th scope="col" className="py-3 ps-4 pe-5 text-end font-medium">
            {t('balance.record.columns.balanceAfter')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((entry) => (
          <tr
            key={entry.id}
            data-testid="ledger-entry"
            data-reason={entry.reason}
            className="hover:bg-hover"
          >
            <td className="py-3 ps-5 whitespace-nowrap text-fg-muted tabular-nums">
              <time dateTime={entry.time}>{format.dateTime(entry.time)}</time>
            </td>
            <td className="py-3 ps-4">
              <EntryType entry={entry} showBook={showBook} />
            </td>
            <td className="py-3 ps-4 text-end">
              <EntryAmount entry={entry} />
            </td>
            <td className="py-3 ps-4 pe-5 text-end whitespace-nowrap text-fg tabular-nums">
              <span dir="ltr">{format.money(entry.balanceAfter, entry.asset)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MobileList({ items, showBook }: { items: LedgerEntry[]; showBook: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-line" data-testid="ledger-table">
      {items.map((entry) => (
        <li
          key={entry.id}
          data-testid="ledger-entry"
          data-reason={entry.reason}
          className="flex items-start justify-between gap-3 px-4 py-3"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <EntryType entry={entry} showBook={showBook} />
            <time dateTime={entry.time} className="text-xs text-fg-muted tabular-nums">
              {format.dateTime(entry.time)}
            </time>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
            <EntryAmount entry={entry} />
            <span className="text-xs text-fg-muted">
              {t('balance.record.balanceAfter', {
                amount: format.money(entry.balanceAfter, entry.asset),
              })}
            </span>
          </div>
        </li>
      ))}
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
 * The transaction record: entries of one book or both, newest first, a page at a time, and
 * the CSV statement of the tab shown.
 */
export function LedgerRecord({ tab, page, onTabChange, onPageChange }: LedgerRecordProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const isDesktop = useIsDesktop();
  const book = tab === 'all' ? undefined : tab;
  const query = useLedger(book, page);
  const download = useDownloadStatement();

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
            <DesktopTable items={items} showBook={tab === 'all'} />
          ) : (
            <MobileList items={items} showBook={tab === 'all'} />
          )
        }
      </PagedList>
    </Card>
  );
}
