import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Button, cx } from '@swx/ui';
import { Alert } from './alert';

/** How a username (or an e-mail given in its place) is typed: as it is, and filled in. */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/**
 * A form of the account (sign in, register, passwords, security settings): validated by `form`, it sends the
 * parsed body with `request` unless one is on its way (`onSend` just before), and shows a
 * refusal at its field or above the fields; `notice` and then the form's error stand above
 * the fields. With `columns`, the desktop lays the fields out in two columns (a long form then
 * fits the first screen); a child that takes the whole row says `desk:col-span-2`.
 */
export function AccountForm<T, R>({
  form,
  request,
  onSuccess,
  onSend,
  notice,
  columns = false,
  submit,
  children,
}: {
  form: {
    handleSubmit(submit: (data: T) => void): (event: FormEvent<HTMLFormElement>) => void;
    formError: string | null;
    showError(error: unknown): void;
  };
  request: Pick<UseMutationResult<R, Error, T>, 'isPending' | 'mutate'>;
  onSuccess(result: R): void;
  onSend?(): void;
  notice?: ReactNode;
  columns?: boolean;
  /** The send button after the fields: its label, and classes where a form places it. */
  submit: { label: string; className?: string };
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
        if (request.isPending) return;
        onSend?.();
        request.mutate(body, { onSuccess, onError: form.showError });
      })}
    >
      {notice && <div className="desk:col-span-2">{notice}</div>}
      {form.formError && (
        <Alert tone="error" testId="form-error" className="desk:col-span-2">
          {form.formError}
        </Alert>
      )}
      {children}
      <Button
        type="submit"
        size="lg"
        block
        loading={request.isPending}
        className={cx('mt-1', submit.className)}
      >
        {submit.label}
      </Button>
    </form>
  );
}
