import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex h-9 select-none items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 ' +
  'text-sm font-medium transition-colors duration-(--motion-fast) ease-standard ' +
  'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover disabled:hover:bg-accent',
  secondary: 'border border-line-strong bg-raised text-fg hover:bg-hover disabled:hover:bg-raised',
  ghost: 'text-fg hover:bg-hover disabled:hover:bg-transparent',
  danger: 'border border-line bg-raised text-danger hover:bg-danger-soft',
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and refuses clicks (no double submit); the name stays the same. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(base, variants[variant], block && 'w-full', className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
