import { ASSET_SCALE, type Asset } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/feedback';
import { ConfirmStep } from '../../components/decision';
import { TextField } from '../../components/field';
import { errorMessage } from '../../lib/api';
import { formatAmount } from '../../lib/money';
import { depositQuoteQuery, type DepositItem } from './api';

/**
 * The approval of a deposit: the amount received (the claimed one unless the chain shows
 * otherwise; after a first approval, what that approver saw arrive) and what it credits now,
 * BTC and ETH at the current recorded price, before the staff member confirms. The approval
 * itself converts at the price of its own moment. Above the four-eyes threshold it says that a
 * second staff member must approve as well.
 */
export function DepositApproval({
  item,
  busy,
  onConfirm,
  onCancel,
}: {
  item: DepositItem;
  busy: boolean;
  onConfirm: (received: string) => void;
  onCancel: () => void;
}) {
  // A second approver confirms what the first saw received; they cannot change it.
  const agreed = item.firstReceived;
  const [received, setReceived] = useState(agreed ?? item.amount);
  const scale = ASSET_SCALE[item.asset as Asset] ?? 6;
  const valid = new RegExp(`^(?:0|[1-9]\\d{0,14})(?:\\.\\d{1,${scale}})?$`).test(received);
  const quote = useQuery({ ...depositQuoteQuery(item.id, received), enabled: valid });

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={`Amount received (${item.asset})`}
        name="received"
        inputMode="decimal"
        autoComplete="off"
        value={received}
        error={valid ? undefined : `Enter an amount with at most ${scale} decimals.`}
        readOnly={agreed !== null}
        hint={
          agreed !== null
            ? 'What the first approver saw arrive; check it on chain.'
            : 'The amount that arrived on chain; the claim is the default.'
        }
        onChange={(event) => setReceived(event.target.value.trim())}
      />
      {valid && quote.isError && <Alert tone="danger">{errorMessage(quote.error)}</Alert>}
      {valid && quote.data && (
        <ConfirmStep
          confirmLabel="Confirm approval"
          busy={busy}
          onConfirm={() => onConfirm(received)}
          onCancel={onCancel}
        >
          <span data-testid="deposit-quote">
            Credit <strong className="tabular">{formatAmount(quote.data.creditedUsdt)} USDT</strong>{' '}
            to the customer’s real account for{' '}
            <strong className="tabular">
              {formatAmount(quote.data.received)} {quote.data.asset}
            </strong>{' '}
            on {item.network}
            {quote.data.rate
              ? ` at ${quote.data.rate} USDT per ${quote.data.asset}, the recorded price now (the approval uses the price of its moment)`
              : ''}
            ? Check the transfer on chain first.
            {quote.data.twoApprovers &&
              (quote.data.firstApprovedBy
                ? ' Yours is the second approval: it credits the customer.'
                : ' This is the first of two approvals: a different staff member credits it.')}
          </span>
        </ConfirmStep>
      )}
    </div>
  );
}
