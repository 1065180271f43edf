import { Paths, contractPosition, type ModifyContractBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * POST /order/modifyContract: the new stop loss and take profit of an open position (null
 * removes one), checked by the server against its current price; answers 20005 and the
 * position. 10055 / 10056: not reasonable; 10057: already closed.
 */
export function modifyContract(body: ModifyContractBody, key: string) {
  return api.post(Paths.modifyContract, body, {
    schema: contractPosition,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/** POST /order/closeContract: closes an open position at the current price (10057 if closed). */
export function closeContract(id: string, key: string) {
  return api.post(
    Paths.closeContract,
    { id },
    { schema: contractPosition, headers: { [IDEMPOTENCY_HEADER]: key } },
  );
}

export function useModifyContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ModifyContractBody; key: string }) =>
      modifyContract(body, key),
    onSuccess: (changed) => {
      queryClient.setQueryData(tradingKeys.position(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
    },
  });
}

export function useCloseContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => closeContract(id, key),
    onSuccess: (closed) => {
      queryClient.setQueryData(tradingKeys.position(closed.id), closed);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.balances() });
    },
  });
}
