import { Code, STORAGE_KEYS, type LedgerEntry, type LedgerJournal } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp, testUser } from '../../test/render';
import { stubApi, type Handler } from '../../test/trading-kit';
import { routes } from '../router';
import { SessionSync } from '../session-sync';
import { callsOf, setUpPageTests } from './page-test-kit';

const balances = (demo = '100000.000000', real = '0.000000') => ({
  balances: [
    { book: 'demo', asset: 'USDT', available: demo, held: '0.000000' },
    { book: 'real', asset: 'USDT', available: real, held: '0.000000' },
  ],
});

function entry(over: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: '1',
    journalId: '1',
    time: '2026-11-22T17:16:52.004Z',
    book: 'demo',
    reason: 'demo.open',
    asset: 'USDT',
    account: 'available',
    amount: '100000.000000',
    balanceAfter: '100000.000000',
    rate: null,
    refType: null,
    refId: null,
    ...over,
  };
}

/** A journal of `entries` (the demo credit by default), its net changes summed from them. */
function journal(over: Partial<LedgerJournal> = {}, entries = [entry()]): LedgerJournal {
  const units = (amount: string) => BigInt(amount.replace('.', ''));
  const sum = (account: 'available' | 'held') => {
    const total = entries
      .filter((e) => e.account === account)
      .reduce((acc, e) => acc + units(e.amount), 0n);
    const text = (total < 0n ? -total : total).toString().padStart(7, '0');
    return `${total < 0n ? '-' : ''}${text.slice(0, -6)}.${text.slice(-6)}`;
  };
  return {
    id: entries[0]!.journalId,
    time: entries[0]!.time,
    book: entries[0]!.book,
    reason: entries[0]!.reason,
    refType: null,
    refId: null,
    changes: [{ asset: 'USDT', available: sum('available'), held: sum('held') }],
    entries,
    ...over,
  };
}

const page = (items: LedgerJournal[], total = items.length, pageNo = 1) => ({
  items,
  total,
  page: pageNo,
  pageSize: 20,
});

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'POST /user/getUserInfo': () => ({ result: testUser }),
      'GET /user/listBalances': () => ({ result: balances() }),
      'GET /user/listLedgerJournals': () => ({ result: page([journal()]) }),
      'GET /user/listRecharge': () => ({ result: { items: [], total: 0, page: 1, pageSize: 10 } }),
      'GET /user/listWithdrwal': () => ({ result: { items: [], total: 0, page: 1, pageSize: 10 } }),
      'GET /index/getParamByKey/demo.initialBalanceUsdt': () => ({
        result: { key: 'demo.initialBalanceUsdt', value: '100000' },
      }),
    },
    handlers,
  );

// The page's chunk (with the deposit and withdrawal dialogs) is transformed once, before the
// first test, so that no test's wait includes it.
setUpPageTests(() => import('./balance'));

