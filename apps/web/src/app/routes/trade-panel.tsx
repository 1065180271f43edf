import type { Book, MarketStatus, OptionsDirection } from '@swx/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { tabPanelProps, Tabs } from '../../components/ui/tabs';
import { cx } from '../../lib/cx';
import { useSession } from '../../lib/session';
import { useBook } from '../../lib/use-book';
import { useContractTicket } from '../../features/contracts/components/contract-trade';
import { useOptionsTicket } from '../../features/options/components/options-trade';
import { BookBadge, DIRECTION_TEXT } from '../../components/trade/parts';
import { DIRECTION_ICON } from '../../features/options/components/parts';
import type { TradeInstrument } from '../../components/trade/ticket';

/** The kinds of trade on an instrument: options contracts and leveraged contracts. */
export type TradeKind = 'options' | 'contracts';
export const TRADE_KINDS: readonly TradeKind[] = ['options', 'contracts'];

interface TradePanelProps {
  instrument: TradeInstrument;
  status: MarketStatus | undefined;
  /** `panel`: a card beside the chart (desktop); `sheet`: a bottom bar opening a sheet. */
  layout: 'panel' | 'sheet';
  /** The kind shown (the page shows the same kind's orders); options when not given. */
  kind?: TradeKind;
  onKindChange?(kind: TradeKind): void;
}

/**
 * Trading on the currency page: Options and Contracts as two tabs, each a form, a
 * confirmation that repeats every term and a receipt. On the desktop a card beside the chart
 * (the steps after the form in a dialog); on phones a bar above the tab bar (the book in use,
 * Up, Down and Contracts) that opens a bottom sheet with the same tabs (the steps in place of
 * the form). Each tab keeps what was typed while the other is shown.
 */
export function TradePanel({
  instrument,
  status,
  layout,
  kind: shown,
  onKindChange,
}: TradePanelProps) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const book = useBook();
  const [own, setOwn] = useState<TradeKind>('options');
  const [sheetOpen, setSheetOpen] = useState(false);
  const kind = shown ?? own;
  const closeSheet = () => setSheetOpen(false);
  const options = useOptionsTicket({ instrument, status, onDone: closeSheet });
  const contracts = useContractTicket({ instrument, status, onDone: closeSheet });
  const flow = kind === 'options' ? options : contracts;
  const idBase = `trade-kind-${layout}`;

  function setKind(next: TradeKind) {
    setOwn(next);
    onKindChange?.(next);
  }

  const tabs = (className: string) => (
    <div data-testid="trade-kinds" className={className}>
      <Tabs<TradeKind>
        label={t('trading.panel.kindsLabel')}
        idBase={idBase}
        value={kind}
        onChange={setKind}
        className="px-2"
        options={TRADE_KINDS.map((value) => ({
          value,
          label: t(`trading.panel.kinds.${value}`),
        }))}
      />
    </div>
  );

  if (layout === 'panel') {
    const panel = tabPanelProps(idBase, kind);
    return (
      <>
        {/* Never higher than the window below the top bar: the title and tabs stay, the form
            scrolls (room at its end for the review button, which stays at the foot). */}
        <Card
          aria-labelledby="trade-title"
          data-testid="trade-panel"
          data-kind={kind}
          className="flex max-h-[calc(100dvh-4rem-1px-3rem)] flex-col overflow-hidden"
        >
          <h2 id="trade-title" className="shrink-0 px-4 pt-3 font-semibold text-fg">
            {t('trading.panel.title')}
          </h2>
          {tabs('shrink-0')}
          <div
            {...panel}
            className={cx(panel.className, 'min-h-0 flex-1 scroll-pb-24 overflow-y-auto')}
            data-testid="trade-panel-body"
          >
            <div className="flex flex-col gap-4 px-5 py-4">
              <p className="text-xs text-fg-muted" data-testid="trade-subtitle">
                {flow.subtitle}
              </p>
              {flow.form}
            </div>
          </div>
        </Card>
        {[options, contracts].map((each) => (
          <Dialog
            key={each.dialogTestId}
            open={each.step !== 'form'}
            onClose={each.dismiss}
            sheet
            title={each.dialogTitle}
            testId={each.dialogTestId}
          >
            {each.review}
          </Dialog>
        ))}
      </>
    );
  }

  return (
    <>
      {/* The page leaves room for the fixed bar at its end. */}
      <TradeBar
        book={isLogin ? book : undefined}
        onPick={(direction) => {
          setKind('options');
          options.setDirection(direction);
          setSheetOpen(true);
        }}
        onContracts={() => {
          setKind('contracts');
          setSheetOpen(true);
        }}
      />
      <Dialog
        open={sheetOpen}
        onClose={() => {
          if (flow.pending) return;
          if (flow.step !== 'form') flow.dismiss();
          setSheetOpen(false);
        }}
        sheet
        title={t('trading.panel.sheetTitle', { name: instrument.name })}
        description={flow.step === 'form' ? flow.subtitle : undefined}
        testId="trade-sheet"
      >
        {flow.review ?? (
          <>
            {tabs('-mx-5 -mt-4 mb-4')}
            <div {...tabPanelProps(idBase, kind)}>{flow.form}</div>
          </>
        )}
      </Dialog>
    </>
  );
}

/**
 * The mobile bar above the tab bar: the book in use, Up and Down (options) and Contracts
 * within thumb reach; each opens the trade sheet on its tab (Up and Down with that direction
 * chosen).
 */
function TradeBar({
  book,
  onPick,
  onContracts,
}: {
  book: Book | undefined;
  onPick(direction: OptionsDirection): void;
  onContracts(): void;
}) {
  const { t } = useTranslation();
  const button =
    'flex h-11 min-w-0 flex-auto items-center justify-center gap-1 rounded-md border bg-surface px-2 text-sm font-semibold transition-colors duration-(--motion-fast) hover:bg-hover';
  return (
    <div
      role="region"
      aria-label={t('trading.panel.barLabel')}
      data-testid="trade-bar"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-canvas/95 backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-xl items-center gap-1.5 px-4 py-2">
        {book && <BookBadge book={book} testId="trade-bar-book" />}
        {(['up', 'down'] as const).map((direction) => {
          const Icon = DIRECTION_ICON[direction];
          return (
            <button
              key={direction}
              type="button"
              aria-haspopup="dialog"
              onClick={() => onPick(direction)}
              data-testid={`trade-bar-${direction}`}
              className={cx(
                button,
                direction === 'up' ? 'border-up' : 'border-down',
                DIRECTION_TEXT[direction],
              )}
            >
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              <span className="truncate">{t(`trading.panel.${direction}`)}</span>
            </button>
          );
        })}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onContracts}
          data-testid="trade-bar-contracts"
          className={cx(button, 'border-line-strong text-fg')}
        >
          <span className="truncate">{t('trading.panel.kinds.contracts')}</span>
        </button>
      </div>
    </div>
  );
}
