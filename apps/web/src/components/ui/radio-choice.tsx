import type { ReactNode } from 'react';

/** The outline a choice shows while its (hidden) radio has the keyboard focus. */
export const FOCUS_WITHIN =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

/**
 * One choice of a radio group drawn as a label: the radio itself is for screen readers and the
 * keyboard only, the label (`className`) is what shows.
 */
export function RadioChoice<V extends string>({
  name,
  value,
  checked,
  onChange,
  className,
  testId,
  children,
}: {
  name: string;
  value: V;
  checked: boolean;
  onChange(value: V): void;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <label data-testid={testId} className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}
