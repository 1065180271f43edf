import { createContext, useContext, type ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { cx } from '../../lib/cx';
import { amountSign } from '../../lib/ledger-entries';

/**
 * An amount of money on screen (i18n/format.ts decides how): rounded to its asset's display
 * decimals, with the exact figure in its tooltip (`title`) and its decimal string in
 * `data-amount`. Inside {@link ExactMoney} (detail pages) it shows the exact figure itself.
 */

const Exact = createContext(false);

/** Amounts inside show every digit the ledger keeps (an order's or a journal's detail). */
export function ExactMoney({ children }: { children: ReactNode }) {
  return <Exact.Provider value={true}>{children}</Exact.Provider>;
}

/** Whether amounts here are shown exact (inside {@link ExactMoney}). */
export function useExactMoney(): boolean {
  return useContext(Exact);
}

/**
 * "99,364.37 USDT" with title "99,364.372182 USDT". `signed`: a credit gets its + and the up
 * colour, a debit the down colour (the sign of the exact value: a tiny credit reads "+0.00").
 * `tone` colours by sign without the + (or not at all with `none`).
 */
export function Money({
  value,
  asset,
  signed = false,
  testId,
  className,
  title,
}: {
  value: string;
  asset: string;
  signed?: boolean;
  testId?: string;
  className?: string;
  /** A tooltip of its own (e.g. what makes up the figure); the exact figure by default. */
  title?: string;
}) {
  const format = useFormat();
  const exact = useExactMoney();
  const sign = signed ? amountSign(value) : 0;
  const exactText = `${format.exactMoney(value, asset, { signed })} ${asset}`;
  const shown = exact ? exactText : `${format.money(value, asset, { signed })} ${asset}`;
  return (
    <span
      dir="ltr"
      data-testid={testId}
      data-amount={value}
      title={title ?? exactText}
      className={cx(
        'whitespace-nowrap tabular-nums',
        sign > 0 && 'text-up',
        sign < 0 && 'text-down',
        className,
      )}
    >
      {shown}
    </span>
  );
}
