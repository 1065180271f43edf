import {
  API_PREFIX,
  ASSET_SCALE,
  Code,
  Paths,
  certificateText,
  minimumBid,
  nftDonation,
  type BuyNftBody,
  type BuyNftResult,
  type Charity,
  type Language,
  type ListMyNftQuery,
  type ListNftQuery,
  type MyBid,
  type MyNftPage,
  type NftCertificate,
  type NftDetail,
  type LiveServerMessage,
  type NftItem,
  type NftLive,
  type NftPage,
  type NftSaleMode,
  type NftStatus,
  type NftToken,
} from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/arrays.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import { iso, rows } from '../../platform/db/rows.js';
import { assert } from '../../platform/assert.js';
import { AppError } from '../../platform/http/errors.js';
import { countParameter } from '../../platform/parameters.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import {
  PlatformAccount,
  holdLegs,
  post,
  releaseLegs,
  unitsOf,
  type Leg,
} from '../ledger/index.js';
import type { IdEvents } from '../../platform/events.js';
import { sha256 } from '../identity/index.js';
import type { NotificationService } from '../notifications/index.js';
import { textIn } from '../../platform/db/texts.js';
import { claimEach } from '../../platform/db/claim.js';

/**
 * Charity NFTs (domain.md "NFT", docs/adr/0026). Editions are bought at a fixed price: one
 * journal moves the total from the buyer's available balance to the charity's payable account
 * (its donation share) and to fees (the rest), and mints one token per copy. A bid on an auction
 * holds its amount in the bidder's real balance; a higher bid releases the previous leader's
 * hold in the same transaction; a bid in the last `nft.antiSnipeSeconds` moves the end. An
 * ended auction is settled once, by whichever instance claims it: the leader's hold is paid to
 * the charity (and fees) and the token minted, or, below the reserve, the hold is released.
 * Donations are read from the ledger, never from a counter.
 */

const USDT = ASSET_SCALE.USDT;
const ID = /^[1-9]\d{0,17}$/;
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));
const usdtOrNull = (text: string | null) => (text === null ? null : usdt(text));

/** The parameter that sets how late a bid extends an auction, and its fallback. */
export const ANTI_SNIPE_KEY = 'nft.antiSnipeSeconds';
export const ANTI_SNIPE_DEFAULT_SECONDS = 120;

/** The journal reference every money movement of an item carries. */
const itemRef = (id: string) => ({ type: 'nft_item', id });

/** A bidder as other people see them: "al***e". */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

type ImageKeys = Record<'image_small' | 'image_medium' | 'image_large', string | null>;

/**
 * An item as a sale or a settlement reads it under its row lock (and the live topic without):
 * what the money needs, and the English title and charity name that certificates and
 * notifications state; no ledger sums.
 */
interface SaleRow extends ImageKeys {
  id: string;
  status: NftStatus;
  charity_id: number;
  mode: NftSaleMode;
  edition_size: number;
  sold: number;
  price: string | null;
  starting_price: string | null;
  reserve_price: string | null;
  min_increment: string | null;
  donation_share: string;
  ends_at: string | Date | null;
  leader_id: string | null;
  current_bid: string | null;
  bid_count: number;
  title: string;
  charity_name: string;
}

/** An item as the pages read it (`itemColumns`): title and charity in the reader's language. */
interface ItemRow extends SaleRow {
  slug: string;
  creator: string;
  chain: string | null;
  contract_address: string | null;
  starts_at: string | Date;
  leading_bid_id: string | null;
  settled_at: string | Date | null;
  outcome: 'sold' | 'unsold' | null;
  sample: boolean;
  story: string;
  lang: string;
  donated: string;
}

/** Credits to charity accounts in the journals of `ref` (an item's donations so far). */
const donatedSql = (idColumn: SQL) => sql`(
  select coalesce(sum(e.amount), 0)::text from ledger_journals j
  join ledger_entries e on e.journal_id = j.id
  join ledger_accounts a on a.id = e.account_id
  where j.ref_type = 'nft_item' and j.ref_id = ${idColumn}::text and a.user_id is null
    and a.kind like 'charity:%' and e.amount > 0)`;

