import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountForm } from './account-form';
import { RequestDialog } from './request-dialog';
import { useToast } from './toast';

/**
 * A dialog holding one account form (a security setting asked for with the password or a
 * code): it cannot close while the request runs, opens on an empty form each time, and on
 * success says `success` in a note and closes itself.
 */
export function FormDialog<T, R>({
  open,
  onClose,
  request,
  form,
  title,
  description,
  testId,
  submit,
  success,
  children,
}: {
  open: boolean;
  onClose(): void;
  request: Pick<UseMutationResult<R, Error, T>, 'isPending' | 'mutate' | 'reset'>;
  form: Parameters<typeof AccountForm<T, R>>[0]['form'] & { reset(): void };
  title: string;
  description?: string;
  testId: string;
  submit: string;
  /** The note shown once the request succeeded. */
  success: (result: R) => string;
  children: ReactNode;
}) {
  const toast = useToast();
  function closed() {
    form.reset();
    onClose();
  }
  return (
    <RequestDialog
      open={open}
      onClose={closed}
      request={request}
      title={title}
      description={description}
      testId={testId}
    >
      {() => (
        <AccountForm
          submit={{ label: submit }}
          form={form}
          request={request}
          onSuccess={(result) => {
            toast.show(success(result), 'success');
            // From the request's own success: not the dialog's close, which refuses while the
            // request is still pending.
            request.reset();
            closed();
          }}
        >
          {children}
        </AccountForm>
      )}
    </RequestDialog>
  );
}
