import { Paths, contractPosition, type OpenContractBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * POST /order/openContract in the book of the account mode (X-Real-Account), with the attempt's
 * Idempotency-Key: the margin is held and the fee taken at the server's latest price; answers
 * 20004 and the position.
 */
export function openContract(body: OpenContractBody, key: string) {
  return api.post(Paths.openContract, body, {
    schema: contractPosition,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useOpenContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: OpenContractBody; key: string }) => openContract(body, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.balances() });
    },
  });
}