/**
 * An item's status at `now` (an ISO instant): the one definition, read into every row and used
 * by the market's filter and order. Auctions end as their outcome once settled; editions are
 * sold when every copy is, unsold when the sale ended first.
 */
export function statusSql(now: string): SQL {
  return sql`(case
    when i.mode = 'auction' and i.outcome is not null then i.outcome
    when i.mode = 'edition' and i.sold >= i.edition_size then 'sold'
    when i.starts_at > ${now}::timestamptz then 'upcoming'
    when i.ends_at is not null and i.ends_at <= ${now}::timestamptz
      then (case when i.mode = 'auction' then 'ended' else 'unsold' end)
    else 'live' end)`;
}

const leaderSql = sql`(select b.user_id::text from nft_bids b where b.id = i.leading_bid_id)`;

/** The page's columns: the sale's (title and charity in `language`), then what pages add. */
function itemColumns(language: Language, now: string): SQL {
  return sql`${saleColumns(now, language)}, i.slug, i.creator, i.chain, i.contract_address,
    i.starts_at, i.leading_bid_id::text, i.settled_at, i.outcome, i.sample,
    coalesce(${textIn(sql`nft_item_texts`, sql`t.item_id = i.id`, 'story', language)}, '')
      as story,
    coalesce(${textIn(sql`nft_item_texts`, sql`t.item_id = i.id`, 'language', language)}, 'en')
      as lang,
    ${donatedSql(sql`i.id`)} as donated`;
}
const itemFrom = sql`nft_items i join charities c on c.id = i.charity_id`;

function imageOf(row: ImageKeys): NftItem['image'] {
  if (row.image_small === null || row.image_medium === null || row.image_large === null) {
    return null;
  }
  const path = (key: string) => API_PREFIX + Paths.nftImage.replace(':key', key);
  return {
    small: path(row.image_small),
    medium: path(row.image_medium),
    large: path(row.image_large),
  };
}

/** What changes as an item is bid on, bought and settled: the live topic's frame. */
function movingParts(row: SaleRow): NftLive {
  const current = row.current_bid === null ? null : unitsOf(row.current_bid, USDT);
  const minimum =
    row.mode === 'auction' && row.status === 'live'
      ? minimumBid({
          currentBid: current,
          startingPrice: unitsOf(row.starting_price!, USDT),
          minIncrement: unitsOf(row.min_increment!, USDT),
        })
      : null;
  return {
    id: row.id,
    status: row.status,
    sold: row.sold,
    currentBid: usdtOrNull(row.current_bid),
    bidCount: row.bid_count,
    reserveMet: current !== null && current >= unitsOf(row.reserve_price ?? '0', USDT),
    minimumBid: minimum === null ? null : fromUnits(minimum, USDT),
    endsAt: isoOrNull(row.ends_at),
  };
}

function toItem(row: ItemRow): NftItem {
  return {
    ...movingParts(row),
    slug: row.slug,
    title: row.title,
    story: row.story,
    lang: row.lang,
    creator: row.creator,
    charityId: row.charity_id,
    charityName: row.charity_name,
    chain: row.chain,
    contractAddress: row.contract_address,
    mode: row.mode,
    editionSize: row.edition_size,
    price: usdtOrNull(row.price),
    startingPrice: usdtOrNull(row.starting_price),
    reservePrice: usdtOrNull(row.reserve_price),
    minIncrement: usdtOrNull(row.min_increment),
    startsAt: iso(row.starts_at),
    donationShare: plain(row.donation_share),
    donated: usdt(row.donated),
    image: imageOf(row),
    sample: row.sample,
  };
}

/** A sale's columns; title and charity name in `language` (English for what is stated). */
function saleColumns(now: string, language: Language = 'en'): SQL {
  return sql`${statusSql(now)} as status, i.id::text, i.charity_id, i.mode, i.edition_size,
    i.sold, i.price::text, i.starting_price::text, i.reserve_price::text, i.min_increment::text,
    i.donation_share::text, i.ends_at, ${leaderSql} as leader_id, i.current_bid::text,
    i.bid_count, i.image_small, i.image_medium, i.image_large,
    coalesce(${textIn(sql`nft_item_texts`, sql`t.item_id = i.id`, 'title', language)}, i.slug)
      as title,
    coalesce(${textIn(sql`charity_texts`, sql`t.charity_id = i.charity_id`, 'name', language)},
      c.slug) as charity_name`;
}

