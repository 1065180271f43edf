import type { FormEvent, ReactNode } from 'react';
import { cx } from '@swx/ui';
import { Alert } from '../../../components/ui/alert';

/**
 * A form of the account (sign in, register, passwords): validated by `form`, it hands the
 * parsed body to `onSubmit` unless a submission is `busy`; `notice` and then the form's error
 * stand above the fields. With `columns`, the desktop lays the fields out in two columns (a long
 * form then fits the first screen); a child that takes the whole row says `desk:col-span-2`.
 */
export function AuthForm<T>({
  form,
  busy,
  onSubmit,
  notice,
  columns = false,
  children,
}: {
  form: {
    handleSubmit(submit: (data: T) => void): (event: FormEvent<HTMLFormElement>) => void;
    formError: string | null;
  };
  busy: boolean;
  onSubmit(data: T): void;
  notice?: ReactNode;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={cx(
        'flex flex-col gap-4',
        columns && 'desk:grid desk:grid-cols-2 desk:items-start desk:gap-x-5',
      )}
      onSubmit={form.handleSubmit((body) => {
        if (busy) return;
        onSubmit(body);
      })}
    >
      {notice && <div className="desk:col-span-2">{notice}</div>}
      {form.formError && (
        <Alert tone="error" testId="form-error" className="desk:col-span-2">
          {form.formError}
        </Alert>
      )}
      {children}
    </form>
  );
}
