import { LIVE_HEARTBEAT_MS } from '@swx/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedSocket } from '../../test/scripted-socket';
import { LiveClient } from './live-client';

const latest = () => ScriptedSocket.all.at(-1)!;

beforeEach(() => {
  ScriptedSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', ScriptedSocket);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveClient and the signed-in account', () => {
  it('opens a connection for an account alone and authenticates before subscribing', () => {
    const client = new LiveClient(() => 'ws://test/live');
    client.setAccount('token-1');
    expect(ScriptedSocket.all).toHaveLength(1);
    client.subscribe('market.2');
    latest().open();
    expect(latest().sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'subscribe', topic: 'market.2' },
    ]);
  });

  it('authenticates an open connection at once and passes pushed counts to listeners', () => {
    const client = new LiveClient(() => 'ws://test/live');
    const release = client.subscribe('market.1');
    latest().open();
    client.setAccount('token-1');
    expect(latest().sent.at(-1)).toEqual({ op: 'auth', token: 'token-1' });

    const counts: number[] = [];
    const stop = client.onNotice((unread) => counts.push(unread));
    latest().receive({ t: 'authed' });
    latest().receive({ t: 'notice', unread: 3 });
    latest().receive({ t: 'notice', unread: 0 });
    stop();
    latest().receive({ t: 'notice', unread: 9 });
    expect(counts).toEqual([3, 0]);
    release();
  });

  it('keeps the connection while signed in even with no topic, and closes it after sign-out', () => {
    const client = new LiveClient(() => 'ws://test/live');
    client.setAccount('token-1');
    const first = latest();
    first.open();
    const release = client.subscribe('market.1');
    release();
    // Well past the idle close of a connection nobody needs, with the server's heartbeats.
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
      first.receive({ t: 'hb', time: Date.now() });
    }
    expect(first.readyState).toBe(ScriptedSocket.OPEN);

    client.setAccount(null);
    expect(first.closedWith).toBe(1000);
    // Nothing else is wanted: no new connection.
    expect(ScriptedSocket.all).toHaveLength(1);
    expect(client.state).toBe('idle');
  });

  it('signing out with topics wanted reconnects without the token and subscribes again', () => {
    const client = new LiveClient(() => 'ws://test/live');
    client.setAccount('token-1');
    client.subscribe('market.3');
    const first = latest();
    first.open();

    client.setAccount(null);
    expect(first.readyState).toBe(ScriptedSocket.CLOSED);
    const second = latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ op: 'subscribe', topic: 'market.3' }]);
    // A count pushed on the old connection after it closed reaches nobody.
    const counts: number[] = [];
    client.onNotice((unread) => counts.push(unread));
    second.receive({ t: 'notice', unread: 1 });
    expect(counts).toEqual([1]);
  });

  it('sends the token again after a dropped connection reconnects', () => {
    const client = new LiveClient(() => 'ws://test/live');
    client.setAccount('token-1');
    latest().open();
    latest().close();
    expect(client.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    const again = latest();
    expect(ScriptedSocket.all).toHaveLength(2);
    again.open();
    expect(again.sent).toEqual([{ op: 'auth', token: 'token-1' }]);
  });

  it('a second account on the same connection authenticates with its own token', () => {
    const client = new LiveClient(() => 'ws://test/live');
    client.setAccount('token-1');
    latest().open();
    client.setAccount('token-2');
    expect(ScriptedSocket.all).toHaveLength(1);
    expect(latest().sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'auth', token: 'token-2' },
    ]);
  });
});

