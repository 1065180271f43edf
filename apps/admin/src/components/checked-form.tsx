import type { ReactNode } from 'react';

/**
 * A form that checks itself before it sends: submitting calls `onCheck` (to show the problems
 * from now on) and `send` only when `valid`. The browser's own validation stays off unless
 * `browserChecks` is set.
 */
export function CheckedForm({
  valid,
  send,
  onCheck,
  className = 'flex flex-col gap-4',
  browserChecks = false,
  children,
}: {
  valid: boolean;
  send: () => void;
  onCheck?: (checked: true) => void;
  className?: string;
  browserChecks?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate={!browserChecks}
      onSubmit={(event) => {
        event.preventDefault();
        onCheck?.(true);
        if (valid) send();
      }}
    >
      {children}
    </form>
  );
}
