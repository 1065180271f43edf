import type { AddressBook, PasskeyItem, SecuritySettings } from '@swx/contract';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { useAddressBook } from '../api/address-book';
import { usePasskeys } from '../api/passkeys';
import { useSecuritySettings } from '../api/security';

type Protection = 'password' | 'twoFactor' | 'passkey' | 'antiPhishing' | 'whitelist';

/**
 * Each protection the page offers, whether it is on, and the card that sets it up. A list the
 * page could not read (passkeys, the address book) leaves its protection out rather than
 * calling it missing.
 */
function protections(
  settings: SecuritySettings,
  passkeys: PasskeyItem[] | undefined,
  book: AddressBook | undefined,
): { id: Protection; on: boolean; card: string }[] {
  const all: ({ id: Protection; on: boolean; card: string } | false)[] = [
    { id: 'password', on: settings.hasPassword, card: 'two-factor-title' },
    { id: 'twoFactor', on: settings.twoFactor.enabled, card: 'two-factor-title' },
    passkeys !== undefined && { id: 'passkey', on: passkeys.length > 0, card: 'passkeys-title' },
    { id: 'antiPhishing', on: settings.antiPhishing !== null, card: 'anti-phishing-title' },
    book !== undefined && { id: 'whitelist', on: book.whitelist.on, card: 'address-book-title' },
  ];
  return all.filter((item) => item !== false);
}

/**
 * The level: weak without a second factor (neither two-factor sign-in nor a passkey, so a
 * stolen password is enough), strong with every protection on, fair between.
 */
function levelOf(list: { id: Protection; on: boolean }[]): 'weak' | 'fair' | 'strong' {
  const on = (id: Protection) => list.some((item) => item.id === id && item.on);
  if (!on('twoFactor') && !on('passkey')) return 'weak';
  return list.every((item) => item.on) ? 'strong' : 'fair';
}

const LEVEL_TONE = { weak: 'bg-danger', fair: 'bg-warning', strong: 'bg-success' } as const;

/**
 * The account's protection at a glance: how many of the protections are on (a password, two-
 * factor sign-in, a passkey, the anti-phishing code, the withdrawal whitelist), each listed on
 * or missing, a missing one linked to the card that sets it up.
 */
export function SecurityScore() {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  const passkeys = usePasskeys();
  const book = useAddressBook();
  if (!settings.data) {
    // The cards below say why when the settings cannot be read.
    return settings.isError ? null : <Skeleton className="h-28 w-full rounded-xl" />;
  }
  if (passkeys.isPending || book.isPending) {
    return <Skeleton className="h-28 w-full rounded-xl" />;
  }
  const list = protections(settings.data, passkeys.data?.items, book.data);
  const on = list.filter((item) => item.on).length;
  const level = levelOf(list);
  return (
    <Card
      aria-labelledby="security-score-title"
      className="flex flex-col gap-4 p-5 desk:flex-row desk:items-center desk:gap-8"
      data-testid="security-score"
      data-level={level}
    >
      <div className="flex min-w-56 flex-col gap-2">
        <h2 id="security-score-title" className="text-sm text-fg-muted">
          {t('security.score.title')}
        </h2>
        <p className="text-xl font-semibold text-fg" data-testid="security-score-level">
          {t(`security.score.levels.${level}`)}
        </p>
        <div
          className="flex gap-1"
          role="img"
          aria-label={t('security.score.count', { on, total: list.length })}
        >
          {list.map((item, index) => (
            <span
              key={item.id}
              className={cx(
                'h-1.5 flex-1 rounded-full',
                index < on ? LEVEL_TONE[level] : 'bg-line',
              )}
            />
          ))}
        </div>
        <p className="text-xs text-fg-subtle">
          {t('security.score.count', { on, total: list.length })}
        </p>
      </div>
      <ul className="grid flex-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((item) => (
          <li
            key={item.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-line bg-field px-3 py-2.5 text-sm"
            data-testid={`security-score-${item.id}`}
            data-on={item.on}
          >
            <span className="flex items-center gap-2 text-fg">
              {item.on ? (
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              ) : (
                <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-warning" />
              )}
              {t(`security.score.items.${item.id}`)}
            </span>
            {item.on ? (
              <span className="text-xs text-fg-subtle">{t('security.score.on')}</span>
            ) : (
              <a
                href={item.id === 'password' ? '/pass/reset' : `#${item.card}`}
                className="text-xs font-medium text-accent-text hover:underline"
              >
                {t('security.score.setUp')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
