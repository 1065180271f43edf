import { Paths, smartExitQuote, smartOrder, type ExitSmartBody } from '@swx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys } from '../../../lib/query-keys';
import { smartKeys } from '../../../lib/query-keys';

/**
 * GET /order/getSmartExitQuote/{id}: what an early exit pays now (valid until the next
 * accrual), asked for afresh each time the exit dialog opens.
 */
export function useSmartExitQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: smartKeys.quote(id),
    queryFn: ({ signal }) =>
      api.get(Paths.smartExitQuote.replace(':id', encodeURIComponent(id)), {
        schema: smartExitQuote,
        cache: false,
        signal,
      }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/** POST /order/exitSmart at the quoted figures (a changed quote answers 10067). */
export function exitSmart(body: ExitSmartBody, key: string) {
  return api.post(Paths.exitSmart, body, {
    schema: smartOrder,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useExitSmart() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ body, key }: { body: ExitSmartBody; key: string }) => exitSmart(body, key),
    onSuccess: () => {
      // Not the quote: the plan has ended, there is nothing more to quote.
      void queryClient.invalidateQueries({ queryKey: smartKeys.plans() });
      void queryClient.invalidateQueries({ queryKey: smartKeys.planAll() });
      void queryClient.invalidateQueries({ queryKey: smartKeys.products(language) });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
  });
}