describe('/profile/balance', () => {
  it('shows both books, the active one marked, and the record with labelled entries', async () => {
    stub();
    renderApp(routes, '/profile/balance');
    expect((await screen.findByTestId('book-demo-available')).textContent).toBe('100,000.00');
    expect(screen.getByTestId('book-real-available').textContent).toBe('0.00');
    expect(screen.getByTestId('book-demo-held').textContent).toBe('0.00 USDT');
    expect(screen.getByTestId('book-demo-active').textContent).toBe('In use');
    expect(screen.queryByTestId('book-real-active')).toBeNull();

    const row = await screen.findByTestId('ledger-event');
    expect(within(row).getByTestId('ledger-reason').textContent).toBe('Demo account opened');
    expect(within(row).getByTestId('ledger-available').textContent).toBe('+100,000.00 USDT');
    expect(within(row).getByTestId('ledger-available').className).toContain('text-up');
    expect(within(row).getByTestId('ledger-held').textContent).toBe('—');
    // Deposit and withdraw sit on the real book.
    const real = screen.getByTestId('book-real');
    expect(within(real).getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(real).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('labels a debit in the down colour and an unknown reason neutrally, with its code', async () => {
    stub({
      'GET /user/listLedgerJournals': () => ({
        result: page([
          journal({}, [
            entry({
              journalId: '3',
              reason: 'bonus.credit',
              amount: '-5.500000',
              balanceAfter: '1.0',
            }),
          ]),
          journal({}, [
            entry({
              journalId: '2',
              reason: 'withdrawal.reverse',
              account: 'held',
              amount: '-1.000000',
            }),
          ]),
        ]),
      }),
    });
    renderApp(routes, '/profile/balance');
    const [first, second] = await screen.findAllByTestId('ledger-event');
    expect(within(first!).getByTestId('ledger-reason').textContent).toBe('Balance change');
    expect(within(first!).getByText('bonus.credit')).toBeTruthy();
    expect(within(first!).getByTestId('ledger-available').textContent).toBe('-5.50 USDT');
    expect(within(first!).getByTestId('ledger-available').className).toContain('text-down');
    expect(within(second!).getByTestId('ledger-reason').textContent).toBe('Withdrawal');
    expect(within(second!).getByTestId('ledger-available').textContent).toBe('—');
    expect(within(second!).getByTestId('ledger-held').textContent).toBe('-1.00 USDT');
  });

  it('shows balances to the cent with the exact figure in the tooltip', async () => {
    stub({
      'GET /user/listBalances': () => ({
        result: {
          balances: [
            { book: 'demo', asset: 'USDT', available: '99364.372182', held: '100.004000' },
            { book: 'real', asset: 'USDT', available: '0.000001', held: '0.000000' },
          ],
        },
      }),
    });
    renderApp(routes, '/profile/balance');
    const demo = await screen.findByTestId('book-demo-available');
    expect(demo.textContent).toBe('99,364.37');
    expect(demo.title).toBe('99,364.372182 USDT');
    expect(screen.getByTestId('book-demo-held').textContent).toBe('100.00 USDT');
    expect(screen.getByTestId('book-demo-held').title).toBe('100.004 USDT');
    // Not zero, though it rounds to 0.00: the tooltip says what is there.
    expect(screen.getByTestId('book-real-available').textContent).toBe('0.00');
    expect(screen.getByTestId('book-real-available').title).toBe('0.000001 USDT');
  });

  it('shows an event once, with its net change of available and held, and opens its entries', async () => {
    const held = [
      entry({
        id: '7',
        journalId: '4',
        reason: 'options.open',
        amount: '-100.000000',
        balanceAfter: '99364.372182',
      }),
      entry({
        id: '8',
        journalId: '4',
        reason: 'options.open',
        account: 'held',
        amount: '100.000000',
        balanceAfter: '100.000000',
      }),
    ];
    stub({ 'GET /user/listLedgerJournals': () => ({ result: page([journal({}, held)]) }) });
    renderApp(routes, '/profile/balance');
    const [row, ...more] = await screen.findAllByTestId('ledger-event');
    expect(more).toHaveLength(0);
    expect(within(row!).getByTestId('ledger-reason').textContent).toBe('Options stake held');
    expect(within(row!).getByTestId('ledger-available').textContent).toBe('-100.00 USDT');
    expect(within(row!).getByTestId('ledger-held').textContent).toBe('+100.00 USDT');
    expect(within(row!).queryByTestId('ledger-entries')).toBeNull();

    const toggle = within(row!).getByRole('button', { name: 'Entries Options stake held' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = within(row!).getByRole('list', { name: 'Entries of Options stake held' });
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    const lines = within(list).getAllByTestId('ledger-entry');
    expect(lines.map((line) => line.dataset['account'])).toEqual(['available', 'held']);
    // The entries are the detail: exact, each with its balance after.
    expect(within(lines[0]!).getByTestId('ledger-entry-amount').textContent).toBe('-100.00 USDT');
    expect(within(lines[0]!).getByTestId('ledger-entry-balance').textContent).toBe(
      'Balance 99,364.372182 USDT',
    );
    expect(within(lines[1]!).getByTestId('ledger-entry-amount').textContent).toBe('+100.00 USDT');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(row!).queryByTestId('ledger-entries')).toBeNull();
  });

  it('shows an event as one row of the desktop table, its entries in a row under it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1001px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    try {
      const closed = [
        entry({
          id: '9',
          journalId: '5',
          reason: 'contract.close',
          account: 'held',
          amount: '-650.000000',
        }),
        entry({ id: '10', journalId: '5', reason: 'contract.close', amount: '743.550000' }),
      ];
      stub({ 'GET /user/listLedgerJournals': () => ({ result: page([journal({}, closed)]) }) });
      renderApp(routes, '/profile/balance');
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Time', 'Type', 'Available', 'Held', 'Entries']);
      const [row, ...more] = within(table).getAllByTestId('ledger-event');
      expect(more).toHaveLength(0);
      expect(within(row!).getByTestId('ledger-available').textContent).toBe('+743.55 USDT');
      expect(within(row!).getByTestId('ledger-held').textContent).toBe('-650.00 USDT');
      fireEvent.click(within(row!).getByRole('button', { name: 'Entries Contract closed' }));
      expect(within(row!).getAllByTestId('ledger-entry')).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for one book per tab, keeps it in the URL and says what an empty book will show', async () => {
    const api = stub({
      'GET /user/listLedgerJournals': (_body, url) => ({
        result: page(url.searchParams.get('book') === 'real' ? [] : [journal()]),
      }),
    });
    const { router } = renderApp(routes, '/profile/balance');
    await screen.findByTestId('ledger-event');
    fireEvent.click(screen.getByRole('tab', { name: 'Real' }));
    expect((await screen.findByTestId('ledger-empty')).textContent).toBe(
      'Deposits, withdrawals and trades on your real account will appear here.',
    );
    expect(router.state.location.search).toBe('?book=real');
    expect(screen.getByRole('tab', { name: 'Real' }).getAttribute('aria-selected')).toBe('true');
    const last = callsOf(api, 'GET', '/user/listLedgerJournals').at(-1);
    expect(last?.url.searchParams.get('book')).toBe('real');
    expect(last?.url.searchParams.get('page')).toBe('1');
  });

  it('moves between tabs with the arrow keys', async () => {
    stub();
    renderApp(routes, '/profile/balance');
    const all = await screen.findByRole('tab', { name: 'All' });
    expect(all.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Demo' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Demo'));
    expect(screen.getByRole('tab', { name: 'Demo' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Real'));
  });

  it('pages through the record', async () => {
    const api = stub({
      'GET /user/listLedgerJournals': (_body, url) => {
        const n = Number(url.searchParams.get('page'));
        return { result: page([journal({}, [entry({ journalId: String(100 - n) })])], 41, n) };
      },
    });
    const { router } = renderApp(routes, '/profile/balance');
    expect((await screen.findByTestId('ledger-range')).textContent).toBe('1–1 of 41');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        callsOf(api, 'GET', '/user/listLedgerJournals').at(-1)?.url.searchParams.get('page'),
      ).toBe('2'),
    );
    expect((await screen.findByTestId('ledger-range')).textContent).toBe('21–21 of 41');
  });

  it('shows the failure with a retry that loads the record', async () => {
    let fail = true;
    stub({
      'GET /user/listLedgerJournals': () =>
        fail ? { status: 500, code: 500, msg: 'Unknown error' } : { result: page([journal()]) },
    });
    renderApp(routes, '/profile/balance');
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('The transaction record could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ledger-event')).toBeTruthy();
  });

  it('switches the account mode: stored, announced, sent as X-Real-Account, balances refetched', async () => {
    const api = stub();
    renderApp(routes, '/profile/balance');
    await screen.findByTestId('book-demo-active');
    const before = callsOf(api, 'GET', '/user/listBalances').length;

    fireEvent.click(screen.getByRole('radio', { name: 'Real' }));
    expect(
      await screen.findByText('Switched to real mode: actions now use your real funds.'),
    ).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.virtualStatus)).toBe('0');
    expect(await screen.findByTestId('book-real-active')).toBeTruthy();
    expect(screen.queryByTestId('book-demo-active')).toBeNull();
    await waitFor(() =>
      expect(callsOf(api, 'GET', '/user/listBalances').length).toBeGreaterThan(before),
    );
    expect(callsOf(api, 'GET', '/user/listBalances').at(-1)?.headers.get('x-real-account')).toBe(
      'YES',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Demo' }));
    expect(
      await screen.findByText('Switched to demo mode: actions now use virtual funds.'),
    ).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.virtualStatus)).toBe('1');
  });

  it('confirms the reset with its amount, retries with the same key, and gives a receipt', async () => {
    let attempts = 0;
    const api = stub({
      'GET /user/listBalances': () => ({ result: balances('250.000000') }),
      'POST /user/resetDemo': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, code: 10041, msg: 'busy' }
          : { result: balances('100000.000000') };
      },
    });
    renderApp(routes, '/profile/balance');
    await screen.findByTestId('book-demo-available');
    fireEvent.click(screen.getByTestId('reset-demo'));

    const dialog = await screen.findByTestId('reset-demo-dialog');
    expect(await within(dialog).findByText('Reset to 100,000.00 USDT')).toBeTruthy();
    expect(within(dialog).getByText(/will be set to 100,000\.00 USDT/)).toBeTruthy();
    expect(within(dialog).getByText('250.00 USDT')).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('reset-demo-confirm'));
    expect(await within(dialog).findByTestId('reset-demo-error')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('reset-demo-confirm'));
    expect(await screen.findByText('Your demo balance was reset to 100,000.00 USDT.')).toBeTruthy();
    expect(screen.getByTestId('book-demo-available').textContent).toBe('100,000.00');

    const posts = callsOf(api, 'POST', '/user/resetDemo');
    expect(posts).toHaveLength(2);
    const key = posts[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers.get('idempotency-key')).toBe(key);

    // A new reset is a new action: a new key.
    fireEvent.click(screen.getByTestId('reset-demo'));
    const again = await screen.findByTestId('reset-demo-dialog');
    fireEvent.click(await within(again).findByText('Reset to 100,000.00 USDT'));
    await waitFor(() => expect(callsOf(api, 'POST', '/user/resetDemo')).toHaveLength(3));
    expect(callsOf(api, 'POST', '/user/resetDemo')[2]?.headers.get('idempotency-key')).not.toBe(
      key,
    );
  });

  it('downloads the statement of the tab shown through a Blob', async () => {
    const api = stub();
    const fetchJson = api.fetch;
    const csv = 'entry,journal\r\n1,1\r\n';
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/user/exportStatement')) {
        api.calls.push({
          method: 'GET',
          url: new URL(String(input), 'http://localhost'),
          body: undefined,
          headers: new Headers(init?.headers),
        });
        return new Response(csv, {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="statement-demo-2026-11-22.csv"',
          },
        });
      }
      return fetchJson(input, init);
    });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    renderApp(routes, '/profile/balance?book=demo');
    await screen.findByTestId('ledger-event');
    fireEvent.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('statement-demo-2026-11-22.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:statement');
    expect(await created[0]?.text()).toBe(csv);
    const call = callsOf(api, 'GET', '/user/exportStatement')[0];
    expect(call?.url.searchParams.get('book')).toBe('demo');
    expect(call?.headers.get('authorization')).toBe('Bearer swx_token');
  });

  it('is linked from the account page, which carries the mode switch too', async () => {
    stub();
    const { router } = renderApp(routes, '/profile');
    expect(((await screen.findByRole('radio', { name: 'Demo' })) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('link', { name: /^Balance/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/balance'));
    expect(await screen.findByTestId('book-demo-available')).toBeTruthy();
  });
});

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The answer of a withdrawal of 150 USDT to TRON just requested. */
const pendingWithdrawal = (id: string) => ({
  id,
  network: 'USDT-TRC20',
  asset: 'USDT',
  address: TRON,
  amount: '150.000000',
  fee: '1.500000',
  receive: '148.500000',
  usdtAmount: '150.000000',
  rate: null,
  status: 'pending',
  payoutHash: null,
  reason: null,
  createdAt: '2026-11-22T17:16:52.004Z',
  closedAt: null,
});
/** What a USDT quote adds to its terms: it costs what it sends, with no price to hold. */
const USDT_QUOTE = {
  usdtAmount: '150.000000',
  usdtFee: '1.500000',
  rate: null,
  rateAt: null,
  simulated: false,
  priceTolerance: null,
  expiresAt: null,
  quoteId: null,
};
const HASH = 'ab'.repeat(32);
const network = {
  id: 'USDT-TRC20',
  name: 'USDT (TRC20)',
  asset: 'USDT',
  minimum: '120',
  address: TRON,
};
const deposit = {
  id: '7',
  network: 'USDT-TRC20',
  asset: 'USDT',
  amount: '150.000000',
  txHash: HASH,
  last6: 'gLj6tA',
  receivingAddress: TRON,
  status: 'pending',
  creditedUsdt: null,
  rate: null,
  reason: null,
  createdAt: '2026-11-22T17:16:52.004Z',
  reviewedAt: null,
};

function png(size = 68): File {
  return new File([new Uint8Array(size)], 'proof.png', { type: 'image/png' });
}

describe('deposits and withdrawals', () => {
  it('in demo mode offers the real account first and then opens the deposit', async () => {
    const api = stub({
      'GET /user/listDepositNetworks': () => ({ result: { networks: [network] } }),
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('deposit-button'));
    const prompt = await screen.findByTestId('real-mode-dialog');
    expect(prompt.textContent).toContain('you are in demo mode now');
    expect(callsOf(api, 'GET', '/user/listDepositNetworks')).toHaveLength(0);
    fireEvent.click(within(prompt).getByTestId('real-mode-switch'));
    expect(localStorage.getItem(STORAGE_KEYS.virtualStatus)).toBe('0');
    const dialog = await screen.findByTestId('deposit-dialog');
    expect((await within(dialog).findByTestId('deposit-address')).textContent).toBe(TRON);
    expect(within(dialog).getByTestId('deposit-minimum').textContent).toBe(
      'Minimum deposit: 120 USDT',
    );
    expect(within(dialog).getByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('says when no network has a receiving address', async () => {
    session.setVirtualStatus(0);
    stub({ 'GET /user/listDepositNetworks': () => ({ result: { networks: [] } }) });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('deposit-button'));
    expect((await screen.findByTestId('deposit-unavailable')).textContent).toContain(
      'Deposits are not available yet',
    );
  });

  it('validates the claim live, refuses a large file, and sends it once per attempt', async () => {
    session.setVirtualStatus(0);
    let attempts = 0;
    const api = stub({
      'GET /user/listDepositNetworks': () => ({ result: { networks: [network] } }),
      'POST /user/recharge': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, code: 10041, msg: 'busy' }
          : { code: 20002, result: deposit };
      },
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('deposit-button'));
    const dialog = await screen.findByTestId('deposit-dialog');
    const amount = await within(dialog).findByLabelText('Amount sent (USDT)');

    fireEvent.change(amount, { target: { value: '119.5' } });
    fireEvent.blur(amount);
    expect(within(dialog).getByText('The minimum deposit is 120 USDT.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(`${amount.id}-error`);
    fireEvent.change(amount, { target: { value: '150.1234567' } });
    expect(within(dialog).getByText('USDT takes at most 6 decimals.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '150' } });

    const hash = within(dialog).getByLabelText('Transaction hash');
    fireEvent.change(hash, { target: { value: `0x${HASH}` } });
    fireEvent.blur(hash);
    expect(within(dialog).getByText('This is not a USDT (TRC20) transaction hash.')).toBeTruthy();
    fireEvent.change(hash, { target: { value: HASH } });
    expect(within(dialog).getByText('This is a valid USDT (TRC20) hash format.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Last 6 characters of the sending address'), {
      target: { value: 'gLj6tA' },
    });

    const file = within(dialog).getByLabelText('Proof of payment');
    fireEvent.change(file, { target: { files: [png(5 * 1024 * 1024 + 1)] } });
    expect(within(dialog).getByText('This file is 5.0 MB; the limit is 5 MB.')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    expect(callsOf(api, 'POST', '/user/recharge')).toHaveLength(0);
    fireEvent.change(file, { target: { files: [png()] } });

    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    expect(await within(dialog).findByTestId('deposit-error')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    expect(await within(dialog).findByTestId('deposit-done')).toBeTruthy();

    const posts = callsOf(api, 'POST', '/user/recharge');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers.get('idempotency-key')).toBe(posts[0]?.headers.get('idempotency-key'));
    expect(posts[0]?.headers.get('x-real-account')).toBe('YES');
    expect(posts[0]?.headers.has('content-type')).toBe(false);
  });

  it('shows the verification requirement instead of the withdrawal form', async () => {
    session.setVirtualStatus(0);
    stub({
      'GET /user/getIdentification': () => ({
        result: { status: 'none', reason: null, submittedAt: null, reviewedAt: null },
      }),
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const kyc = await screen.findByTestId('withdraw-kyc');
    expect(kyc.textContent).toContain('Verify your identity first');
    expect(within(kyc).getByTestId('withdraw-kyc-status').textContent).toBe('Not verified');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('quotes the fee before confirming and repeats the terms', async () => {
    session.setVirtualStatus(0);
    const api = stub({
      'GET /user/listBalances': () => ({ result: balances('100000.000000', '150.000000') }),
      'GET /user/getIdentification': () => ({
        result: { status: 'verified', reason: null, submittedAt: null, reviewedAt: null },
      }),
      'GET /user/getWithdrawalQuote': (_body, url) => ({
        result: {
          network: 'USDT-TRC20',
          asset: 'USDT',
          amount: url.searchParams.get('amount'),
          fee: '1.500000',
          receive: '148.500000',
          feeRate: '0.01',
          feeMin: '1',
          ...USDT_QUOTE,
        },
      }),
      'POST /user/withdrawal': () => ({ code: 20003, result: pendingWithdrawal('3') }),
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    const address = await within(dialog).findByLabelText('Withdrawal address');
    fireEvent.change(address, { target: { value: TRON.slice(0, -1) } });
    fireEvent.blur(address);
    expect(within(dialog).getByText('This is not a valid USDT (TRC20) address.')).toBeTruthy();
    fireEvent.change(address, { target: { value: TRON } });
    await waitFor(() =>
      expect((within(dialog).getByTestId('withdraw-max') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(within(dialog).getByTestId('withdraw-max'));
    expect((within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe(
      '150.000000',
    );
    expect(
      (await within(dialog).findByTestId('withdraw-receive', {}, { timeout: 3000 })).textContent,
    ).toBe('148.50 USDT');
    expect(within(dialog).getByTestId('withdraw-fee').textContent).toContain(
      '1% of the amount, at least 1 USDT',
    );
    expect(callsOf(api, 'GET', '/user/getWithdrawalQuote')).toHaveLength(1);
    fireEvent.click(within(dialog).getByTestId('withdraw-continue'));
    const confirm = await within(dialog).findByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('withdraw-confirm-address').textContent).toBe(TRON);
    fireEvent.click(within(confirm).getByTestId('withdraw-confirm-button'));
    expect(await within(dialog).findByTestId('withdraw-done')).toBeTruthy();
    const post = callsOf(api, 'POST', '/user/withdrawal')[0];
    expect(post?.body).toEqual({ network: 'USDT-TRC20', address: TRON, amount: '150.000000' });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for the code of the app when the server does, and keeps the field while it is typed', async () => {
    session.setVirtualStatus(0);
    const done = pendingWithdrawal('4');
    const api = stub({
      'GET /user/listBalances': () => ({ result: balances('100000.000000', '150.000000') }),
      'GET /user/getIdentification': () => ({
        result: { status: 'verified', reason: null, submittedAt: null, reviewedAt: null },
      }),
      // Stale: two-factor sign-in was turned on from another device.
      'GET /user/getSecuritySettings': () => ({
        result: {
          antiPhishing: null,
          hasPassword: true,
          twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
        },
      }),
      'GET /user/getWithdrawalQuote': () => ({
        result: {
          network: 'USDT-TRC20',
          asset: 'USDT',
          amount: '150.000000',
          fee: '1.500000',
          receive: '148.500000',
          feeRate: '0.01',
          feeMin: '1',
          ...USDT_QUOTE,
        },
      }),
      'POST /user/withdrawal': (body) =>
        (body as { twoFactorCode?: string }).twoFactorCode === '123456'
          ? { code: 20003, result: done }
          : { status: 403, code: Code.TWO_FACTOR_REQUIRED, msg: 'x' },
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    fireEvent.change(await within(dialog).findByLabelText('Withdrawal address'), {
      target: { value: TRON },
    });
    await waitFor(() =>
      expect((within(dialog).getByTestId('withdraw-max') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(within(dialog).getByTestId('withdraw-max'));
    await within(dialog).findByTestId('withdraw-receive', {}, { timeout: 3000 });
    fireEvent.click(within(dialog).getByTestId('withdraw-continue'));
    const confirm = await within(dialog).findByTestId('withdraw-confirm');
    expect(within(confirm).queryByLabelText('Code from the app')).toBeNull();
    fireEvent.click(within(confirm).getByTestId('withdraw-confirm-button'));

    const code = await within(confirm).findByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '1' } });
    expect(within(confirm).getByLabelText('Code from the app')).toBe(code);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(confirm).getByTestId('withdraw-confirm-button'));
    expect(await within(dialog).findByTestId('withdraw-done')).toBeTruthy();
    const posts = callsOf(api, 'POST', '/user/withdrawal');
    expect(posts.map((call) => call.body)).toEqual([
      { network: 'USDT-TRC20', address: TRON, amount: '150.000000' },
      { network: 'USDT-TRC20', address: TRON, amount: '150.000000', twoFactorCode: '123456' },
    ]);
    // One request: the retry with the code keeps its Idempotency-Key.
    expect(posts[1]?.headers.get('idempotency-key')).toBe(posts[0]?.headers.get('idempotency-key'));
  });

  it('withdraws BTC at the quoted price: the cost in USDT shown, the quote sent back, a new price asked for when the price moved', async () => {
    session.setVirtualStatus(0);
    const BTC_TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    let quotes = 0;
    const btcQuote = (rate: string, usdtAmount: string) => {
      quotes += 1;
      return {
        result: {
          network: 'BTC',
          asset: 'BTC',
          amount: '0.01000000',
          fee: '0.00020000',
          receive: '0.00980000',
          feeRate: '0.01',
          feeMin: '0.0002',
          usdtAmount,
          usdtFee: '13.086434',
          rate,
          rateAt: new Date().toISOString(),
          simulated: true,
          priceTolerance: '0.005',
          expiresAt: new Date(Date.now() + 30_000).toISOString(),
          quoteId: `q1.quote${quotes}.sig`,
        },
      };
    };
    const api = stub({
      'GET /user/listBalances': () => ({ result: balances('100000.000000', '1000.000000') }),
      'GET /user/getIdentification': () => ({
        result: { status: 'verified', reason: null, submittedAt: null, reviewedAt: null },
      }),
      'GET /user/getWithdrawalQuote': () =>
        quotes === 0 ? btcQuote('65432.17', '654.321700') : btcQuote('66000.00', '660.000000'),
      'POST /user/withdrawal': (body) =>
        (body as { quoteId: string }).quoteId === 'q1.quote1.sig'
          ? { status: 409, code: Code.PRICE_MOVED, msg: 'moved' }
          : {
              code: 20003,
              result: {
                ...pendingWithdrawal('9'),
                network: 'BTC',
                asset: 'BTC',
                address: BTC_TO,
                amount: '0.01000000',
                fee: '0.00020000',
                receive: '0.00980000',
                usdtAmount: '660.000000',
                rate: '66000',
              },
            },
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'BTC' }));
    // BTC is paid from the USDT balance: no "max" in BTC, the amount in BTC.
    expect(within(dialog).queryByTestId('withdraw-max')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Withdrawal address'), {
      target: { value: BTC_TO },
    });
    fireEvent.change(within(dialog).getByLabelText('Amount (BTC)'), {
      target: { value: '0.01' },
    });
    expect(
      (await within(dialog).findByTestId('withdraw-cost', {}, { timeout: 3000 })).textContent,
    ).toBe('654.32 USDT');
    expect(within(dialog).getByTestId('withdraw-rate').textContent).toContain(
      '1 BTC = 65,432.17 USDT',
    );
    // A price of the simulated feed says so.
    expect(within(dialog).getByTestId('withdraw-rate-simulated').textContent).toBe(
      'Simulated prices',
    );
    expect(within(dialog).getByTestId('withdraw-receive').textContent).toBe('0.0098 BTC');
    expect(within(dialog).getByTestId('withdraw-fee').textContent).toContain(
      '1% of the amount, at least 0.0002 BTC',
    );
    fireEvent.click(within(dialog).getByTestId('withdraw-continue'));
    const confirm = await within(dialog).findByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('withdraw-quote-time').textContent).toMatch(
      /^This price holds for (29|30) s, unless the market moves more than 0\.5% before you confirm\.$/,
    );
    fireEvent.click(within(confirm).getByTestId('withdraw-confirm-button'));
    // The price moved: that quote is not sent again; a new price is shown to confirm.
    fireEvent.click(await within(confirm).findByTestId('withdraw-requote'));
    await waitFor(() =>
      expect(within(confirm).getByTestId('withdraw-cost').textContent).toBe('660.00 USDT'),
    );
    expect(within(confirm).queryByTestId('withdraw-error')).toBeNull();
    fireEvent.click(within(confirm).getByTestId('withdraw-confirm-button'));
    const done = await within(dialog).findByTestId('withdraw-done');
    expect(done.textContent).toContain('660.00 USDT is held');
    expect(done.textContent).toContain('0.0098 BTC is sent to your address');
    expect(callsOf(api, 'POST', '/user/withdrawal').map((call) => call.body)).toEqual([
      { network: 'BTC', address: BTC_TO, amount: '0.01', quoteId: 'q1.quote1.sig' },
      { network: 'BTC', address: BTC_TO, amount: '0.01', quoteId: 'q1.quote2.sig' },
    ]);
  });

  it('says the maximum at the amount when the quote refuses it as too large', async () => {
    session.setVirtualStatus(0);
    stub({
      'GET /user/listBalances': () => ({ result: balances('0.000000', '2000000.000000') }),
      'GET /user/getIdentification': () => ({
        result: { status: 'verified', reason: null, submittedAt: null, reviewedAt: null },
      }),
      'GET /user/getWithdrawalQuote': () => ({
        status: 400,
        code: Code.AMOUNT_ABOVE_MAXIMUM,
        msg: 'x',
        result: { maximum: '1000000', asset: 'USDT' },
      }),
    });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    fireEvent.change(await within(dialog).findByLabelText('Withdrawal address'), {
      target: { value: TRON },
    });
    fireEvent.change(within(dialog).getByLabelText('Amount (USDT)'), {
      target: { value: '1500000' },
    });
    expect(
      await within(dialog).findByText(
        'The amount is above the maximum of 1000000 USDT',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it('lists deposits with their review outcome', async () => {
    stub({
      'GET /user/listRecharge': () => ({
        result: {
          items: [
            { ...deposit, id: '9', status: 'rejected', reason: 'No such transfer' },
            {
              ...deposit,
              id: '8',
              network: 'BTC',
              asset: 'BTC',
              amount: '0.02000000',
              status: 'approved',
              creditedUsdt: '1300.000000',
              rate: '65000',
            },
            deposit,
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        },
      }),
    });
    renderApp(routes, '/profile/balance');
    const [rejected, approved, pending] = await screen.findAllByTestId('deposit-record');
    expect(within(rejected!).getByTestId('record-status').textContent).toBe('Rejected');
    expect(within(rejected!).getByTestId('record-reason').textContent).toBe(
      'Reason: No such transfer',
    );
    expect(within(approved!).getByTestId('deposit-credited').textContent).toBe(
      'Credited 1,300.00 USDT',
    );
    expect(within(approved!).getByText('Rate 65,000 USDT per BTC')).toBeTruthy();
    expect(within(pending!).getByTestId('record-status').textContent).toBe('Pending review');
  });

  it('filters the withdrawals by status, from the first page', async () => {
    const api = stub({
      'GET /user/listWithdrwal': (_, url) => ({
        result: {
          items: [],
          total: url.searchParams.has('status') ? 0 : 25,
          page: Number(url.searchParams.get('page')),
          pageSize: 10,
        },
      }),
    });
    renderApp(routes, '/profile/balance?records=withdrawals');
    const status = await screen.findByTestId('records-status');
    const options = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All statuses',
      'Pending review',
      'Approved',
      'Completed',
      'Rejected',
      'Failed',
    ]);
    fireEvent.change(status, { target: { value: 'failed' } });
    expect((await screen.findByTestId('records-empty')).textContent).toBe(
      'No records with this status.',
    );
    const last = callsOf(api, 'GET', '/user/listWithdrwal').at(-1)!;
    expect(last.url.searchParams.get('status')).toBe('failed');
    expect(last.url.searchParams.get('page')).toBe('1');
  });
});

describe('session sync', () => {
  it('forgets balances and the record when the user logs out', async () => {
    stub();
    const { queryClient } = renderApp(<SessionSync />);
    queryClient.setQueryData(['ledger', 'balances'], balances());
    queryClient.setQueryData(['ledger', 'journals', 'all', 1, 20], page([journal()]));
    act(() => session.clear('logout'));
    await waitFor(() => expect(queryClient.getQueryData(['ledger', 'balances'])).toBeUndefined());
    expect(queryClient.getQueryData(['ledger', 'journals', 'all', 1, 20])).toBeUndefined();
  });
});