async function saleRow(db: Db, id: string, now: Date, lock: boolean): Promise<SaleRow | undefined> {
  const [row] = rows<SaleRow>(
    await db.execute(sql`
      select ${saleColumns(now.toISOString())} from ${itemFrom} where i.id = ${id}
      ${lock ? sql`for update of i` : sql``}`),
  );
  return row;
}

/** The legs that pay `total` out of `from` to the charity and fees (no zero legs). */
function proceedsLegs(
  from: Leg['account'],
  price: bigint,
  quantity: number,
  row: Pick<SaleRow, 'charity_id' | 'donation_share'>,
): Leg[] {
  // Per copy, so that the journal gives exactly what the tokens' donations add up to.
  const total = price * BigInt(quantity);
  const donation = nftDonation(price, row.donation_share, quantity);
  const fee = total - donation;
  const legs: Leg[] = [{ account: from, asset: 'USDT', amount: -total }];
  if (donation > 0n) {
    legs.push({
      account: { charity: row.charity_id, part: 'payable' },
      asset: 'USDT',
      amount: donation,
    });
  }
  if (fee > 0n)
    legs.push({ account: { platform: PlatformAccount.fees }, asset: 'USDT', amount: fee });
  return legs;
}

interface TokenRow {
  id: string;
  item_id: string;
  edition: number;
  edition_size: number;
  user_id: string;
  price: string;
  donation: string;
  journal_id: string;
  acquired_at: string | Date;
  certificate_sha256: string;
  title: string;
  charity_name: string;
  image_small: string | null;
  image_medium: string | null;
  image_large: string | null;
}

/** A token's certificate: what it states, from its row. */
function certificateOf(t: TokenRow): NftCertificate {
  return {
    platform: 'recorded on this platform (no on-chain mint)',
    token: t.id,
    item: t.item_id,
    title: t.title,
    edition: `${t.edition}/${t.edition_size}`,
    owner: `user ${t.user_id}`,
    price: `${usdt(t.price)} USDT`,
    donation: `${usdt(t.donation)} USDT`,
    charity: t.charity_name,
    journal: t.journal_id,
    acquiredAt: iso(t.acquired_at),
  };
}

function toToken(t: TokenRow): NftToken {
  const fields = certificateOf(t);
  return {
    id: t.id,
    itemId: t.item_id,
    title: t.title,
    edition: t.edition,
    editionSize: t.edition_size,
    price: usdt(t.price),
    donation: usdt(t.donation),
    charityName: t.charity_name,
    acquiredAt: iso(t.acquired_at),
    journalId: t.journal_id,
    image: imageOf(t),
    certificate: { fields, sha256: t.certificate_sha256 },
  };
}

/** The certificate's title and charity are the English ones: it is stated once, for good. */
const tokenColumns = sql`k.id::text, k.item_id::text, k.edition, i.edition_size, k.user_id::text,
  k.price::text, k.donation::text, k.journal_id::text, k.acquired_at, k.certificate_sha256,
  coalesce(${textIn(sql`nft_item_texts`, sql`t.item_id = i.id`, 'title', 'en')}, i.slug) as title,
  coalesce(${textIn(sql`charity_texts`, sql`t.charity_id = i.charity_id`, 'name', 'en')}, c.slug)
    as charity_name,
  i.image_small, i.image_medium, i.image_large`;
const tokenFrom = sql`nft_tokens k join nft_items i on i.id = k.item_id
  join charities c on c.id = i.charity_id`;

export interface NftDeps {
  db: Db;
  now: () => Date;
  notifications: Pick<NotificationService, 'add' | 'announce'>;
  /** "Item N changed", to every instance: its live topic `nft.<id>` is sent again. */
  events: Pick<IdEvents, 'publish'>;
}

export class NftService {
  constructor(private readonly deps: NftDeps) {}

