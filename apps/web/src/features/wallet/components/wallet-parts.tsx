import { Code } from '@swx/contract';
import type { TFunction } from 'i18next';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { errorMessage, translate } from '../../../lib/messages';

/** A copy button with a visible label that reads "Copied" for a moment after it worked. */
export function CopyButton({
  value,
  label,
  testId,
}: {
  value: string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.show(t('common.copied'), 'success');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.show(t('common.copyFailed'), 'error');
    }
  }
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-testid={testId}
      data-copied={copied}
      className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-md border border-line-strong bg-raised px-3 text-sm font-medium text-fg hover:bg-hover desk:h-9"
    >
      <Icon aria-hidden="true" className={cx('size-4', copied && 'text-success')} />
      {copied ? t('common.copied') : label}
    </button>
  );
}

interface ChipOption<V extends string> {
  value: V;
  label: string;
  /** The label's direction: left to right by default (network names, codes). */
  dir?: 'ltr' | 'rtl';
}

/** A radio group drawn as chips that wrap (networks). */
export function Chips<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  value: V | null;
  options: readonly ChipOption<V>[];
  onChange(value: V): void;
  testId?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cx(
                'flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors duration-(--motion-fast) desk:h-9',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked
                  ? 'border-accent bg-accent-soft text-accent-text'
                  : 'border-line bg-field text-fg-muted hover:border-line-strong hover:text-fg',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span dir={option.dir ?? 'ltr'}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A label and value row of a terms or receipt list. */
export function TermRow({
  label,
  children,
  strong = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-fg-muted">{label}</dt>
      <dd
        className={cx('min-w-0 text-end break-all tabular-nums', strong && 'font-semibold')}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * What to say about a failed deposit or withdrawal: 10046 names the minimum and the asset
 * (the catalogue's text for it carries server placeholders), everything else by its code.
 */
export function walletErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === Code.DEPOSIT_BELOW_MINIMUM) {
    const result = error.result as { minimum?: unknown; asset?: unknown } | null;
    if (typeof result?.minimum === 'string' && typeof result.asset === 'string') {
      return t('wallet.amount.belowMinimum', { minimum: result.minimum, asset: result.asset });
    }
    if (error.msg) return error.msg;
  }
  return translate(t, errorMessage(error));
}

/** The code of an API failure, or 0. */
export function errorCode(error: unknown): number {
  return isApiError(error) && error.kind === 'api' ? error.code : 0;
}

/** A size in MB with one decimal ("5.3 MB"), for the too-large message. */
export function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(bytes / (1024 * 1024));
}
