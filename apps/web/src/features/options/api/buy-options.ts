import { Paths, optionsOrder, type BuyOptionsBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * POST /order/buyOptions in the book of the account mode (X-Real-Account), with the attempt's
 * Idempotency-Key: the stake is held and the open tick recorded; answers 20004 and the order.
 */
export function buyOptions(body: BuyOptionsBody, key: string) {
  return api.post(Paths.buyOptions, body, {
    schema: optionsOrder,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useBuyOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BuyOptionsBody; key: string }) => buyOptions(body, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.balances() });
    },
  });
}
