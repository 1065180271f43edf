import {
  LOAN_SIGNATURE_FILE,
  Paths,
  loanAgreement,
  loanDetail,
  loanPage,
  loanProductList,
  loanQuote,
  type LoanQuote,
  type LoanQuoteBody,
  type RepayLoanBody,
} from '@swx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { dataUrlOf } from '../../../lib/data-url';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { ledgerKeys, loanKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/**
 * Loans (issue 19, docs/adr/0025): the products with the caller's standing, a quote with the
 * agreement to sign, the signed application (multipart with the drawn signature), the caller's
 * loans, one loan, a repayment, and the agreement as signed. Real book only where money moves.
 */

export const LOANS_PAGE_SIZE = 10;

/** GET /user/listLoanProduct: products in the reader's language and the caller's standing. */
export function useLoanProducts() {
  const language = useLanguage();
  const { isLogin } = useSession();
  return useQuery({
    queryKey: loanKeys.products(language),
    queryFn: ({ signal }) =>
      api.get(Paths.listLoanProduct, { schema: loanProductList, cache: false, signal }),
    enabled: isLogin,
    staleTime: 30_000,
  });
}

/** POST /user/loanQuote: the figures and the agreement filled in (no money moves). */
export function quoteLoan(body: LoanQuoteBody) {
  return api.post(Paths.loanQuote, body, { schema: loanQuote });
}

export function useLoanQuote() {
  return useMutation({ mutationFn: quoteLoan });
}

export interface LoanApplication {
  quote: LoanQuote;
  /** The drawn signature, a PNG. */
  signature: Blob;
}

/**
 * POST /user/loan (multipart) at the quote's agreement (its version and SHA-256) with the
 * signature; a changed agreement answers 10067 and the app quotes again.
 */
export function applyLoan(application: LoanApplication, key: string) {
  const { quote, signature } = application;
  const form = new FormData();
  form.set('productId', String(quote.productId));
  form.set('amount', quote.amount);
  form.set('days', String(quote.termDays));
  form.set('agreementVersion', String(quote.agreement.version));
  form.set('agreementSha256', quote.agreement.sha256);
  form.set('detailsConfirmed', 'true');
  form.set(LOAN_SIGNATURE_FILE, signature, 'signature.png');
  return api.post(Paths.loan, form, {
    schema: loanDetail,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useApplyLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, key }: { application: LoanApplication; key: string }) =>
      applyLoan(application, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

/** GET /user/listLoanRecord: the caller's loans, newest first. */
export function useLoans(page: number, pageSize = LOANS_PAGE_SIZE) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: loanKeys.loanPage(page, pageSize),
    queryFn: ({ signal }) =>
      api.get(Paths.listLoanRecord, {
        query: { page, pageSize },
        schema: loanPage,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /user/getLoanById/{id}: one of the caller's loans with its repayments. */
export function useLoan(id: string) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: loanKeys.loan(id),
    queryFn: ({ signal }) =>
      api.get(withId(Paths.loanById, id), { schema: loanDetail, cache: false, signal }),
    enabled: isLogin && id !== '',
    staleTime: 15_000,
  });
}

/** GET /user/getLoanAgreement/{id}: the agreement as signed, with its SHA-256. */
export function useLoanAgreement(id: string, enabled = true) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: loanKeys.agreement(id),
    queryFn: ({ signal }) =>
      api.get(withId(Paths.loanAgreement, id), { schema: loanAgreement, cache: false, signal }),
    enabled: isLogin && enabled && id !== '',
    staleTime: Infinity,
  });
}

/** GET /user/getLoanSignature/{id}: the signature image as signed (its owner's only). */
export function useLoanSignature(id: string, enabled = true) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: [...loanKeys.agreement(id), 'signature'],
    // A data: URL (the content security policy allows no blob: images).
    queryFn: async ({ signal }) =>
      dataUrlOf((await api.download(withId(Paths.loanSignature, id), { signal })).blob),
    enabled: isLogin && enabled && id !== '',
    staleTime: Infinity,
  });
}

/** POST /user/repayLoan: part or all of what is owed now, from the real available balance. */
export function repayLoan(body: RepayLoanBody, key: string) {
  return api.post(Paths.repayLoan, body, {
    schema: loanDetail,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RepayLoanBody; key: string }) => repayLoan(body, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
  });
}
