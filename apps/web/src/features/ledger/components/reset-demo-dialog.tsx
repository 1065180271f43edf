import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '@swx/ui';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { errorMessage, translate } from '../../../lib/messages';
import { balanceOf, BOOK_ASSET } from '../../../lib/balances';
import { useResetDemo } from '../api/reset-demo';
import { Money } from '../../../components/ui/money';

interface ResetDemoDialogProps {
  /**
   * The Idempotency-Key of this reset: one per opening of the dialog (one user action), kept
   * when the user tries again after a failure. Null: the dialog is closed.
   */
  actionKey: string | null;
  onClose(): void;
  /** The demo amount the reset restores (the `demo.initialBalanceUsdt` parameter). */
  target: { value: string | undefined; error: unknown; retry(): void };
  /** The demo book's available balance now, if known. */
  current: string | undefined;
}

/**
 * The reset's confirmation: it repeats what the reset does (from what to what) before it is
 * sent, and a toast is the receipt after. A reset on its way cannot be dismissed.
 */
export function ResetDemoDialog({ actionKey, onClose, target, current }: ResetDemoDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const reset = useResetDemo();
  const amount = target.value === undefined ? undefined : format.money(target.value, BOOK_ASSET);

  function close() {
    if (reset.isPending) return;
    reset.reset();
    onClose();
  }

  function confirm() {
    if (actionKey === null || target.value === undefined) return;
    reset.mutate(actionKey, {
      onSuccess: (result) => {
        const now = balanceOf(result.balances, 'demo').available;
        toast.show(t('balance.reset.done', { amount: format.money(now, BOOK_ASSET) }), 'success');
        reset.reset();
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={actionKey !== null}
      onClose={close}
      sheet
      title={t('balance.reset.title')}
      description={amount === undefined ? undefined : t('balance.reset.description', { amount })}
      testId="reset-demo-dialog"
    >
      {target.value === undefined && target.error ? (
        <LoadError
          title={t('balance.reset.amountFailed')}
          error={target.error}
          onRetry={target.retry}
        />
      ) : (
        <dl className="flex flex-col gap-2.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-fg-muted">{t('balance.reset.current')}</dt>
            <dd className="tabular-nums" dir="ltr">
              {current === undefined ? (
                <Skeleton className="h-5 w-28" />
              ) : (
                <Money value={current} asset={BOOK_ASSET} />
              )}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-fg-muted">{t('balance.reset.after')}</dt>
            <dd className="font-semibold tabular-nums" dir="ltr" data-testid="reset-demo-target">
              {target.value === undefined ? (
                <Skeleton className="h-5 w-28" />
              ) : (
                <Money value={target.value} asset={BOOK_ASSET} />
              )}
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-3 text-sm text-fg-muted">{t('balance.reset.note')}</p>
      {reset.isError && (
        <Alert tone="error" className="mt-3" testId="reset-demo-error">
          {translate(t, errorMessage(reset.error))}
        </Alert>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={reset.isPending}>
          {t('balance.reset.cancel')}
        </Button>
        <Button
          onClick={confirm}
          loading={reset.isPending}
          disabled={amount === undefined}
          data-testid="reset-demo-confirm"
        >
          {amount === undefined
            ? t('balance.reset.button')
            : t('balance.reset.confirm', { amount })}
        </Button>
      </div>
    </Dialog>
  );
}
