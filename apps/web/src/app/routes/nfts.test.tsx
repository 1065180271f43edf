import {
  Code,
  statusOfBook,
  type Charity,
  type MyBid,
  type NftDetail,
  type NftToken,
} from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, fakeModalDialogs, loginAnswer, renderApp, testUser } from '../../test/render';
import { ScriptedSocket } from '../../test/scripted-socket';
import { balancesOf, UUID, type Handler } from '../../test/trading-kit';
import { NftCharityPage } from './nft-charity';
import { NftDetailPage } from './nft-detail';
import { NftsPage } from './nfts';

/** The pages as the router mounts them (all public). */
const routes: RouteObject[] = [
  { path: '/nfts', element: <NftsPage /> },
  { path: '/nfts/detail', element: <NftDetailPage /> },
  { path: '/nfts/charity', element: <NftCharityPage /> },
  { path: '/pass/login', element: <p>Login page</p> },
];

const FAR = '2030-01-01T00:00:00.000Z';

const auction = (over: Partial<NftDetail> = {}): NftDetail => ({
  id: '11',
  slug: 'harbour-light',
  title: 'Harbour Light',
  story: 'Painted at dawn in the harbour.',
  lang: 'en',
  creator: 'Mira Kole',
  charityId: 1,
  charityName: 'Children First',
  chain: null,
  contractAddress: null,
  mode: 'auction',
  status: 'live',
  editionSize: 1,
  sold: 0,
  price: null,
  startingPrice: '100.000000',
  reservePrice: '500.000000',
  minIncrement: '10.000000',
  currentBid: '150.000000',
  bidCount: 2,
  reserveMet: false,
  minimumBid: '160.000000',
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: FAR,
  donationShare: '1',
  donated: '0.000000',
  image: null,
  sample: false,
  bids: [
    { bidder: 'a***e', mine: false, amount: '150.000000', at: '2026-11-26T10:00:00.000Z' },
    { bidder: 'you', mine: true, amount: '120.000000', at: '2026-11-25T10:00:00.000Z' },
  ],
  ...over,
});

const edition = (over: Partial<NftDetail> = {}): NftDetail => ({
  ...auction(),
  id: '12',
  slug: 'paper-boats',
  title: 'Paper Boats',
  mode: 'edition',
  editionSize: 100,
  sold: 40,
  price: '25.500000',
  startingPrice: null,
  reservePrice: null,
  minIncrement: null,
  currentBid: null,
  bidCount: 0,
  minimumBid: null,
  endsAt: null,
  donationShare: '0.9',
  donated: '918.000000',
  image: {
    small: '/swx/customer/index/nftImage/0123456789abcdef0123456789abcdef.jpg',
    medium: '/swx/customer/index/nftImage/1123456789abcdef0123456789abcdef.jpg',
    large: '/swx/customer/index/nftImage/2123456789abcdef0123456789abcdef.jpg',
  },
  bids: [],
  ...over,
});

/** A listed item (the market has no bids). */
const listed = (item: NftDetail) => {
  const { bids: _bids, ...rest } = item;
  return rest;
};

const charity: Charity = {
  id: 1,
  slug: 'children-first',
  name: 'Children First',
  description: 'Schooling and care for children.',
  lang: 'en',
  link: 'https://children-first.example.org',
  donated: '12345.678900',
  paidOut: '10000.000000',
  pending: '2345.678900',
  sample: false,
};

/** The fields the server certifies; their text's SHA-256 computed outside the app. */
const CERTIFICATE_FIELDS = {
  platform: 'recorded on this platform (no on-chain mint)',
  token: '31',
  item: '12',
  title: 'Paper Boats',
  edition: '41/100',
  owner: 'user 1',
  price: '25.50 USDT',
  donation: '22.95 USDT',
  charity: 'Children First',
  journal: '901',
  acquiredAt: '2026-11-27T10:00:00.000Z',
};
const CERTIFICATE_SHA = 'fb8d0a7c846477f84bd8515a318173abc0f92aaf159a5804bf173e43acc7487f';

