import { Code } from '@swx/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, translate } from '../../../lib/messages';

/**
 * What to say about a failed deposit or withdrawal: 10046 names the minimum and the asset
 * (the catalogue's text for it carries server placeholders), everything else by its code.
 */
export function walletErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === Code.DEPOSIT_BELOW_MINIMUM) {
    const result = error.result as { minimum?: unknown; asset?: unknown } | null;
    if (typeof result?.minimum === 'string' && typeof result.asset === 'string') {
      return t('wallet.amount.belowMinimum', { minimum: result.minimum, asset: result.asset });
    }
    if (error.msg) return error.msg;
  }
  return translate(t, errorMessage(error));
}

/**
 * The sheet (mobile) or dialog (desktop) of a deposit or a withdrawal. It cannot be closed
 * while the request is on its way; closing it forgets the last answer, so that it opens on a
 * fresh form.
 */
export function WalletDialog({
  open,
  onClose,
  submit,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onClose(): void;
  submit: { isPending: boolean; reset(): void };
  title: string;
  description: string;
  testId: string;
  children(close: () => void): ReactNode;
}) {
  function close() {
    if (submit.isPending) return;
    submit.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      sheet
      title={title}
      description={description}
      testId={testId}
    >
      {children(close)}
    </Dialog>
  );
}
