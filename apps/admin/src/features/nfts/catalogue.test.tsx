import { Code } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  refusal,
  renderAt,
  serveApi,
  signIn,
  success,
  type ApiCall,
  type Reply,
} from '../../test/harness';
import type { CharityAdminDetail, NftItemAdmin } from './api';
import { NftsPage } from './nfts-page';

const CHARITY: CharityAdminDetail = {
  id: 3,
  slug: 'children-first',
  name: 'Children First',
  link: 'https://charity.example.org',
  sample: false,
  items: 2,
  donated: '1200.000000',
  paidOut: '400.000000',
  payable: '800.000000',
  pendingPayouts: '0.000000',
  texts: [
    { lang: 'en', name: 'Children First', description: 'Schools and meals for children.' },
    { lang: 'de', name: 'Kinder zuerst', description: 'Schulen und Essen für Kinder.' },
  ],
};
const OTHER: CharityAdminDetail = {
  ...CHARITY,
  id: 4,
  slug: 'river-care',
  name: 'River Care',
  items: 0,
  texts: [{ lang: 'en', name: 'River Care', description: 'Clean rivers for everyone.' }],
};

const AUCTION: NftItemAdmin = {
  id: '12',
  slug: 'paper-boats',
  charityId: 3,
  charityName: 'Children First',
  creator: 'Mia, 9',
  chain: null,
  contractAddress: null,
  mode: 'auction',
  editionSize: 1,
  price: null,
  startingPrice: '40.000000',
  reservePrice: '60.000000',
  minIncrement: '5.000000',
  donationShare: '1',
  startsAt: '2026-12-01T01:00:00.000Z',
  endsAt: '2026-12-04T01:00:00.000Z',
  sort: 1,
  status: 'upcoming',
  sold: 0,
  bidCount: 0,
  currentBid: null,
  locked: false,
  hasArtwork: false,
  sample: false,
  texts: [{ lang: 'en', title: 'Paper Boats', story: 'Boats folded from old maps of the bay.' }],
};
/** Editions with copies sold: their terms are fixed. Started at a time with milliseconds. */
const EDITION: NftItemAdmin = {
  ...AUCTION,
  id: '13',
  slug: 'rainbow-house',
  mode: 'edition',
  editionSize: 100,
  price: '20.000000',
  startingPrice: null,
  reservePrice: null,
  minIncrement: null,
  donationShare: '0.85',
  startsAt: '2026-11-20T10:23:45.123Z',
  endsAt: null,
  status: 'live',
  sold: 5,
  locked: true,
  hasArtwork: true,
  sort: 3,
  texts: [
    { lang: 'en', title: 'Rainbow House', story: 'A house painted in every colour.' },
    { lang: 'fr', title: 'Maison arc-en-ciel', story: 'Une maison de toutes les couleurs.' },
  ],
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

function serve(extra: (call: ApiCall) => Reply | undefined = () => undefined) {
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === '/nfts/charities')
      return success({ items: [CHARITY, OTHER] });
    if (call.method === 'GET' && call.path === '/nfts/items?page=1&pageSize=50')
      return success(page([AUCTION, EDITION]));
    if (call.method === 'GET' && call.path === '/nfts/items?charity=4&page=1&pageSize=50')
      return success(page([]));
    return extra(call);
  });
}

