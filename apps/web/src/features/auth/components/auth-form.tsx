import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/** How a username (or an e-mail given in its place) is typed: as it is, and filled in. */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/**
 * A form of the account (sign in, register, passwords): validated by `form`, it sends the
 * parsed body with `request` unless one is on its way (`onSend` just before), and shows a
 * refusal at its field or above the fields; `notice` and then the form's error stand above
 * the fields.
 */
export function AuthForm<T, R>({
  form,
  request,
  onSuccess,
  onSend,
  notice,
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
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((body) => {
        if (request.isPending) return;
        onSend?.();
        request.mutate(body, { onSuccess, onError: form.showError });
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
