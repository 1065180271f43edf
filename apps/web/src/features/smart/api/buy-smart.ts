import { Paths, smartOrder, type BuySmartBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';
import { smartKeys } from '../../../lib/query-keys';

/**
 * POST /order/buySmart with the attempt's Idempotency-Key and the daily and penalty rates the
 * user saw (changed terms answer 10067). Real book only (the demo book answers 10042).
 */
export function buySmart(body: BuySmartBody, key: string) {
  return api.post(Paths.buySmart, body, {
    schema: smartOrder,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useBuySmart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BuySmartBody; key: string }) => buySmart(body, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: smartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
  });
}
