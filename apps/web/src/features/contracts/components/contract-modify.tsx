import { Code, FINE_SCALE, type ContractPosition } from '@swx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { decimalsOf } from '../../../lib/validation';
import { useModifyContract } from '../api/change-contract';
import { useContractProduct } from '../api/get-contract-product';
import { tradingKeys } from '../../../lib/query-keys';
import { positionDigits } from '../contract-terms';
import { contractErrorText } from '../text';
import { useCurrentPrice } from '../../../lib/use-current-price';
import { TermRow } from '../../../components/ui/term-row';
import {
  LastPrice,
  PositionActions,
  PositionHeading,
  type PositionDialogProps,
} from './contract-parts';
import { checkStop, StopField, stopErrorText, type StopRules } from './contract-stops';
import { Price } from '../../../components/trade/parts';

/**
 * Changing the stop loss and take profit of an open position: both fields prefilled, each with
 * a remove button and the result it would realise, checked against the live price and the
 * entry as the server checks them; a refusal of the server at its field.
 */
export function ContractModifyDialog({ position, precision, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  const modify = useModifyContract();
  return (
    <RequestDialog
      open={position !== null}
      onClose={onClose}
      request={modify}
      title={position ? t('trading.contracts.modify.title', { orderNo: position.orderNo }) : ''}
      testId="contract-modify"
    >
      {() =>
        position && (
          <ModifyForm
            key={position.id}
            position={position}
            precision={precision}
            modify={modify}
            onDone={() => {
              // Not the dialog's close: that refuses while a request runs, and this is called
              // from the request's own success, before its pending state has been rendered away.
              modify.reset();
              onClose();
            }}
          />
        )
      }
    </RequestDialog>
  );
}

function ModifyForm({
  position,
  precision,
  modify,
  onDone,
}: {
  position: ContractPosition;
  precision: number | undefined;
  modify: ReturnType<typeof useModifyContract>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const product = useContractProduct(position.code);
  const price = useCurrentPrice(position.code);
  const once = useOnceSend();
  const stopRef = useRef<HTMLInputElement>(null);
  const takeRef = useRef<HTMLInputElement>(null);
  const [stopLoss, setStopLoss] = useState(position.stopLoss ?? '');
  const [takeProfit, setTakeProfit] = useState(position.takeProfit ?? '');
  const [touched, setTouched] = useState({ stopLoss: false, takeProfit: false });
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<{ stopLoss?: string; takeProfit?: string }>({});

  // Shown with the instrument's decimals; checked at them (the live price carries exactly them).
  const digits = precision ?? positionDigits(position, price);
  const checkDigits = precision ?? (price === undefined ? FINE_SCALE : decimalsOf(price));
  const rules = (kind: StopRules['kind']): StopRules => ({
    kind,
    side: position.side,
    precision: checkDigits,
    reference: price,
    entry: position.openPrice,
    maxDistance: product.data?.maxStopDistance,
  });
  const stopRules = rules('stopLoss');
  const takeRules = rules('takeProfit');
  const stop = checkStop(stopLoss, stopRules);
  const take = checkStop(takeProfit, takeRules);
  const fieldRefusal =
    isApiError(modify.error) &&
    (modify.error.code === Code.STOP_LOSS_UNREASONABLE ||
      modify.error.code === Code.TAKE_PROFIT_UNREASONABLE);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (once.inFlight()) return;
    // A level the live price makes wrong is refused as the server's refusal is: it stays said
    // until the level is edited, even when the price moves back a tick later (else the click
    // would seem to do nothing).
    if (stop.problem || refused.stopLoss) {
      if (stop.problem) {
        const said = stopErrorText(t, format, stopRules, stop.problem);
        setRefused((was) => ({ ...was, stopLoss: said }));
      }
      stopRef.current?.focus();
      return;
    }
    if (take.problem || refused.takeProfit) {
      if (take.problem) {
        const said = stopErrorText(t, format, takeRules, take.problem);
        setRefused((was) => ({ ...was, takeProfit: said }));
      }
      takeRef.current?.focus();
      return;
    }
    const body = {
      id: position.id,
      stopLoss: stop.value === '' ? null : stop.value,
      takeProfit: take.value === '' ? null : take.value,
    };
    once.send(JSON.stringify(body), modify, (key) => ({ body, key }), {
      onSuccess: () => {
        toast.show(t('trading.contracts.modify.saved'), 'success');
        onDone();
      },
      onRefused: (error) => {
        if (error.code === Code.STOP_LOSS_UNREASONABLE) {
          setRefused({ stopLoss: contractErrorText(t, error) });
          stopRef.current?.focus();
        } else if (error.code === Code.TAKE_PROFIT_UNREASONABLE) {
          setRefused({ takeProfit: contractErrorText(t, error) });
          takeRef.current?.focus();
        } else if (error.code === Code.POSITION_CLOSED) {
          void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
        }
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="contract-modify-form"
    >
      <PositionHeading position={position} />
      <dl className="flex flex-col gap-2 rounded-lg border border-line bg-field px-3.5 py-3 text-sm">
        <TermRow label={t('trading.contracts.modify.entry')}>
          <Price value={position.openPrice} digits={digits} />
        </TermRow>
        <TermRow label={t('trading.contracts.positions.lastPrice')}>
          <LastPrice price={price} digits={digits} testId="contract-modify-price" />
        </TermRow>
        <TermRow label={t('trading.contracts.liquidationPrice')}>
          <Price value={position.liquidationPrice} digits={digits} />
        </TermRow>
      </dl>
      <StopField
        rules={stopRules}
        text={stopLoss}
        onChange={(text) => {
          setStopLoss(text);
          setRefused((was) => ({ ...was, stopLoss: undefined }));
        }}
        onBlur={() => setTouched((was) => ({ ...was, stopLoss: true }))}
        showProblem={touched.stopLoss || submitted}
        refused={refused.stopLoss}
        basis={position}
        removable
        label={t('trading.contracts.positions.stopLoss')}
        inputRef={stopRef}
      />
      <StopField
        rules={takeRules}
        text={takeProfit}
        onChange={(text) => {
          setTakeProfit(text);
          setRefused((was) => ({ ...was, takeProfit: undefined }));
        }}
        onBlur={() => setTouched((was) => ({ ...was, takeProfit: true }))}
        showProblem={touched.takeProfit || submitted}
        refused={refused.takeProfit}
        basis={position}
        removable
        label={t('trading.contracts.positions.takeProfit')}
        inputRef={takeRef}
      />
      <p className="text-sm text-fg-muted">{t('trading.contracts.modify.body')}</p>
      <PositionActions
        name="modify"
        error={fieldRefusal ? null : modify.error}
        pending={modify.isPending}
        onCancel={onDone}
        submit={{ label: t('trading.contracts.modify.save'), testId: 'contract-modify-save' }}
      />
    </form>
  );
}