const token = (over: Partial<NftToken> = {}): NftToken => ({
  id: '31',
  itemId: '12',
  title: 'Paper Boats',
  edition: 41,
  editionSize: 100,
  price: '25.500000',
  donation: '22.950000',
  charityName: 'Children First',
  acquiredAt: '2026-11-27T10:00:00.000Z',
  journalId: '901',
  image: null,
  certificate: { fields: CERTIFICATE_FIELDS, sha256: CERTIFICATE_SHA },
  ...over,
});

const myBid: MyBid = {
  itemId: '11',
  title: 'Harbour Light',
  amount: '120.000000',
  at: '2026-11-25T10:00:00.000Z',
  currentBid: '150.000000',
  endsAt: FAR,
  status: 'outbid',
  held: '0.000000',
};

function stub(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'POST /user/getUserInfo': () => ({ result: testUser }),
    'GET /user/listBalances': () => ({ result: balancesOf('10000.000000', '2500.000000') }),
    'GET /index/listNft': () => ({
      result: {
        items: [listed(auction()), listed(edition())],
        total: 2,
        page: 1,
        pageSize: 12,
        donated: '12345.678900',
      },
    }),
    'GET /index/getNftById/11': () => ({ result: auction() }),
    'GET /index/getNftById/12': () => ({ result: edition() }),
    'GET /index/listCharity': () => ({ result: { items: [charity] } }),
    'GET /index/getParamByKey/nft.antiSnipeSeconds': () => ({
      result: { key: 'nft.antiSnipeSeconds', value: '120' },
    }),
    'GET /user/listNft': (_body, url) => ({
      result:
        url.searchParams.get('view') === 'bids'
          ? { view: 'bids', tokens: [], bids: [myBid], total: 1, page: 1, pageSize: 10 }
          : { view: 'tokens', tokens: [token()], bids: [], total: 1, page: 1, pageSize: 10 },
    }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const posts = (api: ReturnType<typeof stub>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith(path));

fakeModalDialogs();

beforeEach(() => {
  // The live channel, driven by the tests that use it (the item page follows its topic). The
  // app's one live client lives across tests: its current socket is the last one not closed.
  vi.stubGlobal('WebSocket', ScriptedSocket);
  session.login(loginAnswer.result);
  session.setVirtualStatus(statusOfBook('real'));
});

afterEach(() => {
  act(() => session.clear('logout'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/nfts: the market', () => {
  it('shows the public tally and a card per item with its mode’s price line', async () => {
    stub();
    renderApp(routes, '/nfts');
    const cards = await screen.findAllByTestId('nft-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('nft-tally').textContent).toBe('12,345.68 USDT');
    expect(screen.getByTestId('nft-tally').getAttribute('data-amount')).toBe('12345.678900');

    const [live, copies] = cards as [HTMLElement, HTMLElement];
    expect(live.textContent).toContain('Harbour Light');
    expect(live.textContent).toContain('by Mira Kole');
    expect(live.textContent).toContain('Children First');
    expect(within(live).getByTestId('nft-current-bid').textContent).toBe('150.00 USDT');
    expect(within(live).getByTestId('nft-bid-count').textContent).toBe('2 bids');
    expect(within(live).getByTestId('nft-card-status').textContent).toBe('Live');
    expect(within(live).getByTestId('nft-countdown').getAttribute('data-seconds')).not.toBe('0');
    // No artwork: a framed placeholder with the title's first letter.
    expect(within(live).getByTestId('nft-artwork-placeholder').textContent).toBe('H');

    expect(within(copies).getByTestId('nft-price').textContent).toBe('25.50 USDT');
    expect(within(copies).getByTestId('nft-remaining').textContent).toBe('60 of 100 left');
    expect(within(copies).queryByTestId('nft-countdown')).toBeNull();
    const image = within(copies).getByTestId('nft-artwork');
    expect(image.getAttribute('srcset')).toContain('0123456789abcdef0123456789abcdef.jpg 320w');
    expect(screen.getByTestId('nft-charities-link').getAttribute('href')).toBe('/nfts/charity');
  });

  it('asks for the filter chosen, from the address', async () => {
    const api = stub();
    renderApp(routes, '/nfts?status=upcoming');
    await screen.findAllByTestId('nft-card');
    const asked = api.calls.filter((c) => c.url.pathname.endsWith('/index/listNft'));
    expect(asked.at(-1)!.url.searchParams.get('status')).toBe('upcoming');
    fireEvent.click(screen.getByLabelText('Live'));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.url.pathname.endsWith('/index/listNft'))
          .at(-1)!
          .url.searchParams.get('status'),
      ).toBe('live'),
    );
  });
});

describe('/nfts/detail: bidding', () => {
  it('shows the terms exactly, the honesty note and the bids with the caller’s marked', async () => {
    stub();
    renderApp(routes, '/nfts/detail?id=11');
    const detail = await screen.findByTestId('nft-detail');
    expect(within(detail).getByTestId('nft-detail-reserve').textContent).toBe('500.00 USDT');
    expect(within(detail).getByTestId('nft-detail-reserve-met').textContent).toBe(
      'Reserve not met yet',
    );
    expect(within(detail).getByTestId('nft-detail-minimum').textContent).toBe('160.00 USDT');
    expect(within(detail).getByTestId('nft-detail-recorded-here').textContent).toContain(
      'Recorded on this platform',
    );
    const rows = within(detail).getAllByTestId('nft-bid-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('a***e');
    expect(within(rows[1]!).getByTestId('nft-bid-you').textContent).toBe('You');
    const site = await within(detail).findByTestId('nft-detail-charity-link');
    expect(site.getAttribute('rel')).toContain('noopener');
  });

  it('follows the item live: another bid shows at once and the bids are read again', async () => {
    let outbid = false;
    const third = {
      bidder: 'b***y',
      mine: false,
      amount: '175.000000',
      at: '2026-11-26T11:00:00.000Z',
    };
    const api = stub({
      'GET /index/getNftById/11': () => ({
        result: outbid
          ? auction({
              currentBid: '175.000000',
              bidCount: 3,
              minimumBid: '185.000000',
              bids: [third, ...auction().bids],
            })
          : auction(),
      }),
    });
    renderApp(routes, '/nfts/detail?id=11');
    const detail = await screen.findByTestId('nft-detail');
    const current = () =>
      ScriptedSocket.all.findLast((w) => w.readyState !== ScriptedSocket.CLOSED);
    await waitFor(() => expect(current()).toBeDefined());
    const socket = current()!;
    if (socket.readyState === ScriptedSocket.CONNECTING) act(() => socket.open());
    await waitFor(() => expect(socket.sent).toContainEqual({ op: 'subscribe', topic: 'nft.11' }));
    const reads = () => api.calls.filter((c) => c.url.pathname.endsWith('/getNftById/11')).length;
    const before = reads();

    outbid = true;
    act(() =>
      socket.receive({
        t: 'nft',
        item: {
          id: '11',
          status: 'live',
          sold: 0,
          currentBid: '175.000000',
          bidCount: 3,
          reserveMet: false,
          minimumBid: '185.000000',
          endsAt: FAR,
        },
      }),
    );
    await waitFor(() =>
      expect(within(detail).getByTestId('nft-detail-minimum').textContent).toBe('185.00 USDT'),
    );
    await waitFor(() => expect(within(detail).getAllByTestId('nft-bid-row')).toHaveLength(3));
    expect(reads()).toBe(before + 1);
  });

  it('refuses a bid below the minimum, then sends exactly the amount typed', async () => {
    const api = stub({
      'POST /user/buyNft': () => ({
        code: Code.PURCHASE_SUCCESSFUL,
        result: {
          kind: 'bid',
          item: auction({ currentBid: '160.5', bidCount: 3, minimumBid: '170.5' }),
          tokens: [],
        },
      }),
    });
    renderApp(routes, '/nfts/detail?id=11');
    fireEvent.click(await screen.findByTestId('nft-bid-open'));
    const form = await screen.findByTestId('nft-bid-form');
    const amount = within(form).getByTestId('nft-bid-amount') as HTMLInputElement;
    // Prefilled with the smallest bid accepted now.
    expect(amount.value).toBe('160');
    await waitFor(() =>
      expect(within(form).getByTestId('nft-bid-available').textContent).toBe('2,500.00 USDT'),
    );
    expect(within(form).getByTestId('nft-bid-rules').textContent).toContain(
      'A bid in the last 2 minutes moves the end to 2 minutes after that bid',
    );

    fireEvent.change(amount, { target: { value: '155' } });
    fireEvent.click(within(form).getByTestId('nft-bid-review'));
    expect(await within(form).findByText('At least 160.00 USDT.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '160.1234567' } });
    expect(await within(form).findByText('At most 6 decimals.')).toBeTruthy();
    expect(screen.queryByTestId('nft-bid-confirm-step')).toBeNull();

    fireEvent.change(amount, { target: { value: '160,5' } });
    fireEvent.click(within(form).getByTestId('nft-bid-review'));
    const confirm = await screen.findByTestId('nft-bid-confirm-step');
    expect(within(confirm).getByTestId('nft-bid-confirm-amount').getAttribute('data-amount')).toBe(
      '160.5',
    );
    expect(within(confirm).getByTestId('nft-bid-confirm-reserve').textContent).toContain(
      'Below the reserve of 500.00 USDT',
    );
    expect(posts(api, '/user/buyNft')).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('nft-bid-confirm'));
    await screen.findByTestId('nft-bid-result');
    const [sent] = posts(api, '/user/buyNft');
    expect(sent!.body).toEqual({ id: '11', amount: '160.5' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(sent!.headers.get('X-Real-Account')).toBe('YES');
  });

  it('names the minimum now when the bid was overtaken (10016) and offers it', async () => {
    const api = stub({
      'POST /user/buyNft': (body) =>
        (body as { amount: string }).amount === '170.000000'
          ? {
              code: Code.PURCHASE_SUCCESSFUL,
              result: { kind: 'bid', item: auction({ currentBid: '170' }), tokens: [] },
            }
          : {
              status: 400,
              code: Code.PURCHASE_AMOUNT_INCORRECT,
              msg: 'Purchase amount incorrect',
              result: { minimumBid: '170.000000' },
            },
    });
    renderApp(routes, '/nfts/detail?id=11');
    fireEvent.click(await screen.findByTestId('nft-bid-open'));
    fireEvent.click(
      within(await screen.findByTestId('nft-bid-form')).getByTestId('nft-bid-review'),
    );
    fireEvent.click(
      within(await screen.findByTestId('nft-bid-confirm-step')).getByTestId('nft-bid-confirm'),
    );
    expect((await screen.findByTestId('nft-bid-error')).textContent).toContain(
      'the smallest bid accepted now is 170.00 USDT',
    );
    fireEvent.click(screen.getByTestId('nft-bid-use-minimum'));
    expect(screen.getByTestId('nft-bid-confirm-amount').getAttribute('data-amount')).toBe(
      '170.000000',
    );
    fireEvent.click(screen.getByTestId('nft-bid-confirm'));
    await screen.findByTestId('nft-bid-result');
    const sent = posts(api, '/user/buyNft');
    expect(sent.map((c) => c.body)).toEqual([
      { id: '11', amount: '160' },
      { id: '11', amount: '170.000000' },
    ]);
  });

  it('leads a visitor to the login and back', async () => {
    act(() => session.clear('logout'));
    stub();
    const { router } = renderApp(routes, '/nfts/detail?id=11');
    const open = await screen.findByTestId('nft-bid-open');
    expect(open.textContent).toBe('Log in to bid');
    fireEvent.click(open);
    await screen.findByText('Login page');
    expect(router.state.location.search).toBe('?redirect=/nfts/detail%3Fid%3D11');
  });

  it('in demo mode offers the real account first and sends nothing until the switch', async () => {
    session.setVirtualStatus(statusOfBook('demo'));
    const api = stub();
    renderApp(routes, '/nfts/detail?id=11');
    fireEvent.click(await screen.findByTestId('nft-bid-open'));
    expect(await screen.findByTestId('nfts-real-prompt')).toBeTruthy();
    expect(screen.queryByTestId('nft-bid-form')).toBeNull();
    fireEvent.click(screen.getByTestId('nfts-real-switch'));
    expect(await screen.findByTestId('nft-bid-form')).toBeTruthy();
    expect(session.get().virtualStatus).toBe(statusOfBook('real'));
    expect(posts(api, '/user/buyNft')).toHaveLength(0);
  });
});

describe('/nfts/detail: buying editions', () => {
  async function review(quantity: string) {
    fireEvent.click(await screen.findByTestId('nft-buy-open'));
    const form = await screen.findByTestId('nft-buy-form');
    await waitFor(() => expect(within(form).getByTestId('nft-buy-available')).toBeTruthy());
    fireEvent.change(within(form).getByTestId('nft-buy-quantity'), {
      target: { value: quantity },
    });
    return form;
  }

  it('sends price × quantity and shows the tokens with their certificates', async () => {
    const api = stub({
      'POST /user/buyNft': () => ({
        code: Code.PURCHASE_SUCCESSFUL,
        result: { kind: 'purchase', item: edition({ sold: 43 }), tokens: [token()] },
      }),
    });
    renderApp(routes, '/nfts/detail?id=12');
    const form = await review('3');
    expect(within(form).getByTestId('nft-buy-total').getAttribute('data-amount')).toBe('76.500000');
    expect(within(form).getByTestId('nft-buy-total').textContent).toBe('76.50 USDT');
    // 90% of each copy's 25.5, times 3.
    expect(within(form).getByTestId('nft-buy-donation').getAttribute('data-amount')).toBe(
      '68.850000',
    );
    fireEvent.click(within(form).getByTestId('nft-buy-review'));
    const confirm = await screen.findByTestId('nft-buy-confirm-step');
    fireEvent.click(within(confirm).getByTestId('nft-buy-confirm'));
    const receipt = await screen.findByTestId('nft-buy-result');
    const [sent] = posts(api, '/user/buyNft');
    expect(sent!.body).toEqual({ id: '12', amount: '76.500000', quantity: 3 });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() =>
      expect(
        within(receipt).getByTestId('nft-certificate-verified').getAttribute('data-verified'),
      ).toBe('true'),
    );
  });

  it('refuses more copies than one purchase may take', async () => {
    const api = stub();
    renderApp(routes, '/nfts/detail?id=12');
    const form = await review('11');
    expect(within(form).getByText('Choose a whole number from 1 to 10.')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('nft-buy-review'));
    expect(screen.queryByTestId('nft-buy-confirm-step')).toBeNull();
    expect(posts(api, '/user/buyNft')).toHaveLength(0);
  });

  it('shows the new price when it changed (10067) and sends the new total next', async () => {
    let price = '25.500000';
    const api = stub({
      'POST /user/buyNft': (body) => {
        const { amount } = body as { amount: string };
        if (amount !== (price === '25.500000' ? '51.000000' : '52.000000')) {
          return {
            status: 409,
            code: Code.TERMS_CHANGED,
            msg: 'Terms changed',
            result: { price },
          };
        }
        return {
          code: Code.PURCHASE_SUCCESSFUL,
          result: { kind: 'purchase', item: edition(), tokens: [token()] },
        };
      },
    });
    renderApp(routes, '/nfts/detail?id=12');
    const form = await review('2');
    fireEvent.click(within(form).getByTestId('nft-buy-review'));
    const confirm = await screen.findByTestId('nft-buy-confirm-step');
    price = '26.000000';
    fireEvent.click(within(confirm).getByTestId('nft-buy-confirm'));
    expect((await screen.findByTestId('nft-buy-error')).textContent).toContain(
      'The price changed to 26.00 USDT a copy, so nothing was bought.',
    );
    expect(screen.getByTestId('nft-buy-confirm-price').textContent).toBe('26.00 USDT');
    expect(screen.getByTestId('nft-buy-confirm-total').getAttribute('data-amount')).toBe(
      '52.000000',
    );
    expect(screen.getByTestId('nft-buy-price-changed').textContent).toContain('26.00 USDT');
    fireEvent.click(screen.getByTestId('nft-buy-confirm'));
    await screen.findByTestId('nft-buy-result');
    const sent = posts(api, '/user/buyNft');
    expect(sent.map((c) => c.body)).toEqual([
      { id: '12', amount: '51.000000', quantity: 2 },
      { id: '12', amount: '52.000000', quantity: 2 },
    ]);
    expect(sent[0]!.headers.get('Idempotency-Key')).not.toBe(
      sent[1]!.headers.get('Idempotency-Key'),
    );
  });

  it('offers a deposit when the real balance is short (10011)', async () => {
    stub({
      'POST /user/buyNft': () => ({
        status: 409,
        code: Code.INSUFFICIENT_BALANCE,
        msg: 'Insufficient balance',
      }),
    });
    renderApp(routes, '/nfts/detail?id=12');
    fireEvent.click(within(await review('1')).getByTestId('nft-buy-review'));
    fireEvent.click(
      within(await screen.findByTestId('nft-buy-confirm-step')).getByTestId('nft-buy-confirm'),
    );
    await screen.findByTestId('nft-buy-error');
    expect(screen.getByTestId('nft-deposit-link').getAttribute('href')).toBe('/profile/balance');
  });
});

describe('/nfts?view=mine', () => {
  it('verifies a token’s certificate in the browser', async () => {
    stub();
    renderApp(routes, '/nfts?view=mine');
    const row = await screen.findByTestId('nft-token');
    fireEvent.click(within(row).getByTestId('nft-token-certificate'));
    const check = await within(row).findByTestId('nft-certificate-verified');
    await waitFor(() => expect(check.getAttribute('data-verified')).toBe('true'));
    expect(check.textContent).toContain('Verified');
    expect(within(row).getByTestId('nft-certificate-sha256').textContent).toBe(CERTIFICATE_SHA);
    const order = within(row)
      .getAllByText(/./, { selector: 'dd[data-field]' })
      .map((cell) => cell.getAttribute('data-field'));
    expect(order).toEqual(Object.keys(CERTIFICATE_FIELDS));
  });

  it('says a tampered certificate does not match', async () => {
    stub({
      'GET /user/listNft': () => ({
        result: {
          view: 'tokens',
          tokens: [
            token({
              certificate: {
                fields: { ...CERTIFICATE_FIELDS, price: '2.50 USDT' },
                sha256: CERTIFICATE_SHA,
              },
            }),
          ],
          bids: [],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
    });
    renderApp(routes, '/nfts?view=mine');
    const row = await screen.findByTestId('nft-token');
    fireEvent.click(within(row).getByTestId('nft-token-certificate'));
    const check = await within(row).findByTestId('nft-certificate-verified');
    await waitFor(() => expect(check.getAttribute('data-verified')).toBe('false'));
    expect(check.textContent).toContain('Does not match');
  });

  it('lists the bids with where each stands and what it holds', async () => {
    stub();
    renderApp(routes, '/nfts?view=mine&tab=bids');
    const row = await screen.findByTestId('nft-my-bid');
    expect(within(row).getByTestId('nft-my-bid-status').textContent).toBe('Outbid');
    expect(within(row).getByTestId('nft-my-bid-amount').textContent).toBe('120.00 USDT');
    expect(within(row).getByTestId('nft-my-bid-held').textContent).toBe('0.00 USDT');
  });

  it('asks a visitor to log in', async () => {
    act(() => session.clear('logout'));
    stub();
    renderApp(routes, '/nfts?view=mine');
    expect((await screen.findByTestId('nft-mine-login')).textContent).toContain(
      'Log in to see your NFTs and bids.',
    );
  });
});

describe('/nfts/charity', () => {
  it('shows what a charity raised, was paid and is owed, and its items', async () => {
    const api = stub();
    renderApp(routes, '/nfts/charity?id=1');
    const card = await screen.findByTestId('nft-charity');
    expect(within(card).getByTestId('nft-charity-donated').textContent).toBe('12,345.68 USDT');
    expect(within(card).getByTestId('nft-charity-paid').textContent).toBe('10,000.00 USDT');
    expect(within(card).getByTestId('nft-charity-pending').textContent).toBe('2,345.68 USDT');
    expect(within(card).getByTestId('nft-charity-site').getAttribute('rel')).toContain('noopener');
    await screen.findAllByTestId('nft-card');
    const asked = api.calls.filter((c) => c.url.pathname.endsWith('/index/listNft'));
    expect(asked.at(-1)!.url.searchParams.get('charity')).toBe('1');
  });
});