describe('LiveClient and the state of the connection (issue 17)', () => {
  it('says connecting, live, then reconnecting when the socket closes', () => {
    const client = new LiveClient(() => 'ws://test/live');
    client.subscribe('ticker.BTCUSDT');
    expect(client.connection()).toBe('connecting');
    latest().open();
    expect(client.connection()).toBe('live');
    latest().close();
    expect(client.connection()).toBe('reconnecting');
  });

  it('drops the socket when the browser goes offline, and reconnects at once when back', () => {
    const network = new EventTarget();
    const client = new LiveClient(() => 'ws://test/live');
    client.watchNetwork(network as unknown as Window, true);
    const changes = vi.fn();
    client.onChange(changes);
    client.subscribe('ticker.BTCUSDT');
    const first = latest();
    first.open();
    network.dispatchEvent(new Event('offline'));
    expect(client.connection()).toBe('offline');
    expect(first.readyState).toBe(ScriptedSocket.CLOSED);
    // No attempt while offline, whatever the backoff would have done.
    vi.advanceTimersByTime(60_000);
    expect(ScriptedSocket.all).toHaveLength(1);
    expect(changes).toHaveBeenCalled();

    network.dispatchEvent(new Event('online'));
    expect(ScriptedSocket.all).toHaveLength(2);
    expect(client.connection()).toBe('connecting');
    latest().open();
    expect(client.connection()).toBe('live');
    expect(latest().sent).toEqual([{ op: 'subscribe', topic: 'ticker.BTCUSDT' }]);
  });

  it('keeps the latest tick of a followed ticker with its time and arrival, until unfollowed', () => {
    vi.setSystemTime(Date.parse('2026-11-25T12:00:00.000Z'));
    const client = new LiveClient(() => 'ws://test/live');
    const release = client.subscribe('ticker.BTCUSDT', () => {});
    latest().open();
    const tick = { t: 'tick', code: 'BTCUSDT', zdf: '0', bid: null, ask: null };
    latest().receive({ ...tick, price: '65000.12', time: 111 });
    latest().receive({ ...tick, price: '65000.50', time: 222 });
    expect(client.quote('BTCUSDT')).toEqual({
      price: '65000.50',
      time: 222,
      receivedAt: Date.parse('2026-11-25T12:00:00.000Z'),
    });
    release();
    expect(client.quote('BTCUSDT')).toBeUndefined();
  });

  it('passes an item’s frames to its topic’s handlers, only the latest of a frame', () => {
    const client = new LiveClient(() => 'ws://test/live');
    const seen: unknown[] = [];
    const other: unknown[] = [];
    const release = client.subscribe('nft.7', (m) => seen.push(m));
    const stop = client.subscribe('nft.8', (m) => other.push(m));
    latest().open();
    expect(latest().sent).toEqual([
      { op: 'subscribe', topic: 'nft.7' },
      { op: 'subscribe', topic: 'nft.8' },
    ]);
    const item = { id: '7', status: 'live', sold: 0, reserveMet: false, endsAt: null };
    latest().receive({ t: 'nft', item: { ...item, currentBid: '10', bidCount: 1 } });
    latest().receive({ t: 'nft', item: { ...item, currentBid: '12', bidCount: 2 } });
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([{ t: 'nft', item: { ...item, currentBid: '12', bidCount: 2 } }]);
    expect(other).toEqual([]);
    release();
    stop();
  });

  it('binds a support visitor’s token after the account’s, again after a reconnect, and passes conversation frames', () => {
    const client = new LiveClient(() => 'ws://test/live');
    const seen: unknown[] = [];
    client.setAccount('token-1');
    client.setVisitor('visitor-1');
    const release = client.subscribe('support.5', (m) => seen.push(m));
    latest().open();
    expect(latest().sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'visitor', token: 'visitor-1' },
      { op: 'subscribe', topic: 'support.5' },
    ]);
    const conversation = {
      id: '5',
      status: 'open',
      agent: 'Ann',
      lastMessageId: '9',
      agentReadUpTo: '8',
      unread: 1,
    };
    latest().receive({ t: 'support', conversation: { ...conversation, unread: 0 } });
    latest().receive({ t: 'support', conversation });
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([{ t: 'support', conversation }]);

    latest().close();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'visitor', token: 'visitor-1' },
      { op: 'subscribe', topic: 'support.5' },
    ]);
    release();
  });
});
