import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { useToast } from './toast';

/**
 * Copies `value` to the clipboard with a toast saying whether it worked; `copied` is true for
 * `ms` after it did.
 */
export function useCopy(value: string, ms = 2000) {
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
      timer.current = setTimeout(() => setCopied(false), ms);
    } catch {
      toast.show(t('common.copyFailed'), 'error');
    }
  }
  return { copied, copy };
}

/** A small secondary button beside a value (copy, download). */
export const toolButtonClasses =
  'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-md border border-line-strong bg-raised px-3 text-sm font-medium text-fg hover:bg-hover desk:h-9';

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
  const { copied, copy } = useCopy(value);
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-testid={testId}
      data-copied={copied}
      className={toolButtonClasses}
    >
      <Icon aria-hidden="true" className={cx('size-4', copied && 'text-success')} />
      {copied ? t('common.copied') : label}
    </button>
  );
}
