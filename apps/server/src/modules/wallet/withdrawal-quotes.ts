import { createHmac, timingSafeEqual } from 'node:crypto';
import { QUOTE_ID_MAX, WITHDRAWAL_NETWORKS, type WithdrawalNetwork } from '@swx/contract';

/**
 * A BTC or ETH withdrawal's quote travels as a token the server signed (docs/adr/0032): the
 * terms the user saw (amount and fee in the asset, the recorded price and its time), whose
 * they are and until when. The request sends it back; the server honours exactly those terms,
 * or refuses. Nothing is stored for a quote: asking for one writes nothing.
 */
export interface SignedQuote {
  userId: number;
  network: WithdrawalNetwork;
  /** Decimal texts as the quote gave them. */
  amount: string;
  fee: string;
  rate: string;
  /** The time of the tick the rate came from, ms since the epoch. */
  rateAt: number;
  expiresAt: number;
}

const VERSION = 'q1';

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`withdrawal-quote\n${payload}`).digest();
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 60;
const isTime = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

export function quoteSigner(key: Buffer) {
  if (key.length < 32) throw new Error('a quote key is at least 32 bytes');
  return {
    sign(quote: SignedQuote): string {
      const payload = Buffer.from(
        JSON.stringify([
          quote.userId,
          quote.network,
          quote.amount,
          quote.fee,
          quote.rate,
          quote.rateAt,
          quote.expiresAt,
        ]),
      ).toString('base64url');
      const token = `${VERSION}.${payload}.${mac(key, payload).toString('base64url')}`;
      if (token.length > QUOTE_ID_MAX) throw new Error('quote token longer than QUOTE_ID_MAX');
      return token;
    },
    /** The signed terms, or undefined for a token this server did not sign as it stands. */
    read(token: string): SignedQuote | undefined {
      const [version, payload, signature, extra] = token.split('.');
      if (version !== VERSION || !payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(key, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (!Array.isArray(fields) || fields.length !== 7) return undefined;
      const [userId, network, amount, fee, rate, rateAt, expiresAt] = fields as unknown[];
      if (
        !isTime(userId) ||
        !(WITHDRAWAL_NETWORKS as readonly unknown[]).includes(network) ||
        !isText(amount) ||
        !isText(fee) ||
        !isText(rate) ||
        !isTime(rateAt) ||
        !isTime(expiresAt)
      ) {
        return undefined;
      }
      return {
        userId,
        network: network as WithdrawalNetwork,
        amount,
        fee,
        rate,
        rateAt,
        expiresAt,
      };
    },
  };
}

export type QuoteSigner = ReturnType<typeof quoteSigner>;
