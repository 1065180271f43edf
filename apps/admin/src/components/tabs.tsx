import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../lib/cx';

/**
 * Tabs over one panel (the selected tab's content); arrow keys, Home and End move between them
 * and only the selected tab is in the tab order. With `fill` the tabs and their panel take the
 * rest of the page's height (a flex column), for sections that scroll inside themselves.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  fill = false,
  children,
}: {
  label: string;
  tabs: readonly (readonly [K, string])[];
  value: K;
  onChange: (tab: K) => void;
  fill?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex(([key]) => key === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]![0]);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }
  return (
    <div className={cx('flex min-h-0 flex-col gap-4', fill && 'flex-1')}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-line"
        onKeyDown={onKeyDown}
      >
        {tabs.map(([key, text]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={key === value}
            aria-controls={`${id}-panel`}
            tabIndex={key === value ? 0 : -1}
            onClick={() => onChange(key)}
            className={cx(
              '-mb-px h-9 border-b-2 px-3 text-sm',
              key === value
                ? 'border-accent font-medium text-fg'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {text}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${value}`}
        className={fill ? 'flex min-h-0 flex-1 flex-col gap-4' : undefined}
      >
        {children}
      </div>
    </div>
  );
}
