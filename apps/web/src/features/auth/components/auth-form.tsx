import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/**
 * A form of the account (sign in, register, passwords): validated by `form`, it hands the
 * parsed body to `onSubmit` unless a submission is `busy`; `notice` and then the form's error
 * stand above the fields.
 */
export function AuthForm<T>({
  form,
  busy,
  onSubmit,
  notice,
  children,
}: {
  form: {
    handleSubmit(submit: (data: T) => void): (event: FormEvent<HTMLFormElement>) => void;
    formError: string | null;
  };
  busy: boolean;
  onSubmit(data: T): void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((body) => {
        if (busy) return;
        onSubmit(body);
      })}
    >
      {notice}
      {form.formError && (
        <Alert tone="error" testId="form-error">
          {form.formError}
        </Alert>
      )}
      {children}
    </form>
  );
}
