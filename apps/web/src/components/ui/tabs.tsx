import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TabOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface TabsProps<V extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  value: V;
  options: readonly TabOption<V>[];
  onChange(value: V): void;
  /** Prefix of the tabs' ids (`<idBase>-tab-<value>`) and the id of the panel they control. */
  idBase: string;
  className?: string;
}

/** The id of the panel a Tabs list controls (give it to the element with role tabpanel). */
export function tabPanelId(idBase: string): string {
  return `${idBase}-panel`;
}

export function tabId(idBase: string, value: string): string {
  return `${idBase}-tab-${value}`;
}

/** The attributes of the panel a Tabs list controls, labelled by its selected tab. */
export function tabPanelProps(idBase: string, value: string) {
  return {
    role: 'tabpanel',
    id: tabPanelId(idBase),
    'aria-labelledby': tabId(idBase, value),
    tabIndex: 0,
    className: 'focus-visible:-outline-offset-2',
  } as const;
}

/**
 * A tab list (WAI-ARIA tabs with automatic activation): one tab in the Tab order, arrow keys
 * move between tabs (mirrored right to left), Home and End go to the first and last.
 */
export function Tabs<V extends string>({
  label,
  value,
  options,
  onChange,
  idBase,
  className,
}: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = useRef(new Map<V, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = options.findIndex((option) => option.value === value);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number;
    if (event.key in step) next = (index + step[event.key]! + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    else return;
    event.preventDefault();
    const target = options[next];
    if (!target) return;
    onChange(target.value);
    tabs.current.get(target.value)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cx('flex gap-2 border-b border-line', className)}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              if (element) tabs.current.set(option.value, element);
              else tabs.current.delete(option.value);
            }}
            id={tabId(idBase, option.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={cx(
              '-mb-px flex h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors duration-(--motion-fast) focus-visible:-outline-offset-2',
              selected ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
