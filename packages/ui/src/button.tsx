import { LoaderCircle } from 'lucide-react';
import {
  createContext,
  useContext,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from './cx';

/**
 * The one Button of the customer app and the back office. Both draw it from the same classes;
 * what differs is each app's default, set once at its root with `ButtonDefaults`: the customer
 * app's roomy sizes (44 px tap targets on narrow screens) and icon spinner, the back office's
 * dense `sm` size and ring spinner.
 */

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium ' +
  'transition-colors duration-(--motion-fast) ease-standard ' +
  'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover disabled:hover:bg-accent',
  secondary: 'border border-line-strong bg-raised text-fg hover:bg-hover disabled:hover:bg-raised',
  ghost: 'text-fg hover:bg-hover disabled:hover:bg-transparent',
  danger: 'border border-line bg-raised text-danger hover:bg-danger-soft',
};

/* Heights: 44 px (tap target) on narrow screens, denser on the desktop layout (`desk`, a
   variant of the customer app); `sm` is the back office's size. */
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base desk:h-10',
  lg: 'h-12 px-5 text-md desk:h-11',
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {},
): string {
  const { variant = 'primary', size = 'md', block = false } = options;
  return cx(base, variants[variant], sizes[size], block && 'w-full');
}

/** A text link: accent colour, underline on hover, a 44 px tap target on narrow screens. */
export const textLinkClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-sm font-medium text-accent-text ' +
  'hover:underline desk:min-h-0';

/** What a Button without a `size` gets, and what it shows while `loading`. */
export interface ButtonLook {
  size: ButtonSize;
  spinner: ReactNode;
}

const ButtonLookContext = createContext<ButtonLook>({
  size: 'md',
  spinner: <LoaderCircle aria-hidden="true" className="animate-spin size-4" />,
});

/** Sets the default look of the Buttons below it (an app's root). */
export function ButtonDefaults({ children, ...look }: ButtonLook & { children: ReactNode }) {
  return <ButtonLookContext value={look}>{children}</ButtonLookContext>;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner and refuses clicks (no double submit); the name stays the same. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const look = useContext(ButtonLookContext);
  return (
    <button
      type={type}
      className={cx(buttonClasses({ variant, size: size ?? look.size, block }), className)}
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
      {loading && look.spinner}
      {children}
    </button>
  );
}