/** The catalogue tab open for a staff member who may edit it. */
async function openCatalogue() {
  signIn(['ledger.adjust', 'config.manage']);
  renderAt(<NftsPage />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Catalogue' }));
  await screen.findByRole('table', { name: 'Items' });
}

/** Multipart uploads answered by `answer` (the JSON calls still go to serveApi's stand-in). */
function serveUploads(answer: (path: string) => Reply) {
  const uploads: { path: string; image: FormDataEntryValue | null; auth: string | null }[] = [];
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return json(input, init);
    const path = String(input).replace('/swx/admin', '');
    uploads.push({
      path,
      image: init.body.get('image'),
      auth: new Headers(init.headers).get('authorization'),
    });
    const reply = answer(path);
    return new Response(JSON.stringify(reply.envelope), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return uploads;
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

// Tokyo (UTC+9, no daylight saving): a local time differs from the same digits in UTC.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('charity NFTs: the catalogue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the Catalogue tab only with config.manage', async () => {
    serve(() => success(page([])));
    signIn(['ledger.adjust']);
    const first = renderAt(<NftsPage />);
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Charities and payouts']);
    first.unmount();

    signIn(['config.manage']);
    renderAt(<NftsPage />);
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Catalogue']);
    expect(await screen.findByRole('table', { name: 'Items' })).toBeTruthy();
  });

  it('lists charities and items with their terms, sale and whether they are locked', async () => {
    const calls = serve();
    await openCatalogue();
    const charities = screen.getByRole('table', { name: 'Charities' });
    const charity = within(charities).getByText('Children First').closest('tr')!;
    expect(charity.textContent).toContain('children-first');
    expect(charity.textContent).toContain('https://charity.example.org');

    const items = screen.getByRole('table', { name: 'Items' });
    const boats = within(items)
      .getByText(/Paper Boats/)
      .closest('tr')!;
    expect(boats.textContent).toContain(
      'From 40.00 USDT, reserve 60.00 USDT, steps of 5.00 USDT; 100% to the charity',
    );
    expect(boats.textContent).toContain('0 bids');
    expect(within(boats).queryByText('Locked')).toBeNull();
    const house = within(items)
      .getByText(/Rainbow House/)
      .closest('tr')!;
    expect(house.textContent).toContain('20.00 USDT a copy, 100 copies; 85% to the charity');
    expect(house.textContent).toContain('5 of 100 sold');
    expect(house.textContent).toContain('no end');
    expect(within(house).getByText('Locked')).toBeTruthy();

    // The row buttons' names say what they edit and contain what they show.
    expect(screen.getByRole('button', { name: 'Edit Paper Boats' }).textContent).toBe('Edit');
    expect(screen.getByRole('button', { name: 'Edit Children First' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show items of'), { target: { value: '4' } });
    expect(await screen.findByText('No items yet.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/nfts/items?charity=4&page=1&pageSize=50');
  });

  it('creates an auction: money as text, local times as instants, no edition fields', async () => {
    const created: NftItemAdmin = { ...AUCTION, id: '20', slug: 'paper-boats-2' };
    const calls = serve((call) =>
      call.method === 'POST' && ['/nfts/items', '/nfts/items/20'].includes(call.path)
        ? success(created)
        : undefined,
    );
    await openCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    const form = screen.getByRole('form', { name: 'New item' });
    type('Slug', 'paper-boats-2');
    fireEvent.change(within(form).getByLabelText('Charity'), { target: { value: '3' } });
    type('Creator', 'Mia, 9');
    // Edition fields typed, then the mode switched back: they are not sent.
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'edition' } });
    type('Price per copy (USDT)', '25');
    type('Copies', '10');
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'auction' } });
    type('Starting price (USDT)', '40');
    type('Reserve price (USDT)', '60');
    type('Minimum increment (USDT)', '12.5');
    type('Donation share', '0.85');
    expect(screen.getByText('85% of the proceeds go to the charity.')).toBeTruthy();
    type('Starts (local time)', '2026-12-01T10:00');
    type('Ends (local time)', '2026-12-04T10:30');
    type('Title (en)', 'Paper Boats II');
    type('Story (en)', 'More boats folded from old maps.');
    expect(screen.getByText(/without both, the token is recorded on this platform/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create item' }));

    expect(await screen.findByText(/created \(#20\)\. Upload its artwork below/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({
      slug: 'paper-boats-2',
      charityId: 3,
      creator: 'Mia, 9',
      chain: null,
      contractAddress: null,
      mode: 'auction',
      editionSize: null,
      price: null,
      startingPrice: '40',
      reservePrice: '60',
      minIncrement: '12.5',
      donationShare: '0.85',
      // 10:00 in Tokyo is 01:00 UTC.
      startsAt: '2026-12-01T01:00:00.000Z',
      endsAt: '2026-12-04T01:30:00.000Z',
      sort: 0,
      texts: [{ lang: 'en', title: 'Paper Boats II', story: 'More boats folded from old maps.' }],
    });
    // The form now edits the created item, which may take its artwork.
    expect(screen.getByRole('button', { name: 'Upload artwork' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Paper Boats saved.')).toBeTruthy();
    expect(posts(calls).map((c) => c.path)).toEqual(['/nfts/items', '/nfts/items/20']);
    expect(posts(calls)[1]!.body).toEqual(posts(calls)[0]!.body);
  });

  it('refuses a reserve below the starting price and a missing English title, sending nothing', async () => {
    const calls = serve();
    await openCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    type('Slug', 'Paper Boats');
    type('Creator', 'Mia, 9');
    type('Starting price (USDT)', '60');
    type('Reserve price (USDT)', '40');
    type('Minimum increment (USDT)', '1e3');
    type('Donation share', '1.5');
    type('Starts (local time)', '2026-12-01T10:00');
    type('Ends (local time)', '2027-06-01T10:00');
    type('Chain', 'Ethereum');
    fireEvent.change(screen.getByLabelText('Text language'), { target: { value: 'fr' } });
    type('Title (fr)', 'Bateaux');
    type('Story (fr)', 'Des bateaux pliés dans de vieilles cartes.');
    fireEvent.click(screen.getByRole('button', { name: 'Create item' }));

    expect(await screen.findByText('At least the starting price.')).toBeTruthy();
    expect(screen.getByText(/English is required/)).toBeTruthy();
    expect(screen.getByText(/Lower-case letters, digits and hyphens/)).toBeTruthy();
    expect(screen.getByText('Choose the charity the item gives to.')).toBeTruthy();
    expect(screen.getByText(/^A USDT amount from 0\.000001/)).toBeTruthy();
    expect(screen.getByText(/A fraction above 0, at most 1/)).toBeTruthy();
    expect(screen.getByText('A sale lasts at most 90 days.')).toBeTruthy();
    expect(screen.getByText(/both the chain and the contract address, or neither/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('edits a locked item: a note, the terms disabled, the stored terms sent back as they are', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/nfts/items/13'
        ? success({ ...EDITION, creator: 'Aisha, 10' })
        : undefined,
    );
    await openCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Rainbow House' }));
    expect(screen.getByText(/only its texts, creator, chain and order can change/)).toBeTruthy();
    for (const label of [
      'Slug',
      'Charity',
      'Mode',
      'Price per copy (USDT)',
      'Copies',
      'Donation share',
      'Starts (local time)',
      'Ends (local time, optional)',
    ]) {
      expect(field(label).disabled, label).toBe(true);
    }
    for (const label of ['Creator', 'Order', 'Chain', 'Contract address', 'Title (en)']) {
      expect(field(label).disabled, label).toBe(false);
    }
    // Its start shown in local time (Tokyo), to the second.
    expect(field('Starts (local time)').value).toMatch(/^2026-11-20T19:23:45/);
    type('Creator', 'Aisha, 10');
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Rainbow House saved.')).toBeTruthy();
    expect(posts(calls)[0]!.path).toBe('/nfts/items/13');
    expect(posts(calls)[0]!.body).toMatchObject({
      slug: 'rainbow-house',
      charityId: 3,
      creator: 'Aisha, 10',
      mode: 'edition',
      editionSize: 100,
      price: '20',
      startingPrice: null,
      donationShare: '0.85',
      // Unchanged: the stored instant, milliseconds and all.
      startsAt: '2026-11-20T10:23:45.123Z',
      endsAt: null,
      texts: [
        { lang: 'en', title: 'Rainbow House', story: 'A house painted in every colour.' },
        { lang: 'fr', title: 'Maison arc-en-ciel', story: 'Une maison de toutes les couleurs.' },
      ],
    });
  });

  it('shows the server refusing a change of terms once the item was bid on (10020)', async () => {
    const message = 'This item has bids: its terms can no longer change.';
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/nfts/items/12'
        ? refusal(Code.COLLECTION_STATUS_INCORRECT, message)
        : undefined,
    );
    await openCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Paper Boats' }));
    expect(field('Starting price (USDT)').disabled).toBe(false);
    expect(field('Starting price (USDT)').value).toBe('40');
    type('Starting price (USDT)', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    const form = screen.getByRole('form', { name: 'Edit Paper Boats' });
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({
      startingPrice: '45',
      reservePrice: '60',
      startsAt: '2026-12-01T01:00:00.000Z',
    });
  });

  it('uploads an item’s artwork as multipart, showing refusals and the result', async () => {
    serve();
    let readable = false;
    const uploads = serveUploads(() =>
      readable
        ? success({ ...AUCTION, hasArtwork: true })
        : refusal(Code.IMAGE_INVALID, 'The image is not a readable JPEG or PNG.'),
    );
    await openCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Paper Boats' }));
    expect(screen.getByTestId('artwork-state').textContent).toMatch(/No artwork yet/);
    const input = field('Artwork file (PNG or JPEG)');
    expect(input.accept).toBe('image/png,image/jpeg');

    fireEvent.click(screen.getByRole('button', { name: 'Upload artwork' }));
    expect(await screen.findByText('Choose a PNG or JPEG file.')).toBeTruthy();
    const gif = new File(['GIF89a'], 'art.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload artwork' }));
    expect(await screen.findByText('The artwork must be a PNG or a JPEG.')).toBeTruthy();
    expect(uploads).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'art.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload artwork' }));
    expect(await screen.findByText('The image is not a readable JPEG or PNG.')).toBeTruthy();
    readable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Upload artwork' }));
    expect(await screen.findByText('Artwork uploaded.')).toBeTruthy();
    expect(screen.getByTestId('artwork-state').textContent).toMatch(/has artwork/);
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.path).toBe('/nfts/items/12/artwork');
    expect(uploads[1]!.auth).toBe('Bearer token-1');
    expect((uploads[1]!.image as File).name).toBe('art.png');
  });

  it('creates a charity with its https site and texts, and edits one', async () => {
    const calls = serve((call) => {
      if (call.method === 'POST' && call.path === '/nfts/charities')
        return success({ ...OTHER, id: 5, slug: 'sea-friends', name: 'Sea Friends' });
      if (call.method === 'POST' && call.path === '/nfts/charities/3')
        return success({ ...CHARITY, link: 'https://children.example.org' });
      return undefined;
    });
    await openCatalogue();
    fireEvent.click(screen.getByRole('button', { name: 'New charity' }));
    type('Slug', 'sea-friends');
    type('Site (https)', 'http://seafriends.example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Create charity' }));
    expect(await screen.findByText(/an https:\/\/ link/)).toBeTruthy();
    expect(screen.getByText(/English is required/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    type('Site (https)', ' https://seafriends.example.org ');
    type('Name (en)', 'Sea Friends');
    type('Description (en)', 'Beaches cleaned every week.');
    fireEvent.click(screen.getByRole('button', { name: 'Create charity' }));
    expect(await screen.findByText('Sea Friends created (#5).')).toBeTruthy();
    expect(posts(calls)[0]).toEqual({
      method: 'POST',
      path: '/nfts/charities',
      body: {
        slug: 'sea-friends',
        link: 'https://seafriends.example.org',
        texts: [{ lang: 'en', name: 'Sea Friends', description: 'Beaches cleaned every week.' }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Children First' }));
    expect(field('Name (en)').value).toBe('Children First');
    type('Site (https)', 'https://children.example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Save charity' }));
    expect(await screen.findByText('Children First saved.')).toBeTruthy();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual({
      method: 'POST',
      path: '/nfts/charities/3',
      body: {
        slug: 'children-first',
        link: 'https://children.example.org',
        texts: [
          { lang: 'en', name: 'Children First', description: 'Schools and meals for children.' },
          { lang: 'de', name: 'Kinder zuerst', description: 'Schulen und Essen für Kinder.' },
        ],
      },
    });
  });
});
