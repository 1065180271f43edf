import {
  useId,
  useRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { Button } from '../../components/button';
import { Alert, ListSkeleton, LoadError } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';

/**
 * Small pieces shared by the configuration and content pages (tabs, compact labelled
 * controls, a query's loading and error states). Kept here because lib/ and components/
 * have none of them.
 */

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active one is in the tab order. */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => move(event, index)}
            className={cx(
              '-mb-px h-10 border-b-2 px-3 text-sm',
              tab.key === active
                ? 'border-accent font-medium text-fg'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}`}
        className="flex min-h-0 flex-1 flex-col gap-4"
      >
        {children}
      </div>
    </div>
  );
}

const compact =
  'h-9 w-full rounded-md border border-line-strong bg-field px-2 text-sm text-fg ' +
  'hover:border-fg-subtle focus-visible:border-accent aria-invalid:border-danger';

/** A compact input whose label is read by assistive technology (visible when `showLabel`). */
export function CompactInput({
  label,
  showLabel = false,
  invalid = false,
  className,
  ...props
}: {
  label: string;
  showLabel?: boolean;
  invalid?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={showLabel ? 'text-xs font-medium text-fg-muted' : 'sr-only'}>
        {label}
      </label>
      <input id={id} className={compact} aria-invalid={invalid || undefined} {...props} />
    </div>
  );
}

/** A labelled select over plain string options. */
export function SelectField({
  label,
  options,
  className,
  ...props
}: {
  label: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      <select id={id} className={compact} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A query's states: skeleton while loading, the error with retry, else the content. */
export function QueryState<T>({
  query,
  rows,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <ListSkeleton rows={rows} />;
}

/** The outcome of a save: the server's refusal as an alert, a short confirmation on success. */
export function SaveOutcome({
  mutation,
  success = 'Saved.',
}: {
  mutation: { isError: boolean; isSuccess: boolean; error: unknown };
  success?: string;
}) {
  if (mutation.isError) return <Alert tone="danger">{errorMessage(mutation.error)}</Alert>;
  if (mutation.isSuccess) return <Alert tone="success">{success}</Alert>;
  return null;
}

/** A two-step action: the first press asks, the second (Confirm) does it. */
export function ConfirmButton({
  label,
  question,
  confirming,
  onAsk,
  onCancel,
  onConfirm,
  loading,
  variant = 'secondary',
}: {
  label: string;
  question: string;
  confirming: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  variant?: 'secondary' | 'danger' | 'primary';
}) {
  if (!confirming) {
    return (
      <Button variant={variant} onClick={onAsk}>
        {label}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={question} className="inline-flex items-center gap-2">
      <span className="text-sm text-fg-muted">{question}</span>
      <Button variant="primary" loading={loading} onClick={onConfirm} autoFocus>
        Confirm
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </span>
  );
}
