import {
  Paths,
  depositItem,
  depositNetworksResult,
  depositPage,
  identificationStatus,
  withdrawalItem,
  withdrawalPage,
  withdrawalQuote,
  isConvertedWithdrawal,
  type NetworkId,
  type WithdrawalBody,
  type WithdrawalNetwork,
} from '@swx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';
import { ledgerKeys, walletKeys } from '../../../lib/query-keys';

/** Records per page of the deposit and withdrawal lists. */
export const WALLET_PAGE_SIZE = 10;

/** GET /user/listDepositNetworks: the networks that have a receiving address. */
export function useDepositNetworks(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.networks(),
    queryFn: ({ signal }) =>
      api.get(Paths.listDepositNetworks, { schema: depositNetworksResult, cache: false, signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** A record list's status filter: every status, or one. */
export type StatusFilter = 'all' | string;

/** GET /user/listRecharge: the caller's deposits, newest first (of one status, or all). */
export function useDeposits(page: number, status: StatusFilter = 'all') {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: walletKeys.depositPage(page, status),
    queryFn: ({ signal }) =>
      api.get(Paths.listRecharge, {
        query: { page, pageSize: WALLET_PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
        schema: depositPage,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** GET /user/listWithdrwal (the spec's spelling): the caller's withdrawals, newest first. */
export function useWithdrawals(page: number, status: StatusFilter = 'all') {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: walletKeys.withdrawalPage(page, status),
    queryFn: ({ signal }) =>
      api.get(Paths.listWithdrawal, {
        query: { page, pageSize: WALLET_PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
        schema: withdrawalPage,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** GET /user/getIdentification: whether withdrawals are open to the user (verified). */
export function useIdentification(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.identification(),
    queryFn: ({ signal }) =>
      api.get(Paths.getIdentification, { schema: identificationStatus, cache: false, signal }),
    staleTime: 30_000,
    enabled,
  });
}

/** GET /user/getWithdrawalQuote: the terms of a withdrawal now. */
export function fetchWithdrawalQuote(
  network: WithdrawalNetwork,
  amount: string,
  signal?: AbortSignal,
) {
  return api.get(Paths.withdrawalQuote, {
    query: { network, amount },
    schema: withdrawalQuote,
    cache: false,
    signal,
  });
}

/** How often a BTC or ETH quote is asked again while the form shows it (its price moves). */
export const CONVERTED_QUOTE_REFRESH_MS = 10_000;

/**
 * GET /user/getWithdrawalQuote for a valid amount (null: nothing to ask yet). A BTC or ETH
 * quote converts at the recorded price: it is kept fresh while shown.
 */
export function useWithdrawalQuote(network: WithdrawalNetwork, amount: string | null) {
  const converted = isConvertedWithdrawal(network);
  return useQuery({
    queryKey: walletKeys.quote(network, amount ?? ''),
    queryFn: ({ signal }) => fetchWithdrawalQuote(network, amount!, signal),
    enabled: amount !== null,
    retry: false,
    staleTime: converted ? 0 : 30_000,
    refetchInterval: converted ? CONVERTED_QUOTE_REFRESH_MS : false,
  });
}

export interface DepositClaim {
  network: NetworkId;
  amount: string;
  txHash: string;
  last6: string;
  proof: File;
}

/**
 * POST /user/recharge (multipart) with the attempt's Idempotency-Key (the same key when the
 * user tries again after a failure, so that one claim is stored once).
 */
export function submitDeposit(claim: DepositClaim, key: string) {
  const form = new FormData();
  form.set('network', claim.network);
  form.set('amount', claim.amount);
  form.set('txHash', claim.txHash);
  form.set('last6', claim.last6);
  form.set('proof', claim.proof, claim.proof.name);
  return api.post(Paths.recharge, form, {
    schema: depositItem,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claim, key }: { claim: DepositClaim; key: string }) => submitDeposit(claim, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.deposits() }),
  });
}

/** POST /user/withdrawal: the amount and fee are held at once, so balances change too. */
export function submitWithdrawal(body: WithdrawalBody, key: string) {
  return api.post(Paths.withdrawal, body, {
    schema: withdrawalItem,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useSubmitWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalBody; key: string }) =>
      submitWithdrawal(body, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals() });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
  });
}
