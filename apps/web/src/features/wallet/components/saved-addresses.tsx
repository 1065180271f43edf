import type { WithdrawalAddressItem } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { useFormat } from '../../../i18n/format';

/** What the withdrawal needs of the address book. */
export interface SavedAddressBook {
  items: readonly WithdrawalAddressItem[];
  /** With the whitelist on, an address still waiting cannot be used yet. */
  whitelistOn: boolean;
  /** Reads the book again (a withdrawal was refused for its address). */
  refresh(): void;
}

/** "TNUC9Q…yWFR": enough of an address to tell saved ones apart; the field shows it whole. */
const shortAddress = (address: string) =>
  address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * The address book's saved addresses of the chosen network, each a button that fills the
 * withdrawal's address; with the whitelist on, one still waiting says from when it can be used.
 * Nothing when none.
 */
export function SavedAddresses({
  items,
  whitelistOn,
  chosen,
  onChoose,
}: {
  items: readonly WithdrawalAddressItem[];
  whitelistOn: boolean;
  chosen: string;
  onChoose(address: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="withdraw-saved">
      <legend className="mb-2 text-sm font-medium text-fg-muted">
        {t('wallet.withdraw.saved')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={item.address === chosen}
            onClick={() => onChoose(item.address)}
            className={cx(
              'flex min-h-11 flex-col items-start rounded-md border px-3 py-1.5 text-start text-sm desk:min-h-9',
              item.address === chosen
                ? 'border-accent bg-accent-soft text-fg'
                : 'border-line-strong bg-raised text-fg hover:bg-hover',
            )}
          >
            <bdi className="font-medium">{item.label}</bdi>
            <span dir="ltr" className="font-mono text-xs text-fg-muted">
              {shortAddress(item.address)}
            </span>
            {whitelistOn && !item.ready && (
              <span className="text-xs text-warning">
                {t('security.addressBook.waiting', { time: format.dateTime(item.usableAt) })}
              </span>
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
