import { Paths, balancesResult } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';

/**
 * POST /user/resetDemo: the demo book's available USDT back to the demo amount. `key` is the
 * action's Idempotency-Key: the same key on a retry, so that a reset is applied once.
 */
export function resetDemo(key: string) {
  return api.post(Paths.resetDemo, undefined, {
    schema: balancesResult,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/** The reset; its answer is the new balances, and the record gains the reset's entry. */
export function useResetDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDemo,
    onSuccess: (result) => {
      queryClient.setQueryData(ledgerKeys.balances(), result);
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.journalsAll() });
    },
  });
}