  /** The market: items on sale first, then upcoming, then the ended; with the public tally. */
  async list(query: ListNftQuery, language: Language): Promise<NftPage> {
    const now = this.deps.now().toISOString();
    const status = statusSql(now);
    const page = await pageOf<ItemRow, NftItem>(
      this.deps.db,
      {
        columns: itemColumns(language, now),
        from: itemFrom,
        where: allOf([
          query.status === 'live' && sql`${status} = 'live'`,
          query.status === 'upcoming' && sql`${status} = 'upcoming'`,
          query.status === 'ended' && sql`${status} not in ('live', 'upcoming')`,
          query.charity !== undefined && sql`i.charity_id = ${query.charity}`,
        ]),
        order: sql`(case ${status} when 'live' then 0 when 'upcoming' then 1 else 2 end),
          i.ends_at nulls last, i.sort, i.id`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toItem,
    );
    return { ...page, donated: await this.totalDonated() };
  }

  /** Every charity's donations: credits to charity accounts. */
  private async totalDonated(): Promise<string> {
    const [row] = rows<{ total: string }>(
      await this.deps.db.execute(sql`
        select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.user_id is null and a.kind like 'charity:%' and e.amount > 0`),
    );
    return usdt(row!.total);
  }

  /** One item with its bids (bidders masked; the viewer's own marked). 404 for none. */
  async get(
    id: string,
    language: Language,
    viewerId?: number,
    db: Db = this.deps.db,
  ): Promise<NftDetail> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const [row] = rows<ItemRow>(
      await db.execute(sql`
        select ${itemColumns(language, this.deps.now().toISOString())} from ${itemFrom}
        where i.id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    const bids = rows<{ user_id: string; username: string; amount: string; placed_at: string }>(
      await db.execute(sql`
        select b.user_id::text, u.username, b.amount::text, b.placed_at from nft_bids b
        join users u on u.id = b.user_id where b.item_id = ${id} order by b.id desc limit 50`),
    );
    return {
      ...toItem(row),
      bids: bids.map((b) => {
        const mine = viewerId !== undefined && Number(b.user_id) === viewerId;
        return {
          bidder: maskName(b.username),
          mine,
          amount: usdt(b.amount),
          at: iso(b.placed_at),
        };
      }),
    };
  }

  /** The item `id` locked for a sale or a settlement in `tx`. 404 for none. */
  private async locked(tx: Db, id: string, now: Date): Promise<SaleRow> {
    const row = ID.test(id) ? await saleRow(tx, id, now, true) : undefined;
    if (!row) throw new AppError(Code.NOT_FOUND);
    return row;
  }

  /** The frame of the live topic `nft.<key>`; undefined for no such item. */
  async live(key: string): Promise<LiveServerMessage | undefined> {
    const row = ID.test(key) ? await saleRow(this.deps.db, key, this.deps.now(), false) : undefined;
    return row && { t: 'nft', item: movingParts(row) };
  }

  /** The charities with what they were given, paid and are owed (from the ledger), in `db`. */
  async charities(language: Language, db: Db = this.deps.db): Promise<Charity[]> {
    const found = rows<{
      id: number;
      slug: string;
      link: string;
      sample: boolean;
      name: string;
      description: string;
      lang: string;
      donated: string;
      paid_out: string;
      pending: string;
    }>(
      await db.execute(sql`
        select c.id, c.slug, c.link, c.sample,
          coalesce(${textIn(sql`charity_texts`, sql`t.charity_id = c.id`, 'name', language)}, c.slug)
            as name,
          coalesce(${textIn(sql`charity_texts`, sql`t.charity_id = c.id`, 'description', language)},
            '') as description,
          coalesce(${textIn(sql`charity_texts`, sql`t.charity_id = c.id`, 'language', language)},
            'en') as lang,
          coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as donated,
          coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as paid_out,
          coalesce(sum(e.amount), 0)::text as pending
        from charities c
        left join ledger_accounts a on a.user_id is null and a.book = 'real'
          and a.kind = 'charity:' || c.id || ':payable'
        left join ledger_entries e on e.account_id = a.id
        group by c.id order by c.id`),
    );
    return found.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      lang: c.lang,
      link: c.link,
      donated: usdt(c.donated),
      paidOut: usdt(c.paid_out),
      pending: usdt(c.pending),
      sample: c.sample,
    }));
  }

  /**
   * A bid or a purchase in `tx` (real book; the route refuses the demo book). The item is
   * locked, so that concurrent buyers and bidders queue: never oversold, one leader at a time.
   */
  async buy(tx: Db, userId: number, body: BuyNftBody, language: Language): Promise<BuyNftResult> {
    const now = this.deps.now();
    const row = await this.locked(tx, body.id, now);
    if (row.status !== 'live') throw new AppError(Code.COLLECTION_STATUS_INCORRECT);
    const amount = toUnits(body.amount, USDT);
    if (amount === undefined || amount <= 0n || amount > unitsOf('1000000', USDT)) {
      throw new AppError(Code.PURCHASE_AMOUNT_INCORRECT);
    }
    if (row.mode === 'edition') {
      const tokens = await this.purchase(tx, userId, row, amount, body.quantity ?? 1, now);
      return { kind: 'purchase', item: await this.get(row.id, language, userId, tx), tokens };
    }
    if ((body.quantity ?? 1) !== 1) throw new AppError(Code.INVALID_PARAMS);
    await this.bid(tx, userId, row, amount, now);
    return { kind: 'bid', item: await this.get(row.id, language, userId, tx), tokens: [] };
  }

  /** Editions: the total the user confirmed must be price × quantity (10067 with the price). */
  private async purchase(
    tx: Db,
    userId: number,
    row: SaleRow,
    amount: bigint,
    quantity: number,
    now: Date,
  ): Promise<NftToken[]> {
    const price = unitsOf(row.price!, USDT);
    const total = price * BigInt(quantity);
    if (amount !== total) {
      throw new AppError(Code.TERMS_CHANGED, { price: usdt(row.price!) });
    }
    if (row.sold + quantity > row.edition_size) {
      throw new AppError(Code.COLLECTION_STATUS_INCORRECT, {
        remaining: row.edition_size - row.sold,
      });
    }
    const { journalId } = await post(tx, {
      book: 'real',
      reason: 'nft.buy',
      userId,
      ref: itemRef(row.id),
      legs: proceedsLegs({ userId, kind: 'available' }, price, quantity, row),
    });
    await tx.execute(sql`update nft_items set sold = sold + ${quantity} where id = ${row.id}`);
    const tokens: NftToken[] = [];
    for (let n = 1; n <= quantity; n += 1) {
      tokens.push(await this.mint(tx, userId, row, row.sold + n, price, String(journalId), now));
    }
    const donation = nftDonation(price, row.donation_share, quantity);
    await this.deps.notifications.add(tx, userId, 'nft.bought', {
      itemId: row.id,
      title: row.title,
      quantity: String(quantity),
      amount: fromUnits(total, USDT),
      donation: fromUnits(donation, USDT),
      charity: row.charity_name,
    });
    return tokens;
  }

  /**
   * A bid at least the minimum (10016 with the minimum): holds it, releases the previous
   * leader's hold (the caller's own, when they raise their bid), and moves the end when the
   * bid comes in its last seconds.
   */
  private async bid(tx: Db, userId: number, row: SaleRow, amount: bigint, now: Date) {
    const current = row.current_bid === null ? null : unitsOf(row.current_bid, USDT);
    const minimum = minimumBid({
      currentBid: current,
      startingPrice: unitsOf(row.starting_price!, USDT),
      minIncrement: unitsOf(row.min_increment!, USDT),
    });
    if (amount < minimum) {
      throw new AppError(Code.PURCHASE_AMOUNT_INCORRECT, { minimumBid: fromUnits(minimum, USDT) });
    }
    const previous = row.leader_id === null ? null : Number(row.leader_id);
    // One journal per user-facing event: the previous leader's release (first, so that a
    // leader raising their own bid needs only the difference), then the bidder's hold.
    if (previous !== null && current !== null) {
      await post(tx, {
        book: 'real',
        reason: 'nft.outbid',
        userId: previous,
        ref: itemRef(row.id),
        legs: releaseLegs(previous, current),
      });
    }
    const held = await post(tx, {
      book: 'real',
      reason: 'nft.bid',
      userId,
      ref: itemRef(row.id),
      legs: holdLegs(userId, amount),
    });
    const [bid] = rows<{ id: string }>(
      await tx.execute(sql`
        insert into nft_bids (item_id, user_id, amount, placed_at, journal_id)
        values (${row.id}, ${userId}, ${fromUnits(amount, USDT)}, ${now.toISOString()},
          ${held.journalId}) returning id::text`),
    );
    const window = (await countParameter(tx, ANTI_SNIPE_KEY, ANTI_SNIPE_DEFAULT_SECONDS)) * 1000;
    const ends = new Date(row.ends_at!).getTime();
    const extended = ends - now.getTime() < window ? new Date(now.getTime() + window) : null;
    await tx.execute(sql`
      update nft_items set leading_bid_id = ${bid!.id}, current_bid = ${fromUnits(amount, USDT)},
        bid_count = bid_count + 1
        ${extended === null ? sql`` : sql`, ends_at = ${extended.toISOString()}`}
      where id = ${row.id}`);
    if (previous !== null && previous !== userId && current !== null) {
      await this.deps.notifications.add(tx, previous, 'nft.outbid', {
        itemId: row.id,
        title: row.title,
        amount: fromUnits(current, USDT),
        currentBid: fromUnits(amount, USDT),
      });
    }
  }

  /**
   * After a committed bid or purchase: the bell of the buyer and, for a bid, of the bidder it
   * outbid (the latest other bidder on the item).
   */
  async announce(userId: number, itemId: string): Promise<void> {
    this.deps.notifications.announce(userId);
    if (!ID.test(itemId)) return;
    this.deps.events.publish(Number(itemId));
    const [row] = rows<{ user_id: string }>(
      await this.deps.db.execute(sql`
        select user_id::text from nft_bids where item_id = ${itemId} and user_id <> ${userId}
        order by id desc limit 1`),
    );
    if (row) this.deps.notifications.announce(Number(row.user_id));
  }

  /** Mints edition `edition` of `row` to `userId`, with its certificate's hash. */
  private async mint(
    tx: Db,
    userId: number,
    row: SaleRow,
    edition: number,
    price: bigint,
    journalId: string,
    now: Date,
  ): Promise<NftToken> {
    const donation = nftDonation(price, row.donation_share);
    const [id] = rows<{ id: string }>(
      await tx.execute(sql`select nextval(pg_get_serial_sequence('nft_tokens', 'id'))::text as id`),
    );
    const token: TokenRow = {
      id: id!.id,
      item_id: row.id,
      edition,
      edition_size: row.edition_size,
      user_id: String(userId),
      price: fromUnits(price, USDT),
      donation: fromUnits(donation, USDT),
      journal_id: journalId,
      acquired_at: now,
      certificate_sha256: '',
      title: row.title,
      charity_name: row.charity_name,
      image_small: row.image_small,
      image_medium: row.image_medium,
      image_large: row.image_large,
    };
    token.certificate_sha256 = sha256(certificateText(certificateOf(token)));
    await tx.execute(sql`
      insert into nft_tokens (id, item_id, edition, user_id, price, donation, journal_id,
        acquired_at, certificate_sha256)
      overriding system value
      values (${token.id}, ${row.id}, ${edition}, ${userId}, ${token.price}, ${token.donation},
        ${journalId}, ${now.toISOString()}, ${token.certificate_sha256})`);
    return toToken(token);
  }

  /**
   * Settles every auction past its end, each claimed by one instance (`skip locked`) and
   * settled once (settled_at): the leader's hold paid to the charity and fees and the token
   * minted, or with no bid at the reserve the hold released. Answers how many were settled.
   */
  async settleEnded(batch = 50): Promise<number> {
    return claimEach<{ id: string; now: Date }>(this.deps.db, {
      what: 'nft settlement',
      of: 'items',
      batch,
      next: async (tx, skip) => {
        const now = this.deps.now();
        const [due] = rows<{ id: string }>(
          await tx.execute(sql`
            select id::text from nft_items
            where mode = 'auction' and settled_at is null and ends_at <= ${now.toISOString()}
              and not (id = any(${pgArray(skip)}::bigint[]))
            order by ends_at, id limit 1
            for update skip locked`),
        );
        return due && { id: due.id, now };
      },
      handle: async (tx, due) => this.settle(tx, await this.locked(tx, due.id, due.now), due.now),
      committed: (due, userId) => {
        if (userId !== undefined) this.deps.notifications.announce(userId);
        this.deps.events.publish(Number(due.id));
      },
    });
  }

  /** Settles one claimed auction in `tx`; answers the user whose balance moved, if any. */
  private async settle(tx: Db, row: SaleRow, now: Date): Promise<number | undefined> {
    const leader = row.leader_id === null ? null : Number(row.leader_id);
    const current = row.current_bid === null ? null : unitsOf(row.current_bid, USDT);
    const met = current !== null && current >= unitsOf(row.reserve_price!, USDT);
    const { title } = row;
    if (leader === null || current === null || !met) {
      await tx.execute(sql`
        update nft_items set settled_at = ${now.toISOString()}, outcome = 'unsold'
        where id = ${row.id} and settled_at is null`);
      if (leader === null || current === null) return undefined;
      await post(tx, {
        book: 'real',
        reason: 'nft.release',
        userId: leader,
        ref: itemRef(row.id),
        legs: releaseLegs(leader, current),
      });
      await this.deps.notifications.add(tx, leader, 'nft.unsold', {
        itemId: row.id,
        title,
        amount: fromUnits(current, USDT),
        reservePrice: usdt(row.reserve_price!),
      });
      return leader;
    }
    const { journalId } = await post(tx, {
      book: 'real',
      reason: 'nft.settle',
      userId: leader,
      ref: itemRef(row.id),
      legs: proceedsLegs({ userId: leader, kind: 'held' }, current, 1, row),
    });
    const updated = rows<{ id: string }>(
      await tx.execute(sql`
        update nft_items set settled_at = ${now.toISOString()}, outcome = 'sold', sold = 1
        where id = ${row.id} and settled_at is null returning id::text`),
    );
    assert(updated.length === 1, () => `nft item ${row.id} was not settled once`);
    await this.mint(tx, leader, row, 1, current, String(journalId), now);
    await this.deps.notifications.add(tx, leader, 'nft.won', {
      itemId: row.id,
      title,
      amount: fromUnits(current, USDT),
      donation: fromUnits(nftDonation(current, row.donation_share), USDT),
      charity: row.charity_name,
    });
    return leader;
  }

  /** The user's tokens (newest first) or their bids (one row per item, newest first). */
  async mine(userId: number, query: ListMyNftQuery, language: Language): Promise<MyNftPage> {
    const view = query.view ?? 'tokens';
    if (view === 'tokens') {
      const page = await pageOf<TokenRow, NftToken>(
        this.deps.db,
        {
          columns: tokenColumns,
          from: tokenFrom,
          where: sql`k.user_id = ${userId}`,
          order: sql`k.id desc`,
          page: query.page,
          pageSize: query.pageSize,
        },
        toToken,
      );
      return {
        view,
        tokens: page.items,
        bids: [],
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    }
    const page = await pageOf<ItemRow & { my_amount: string; my_at: string | Date }, MyBid>(
      this.deps.db,
      {
        columns: sql`${itemColumns(language, this.deps.now().toISOString())},
          m.amount::text as my_amount, m.placed_at as my_at`,
        from: sql`${itemFrom} join lateral (
          select b.amount, b.placed_at, b.id from nft_bids b
          where b.item_id = i.id and b.user_id = ${userId} order by b.id desc limit 1) m on true`,
        // The lateral join keeps only the items the user bid on.
        where: sql`true`,
        order: sql`m.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      (row) => {
        const leading = row.leader_id !== null && Number(row.leader_id) === userId;
        const status: MyBid['status'] =
          row.outcome !== null
            ? leading && row.outcome === 'sold'
              ? 'won'
              : 'lost'
            : leading
              ? 'leading'
              : 'outbid';
        return {
          itemId: row.id,
          title: row.title,
          amount: usdt(row.my_amount),
          at: iso(row.my_at),
          currentBid: usdtOrNull(row.current_bid),
          endsAt: isoOrNull(row.ends_at),
          status,
          held: status === 'leading' ? usdt(row.current_bid!) : usdt('0'),
        };
      },
    );
    return {
      view,
      tokens: [],
      bids: page.items,
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** Whether `key` is one of an item's artwork images (only those are served publicly). */
  async isArtwork(key: string): Promise<boolean> {
    const [row] = rows<{ one: number }>(
      await this.deps.db.execute(sql`
        select 1 as one from nft_items
        where image_small = ${key} or image_medium = ${key} or image_large = ${key} limit 1`),
    );
    return row !== undefined;
  }
}
