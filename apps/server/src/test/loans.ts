import { createHash } from 'node:crypto';
import {
  type LoanDetail,
  type LoanProduct,
  type LoanProductList,
  type LoanQuote,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { get, post, registerUser } from './client.js';
import type { TestApp } from './harness.js';
import { multipartBody, postForm, type FormAnswer } from './multipart.js';
import { REAL, smartUser, type SmartUser } from './smart.js';

/**
 * Loans in integration tests (issue 19): a user with real USDT and a verified identity record,
 * a drawn signature, and an application through the API at the quoted agreement.
 */

export type LoanUser = SmartUser;

/** A registered user with `usdt` in the real book and (unless told) a verified KYC record. */
export async function loanUser(
  t: TestApp,
  usdt: string,
  options: { verified?: boolean } = {},
): Promise<LoanUser> {
  const user = usdt === '0' ? await registerUser(t) : await smartUser(t, usdt);
  if (options.verified !== false) {
    await t.database.db.execute(sql`
      insert into kyc_applications (user_id, status, first_name, last_name, sex, birthdate,
        country, address, phone, document_type, front_key, back_key, hand_key, submitted_at,
        reviewed_at)
      values (${Number(user.user.id)}, 'verified', 'Ada', 'Lovelace', 'female', '1990-12-10',
        'GB', '12 St James Square, London', '+44 20 7946 0000', 'passport', 'front.png',
        'back.png', 'hand.png', now(), now())`);
  }
  return user;
}

/** A signature drawn on a white pad: a dark stroke. */
export function signaturePng(ink = '#111111'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
    <rect width="300" height="100" fill="white"/>
    <path d="M10 70 C 60 10, 90 90, 140 40 S 220 80, 290 30" stroke="${ink}" stroke-width="4"
      fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function loanProducts(t: TestApp, user: LoanUser): Promise<LoanProductList> {
  return (await get<LoanProductList>(t, '/user/listLoanProduct', { token: user.token })).result;
}

export async function loanProduct(t: TestApp, user: LoanUser, code: string): Promise<LoanProduct> {
  const found = (await loanProducts(t, user)).items.find((p) => p.code === code);
  if (!found) throw new Error(`no loan product ${code}`);
  return found;
}

export function quoteLoan(
  t: TestApp,
  user: LoanUser,
  body: { productId: number; amount: string; days: number },
) {
  return post<LoanQuote>(t, '/user/loanQuote', { token: user.token, headers: REAL, body });
}

/** Applies at the quote's agreement with a drawn signature (or `signature` instead). */
export async function applyLoan(
  t: TestApp,
  user: LoanUser,
  quote: LoanQuote,
  options: {
    signature?: Buffer | null;
    sha256?: string;
    version?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<FormAnswer<LoanDetail>> {
  const signature = options.signature === undefined ? await signaturePng() : options.signature;
  return postForm<LoanDetail>(
    t,
    '/user/loan',
    multipartBody(
      {
        productId: String(quote.productId),
        amount: quote.amount,
        days: String(quote.termDays),
        agreementVersion: String(options.version ?? quote.agreement.version),
        agreementSha256: options.sha256 ?? quote.agreement.sha256,
        detailsConfirmed: 'true',
      },
      signature === null ? {} : { signature: { bytes: signature } },
    ),
    { token: user.token, headers: options.headers ?? REAL },
  );
}

/** Quotes and applies for `amount` of product `code` over `days`; throws if refused. */
export async function borrow(
  t: TestApp,
  user: LoanUser,
  code: string,
  amount: string,
  days: number,
): Promise<LoanDetail> {
  const product = await loanProduct(t, user, code);
  const quote = await quoteLoan(t, user, { productId: product.id, amount, days });
  if (quote.code !== 200) throw new Error(`quote ${code} ${amount}: ${quote.code} ${quote.msg}`);
  const applied = await applyLoan(t, user, quote.result);
  if (applied.result?.status !== 'pending_review') {
    throw new Error(`applying ${code} ${amount}: ${applied.code} ${applied.msg}`);
  }
  return applied.result;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
