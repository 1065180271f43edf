import { Paths, buyNftResult, type BuyNftBody } from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';
import { nftKeys } from './keys';

/**
 * POST /user/buyNft with the attempt's Idempotency-Key: a bid on an auction (`amount` the bid)
 * or a purchase of editions (`amount` the total the user confirmed, price × quantity; another
 * answers 10067 with the price). Real book only (the demo book answers 10042).
 */
export function buyNft(body: BuyNftBody, key: string) {
  return api.post(Paths.buyNft, body, {
    schema: buyNftResult,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useBuyNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BuyNftBody; key: string }) => buyNft(body, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: nftKeys.all });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
  });
}
