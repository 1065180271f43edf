import {
  Code,
  SUPPORT_VISITOR_HEADER,
  type SupportConversation,
  type SupportLive,
  type SupportMessage,
} from '@swx/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { live } from '../../lib/live/live-client';
import { session } from '../../lib/session';
import { storage } from '../../lib/storage';
import { fakeModalDialogs, loginAnswer, renderApp } from '../../test/render';
import { ScriptedSocket } from '../../test/scripted-socket';
import { stubApi, type Handler } from '../../test/trading-kit';
import { visitorToken } from '../../features/support/api/support';
import { ChatWidget } from './chat-widget';

function message(over: Partial<SupportMessage> & Pick<SupportMessage, 'id'>): SupportMessage {
  return {
    author: 'customer',
    agent: null,
    body: 'Hello',
    event: null,
    image: null,
    clientId: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...over,
  };
}

function conversation(over: Partial<SupportConversation> = {}): SupportConversation {
  return {
    id: '5',
    status: 'open',
    topic: 'other',
    agent: 'Ann',
    createdAt: '2026-11-28T10:00:00.000Z',
    messages: [],
    agentReadUpTo: null,
    unread: 0,
    ...over,
  };
}

/** A frame of live topic support.5, as the server sends it. */
function liveFrame(over: Partial<SupportLive> = {}) {
  return {
    t: 'support',
    conversation: {
      id: '5',
      status: 'open',
      agent: 'Ann',
      lastMessageId: '1',
      agentReadUpTo: null,
      unread: 0,
      agentTypingMs: 0,
      ...over,
    } satisfies SupportLive,
  };
}

const status =
  (agentsOnline: boolean, replyMinutes: number | null = 4) =>
  () => ({
    result: { agentsOnline, replyMinutes },
  });

const stub = (handlers: Record<string, Handler>) =>
  stubApi(
    {
      'GET /support/getStatus': status(true),
      'GET /index/listFaq': () => ({ result: { categories: [], items: [] } }),
      'GET /index/getSiteLinks': () => ({ result: {} }),
    },
    handlers,
  );

const widget = () => renderApp(<ChatWidget open onClose={() => undefined} />);

/** The widget with its conversation shown and its live topic followed; answers the socket. */
async function widgetFollowing() {
  widget();
  await screen.findByTestId('support-message');
  const socket = ScriptedSocket.all.at(-1)!;
  act(() => socket.open());
  await waitFor(() => expect(socket.sent).toContainEqual({ op: 'subscribe', topic: 'support.5' }));
  return socket;
}

const clientIdOf = (body: unknown) => (body as { clientId: string }).clientId;

beforeAll(async () => {
  // The widget's own chunk is loaded once, outside any test's wait.
  await import('./chat-widget');
});

beforeEach(() => {
  ScriptedSocket.all = [];
  vi.stubGlobal('WebSocket', ScriptedSocket);
});

fakeModalDialogs();

afterEach(() => {
  cleanup();
  act(() => session.clear('logout'));
  visitorToken.set(null);
  // The app's one live client outlives a test: its connection is dropped for the next one.
  live.setVisitor('next-test');
  live.setVisitor(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the support chat, for a visitor', () => {
  it('asks for an email, then chats with the token it was given, and offers matching FAQ answers', async () => {
    let current: SupportConversation | null = null;
    const api = stub({
      'POST /support/startVisitor': () => ({ result: { token: 'visitor-token-1' } }),
      'GET /support/getConversation': () => ({ result: { conversation: current } }),
      'POST /support/sendMessage': (body) => {
        const sent = message({ id: '11', body: 'How long does a withdrawal take?' });
        current = conversation({
          status: 'waiting',
          agent: null,
          messages: [{ ...sent, clientId: clientIdOf(body) }],
        });
        return { result: { conversationId: '5', message: current.messages[0] } };
      },
      'GET /index/listFaq': (_body, url) => ({
        result: {
          categories: [],
          items:
            url.searchParams.get('q') === 'withdrawal'
              ? [
                  {
                    id: '3',
                    category: 'wallet',
                    question: 'How do I withdraw?',
                    answer: 'Open Balance.',
                    language: 'en',
                    fallback: false,
                  },
                ]
              : [],
        },
      }),
    });
    widget();
    expect((await screen.findByTestId('support-status')).textContent).toContain(
      'An agent is online · usually replies in about 4 min',
    );
    fireEvent.change(screen.getByTestId('support-email'), {
      target: { value: ' visitor@example.test ' },
    });
    fireEvent.submit(screen.getByTestId('support-email-form'));
    const input = await screen.findByTestId('support-input');
    expect(storage.getSupportVisitor()).toBe('visitor-token-1');
    expect(api.calls.find((c) => c.url.pathname.endsWith('/startVisitor'))?.body).toEqual({
      email: 'visitor@example.test',
    });

    fireEvent.change(input, { target: { value: '  How long does a withdrawal take?  ' } });
    const send = screen.getByTestId<HTMLButtonElement>('support-send');
    await waitFor(() => expect(send.disabled).toBe(false));
    // Enter sends (Shift+Enter would start a new line).
    fireEvent.keyDown(input, { key: 'Enter' });
    const sent = await screen.findByTestId('support-message');
    await waitFor(() => expect(sent.dataset['delivery']).toBe('sent'));
    expect(sent.textContent).toContain('How long does a withdrawal take?');
    const post = api.calls.find((c) => c.url.pathname.endsWith('/sendMessage'))!;
    expect(post.body).toMatchObject({ body: 'How long does a withdrawal take?' });
    expect(post.headers.get(SUPPORT_VISITOR_HEADER)).toBe('visitor-token-1');
    expect(post.headers.get('authorization')).toBeNull();
    // Nobody has answered: the answers that match the question, by the help centre's search.
    const suggestions = await screen.findByTestId('support-suggestions');
    expect(
      within(suggestions).getByRole('link', { name: 'How do I withdraw?' }).getAttribute('href'),
    ).toBe('/help/faq?q=How%20do%20I%20withdraw%3F');
    // The live channel carries the visitor's token before the conversation's topic.
    const socket = ScriptedSocket.all.at(-1)!;
    act(() => socket.open());
    expect(socket.sent).toEqual([
      { op: 'visitor', token: 'visitor-token-1' },
      { op: 'subscribe', topic: 'support.5' },
    ]);
  });

  it('mails the conversation once the visitor enters the code sent to their email', async () => {
    visitorToken.set('visitor-token-2');
    const current = conversation({ messages: [message({ id: '1', body: 'Hello' })] });
    const codes: unknown[] = [];
    const api = stub({
      'GET /support/getConversation': () => ({ result: { conversation: current } }),
      'POST /support/sendTranscript': (body) => {
        const code = (body as { code?: string }).code;
        codes.push(code);
        if (code === undefined) {
          return { result: { status: 'codeSent', email: 'visitor@example.test' } };
        }
        return code === '482913'
          ? { result: { status: 'sent', email: 'visitor@example.test' } }
          : { code: Code.CODE_INCORRECT, msg: 'The verification code is incorrect' };
      },
    });
    widget();
    fireEvent.click(await screen.findByTestId('support-transcript'));
    const form = await screen.findByTestId('support-transcript-code');
    expect(form.textContent).toContain(
      'We sent a code to visitor@example.test: enter it to receive the conversation.',
    );
    const input = screen.getByTestId('support-transcript-input');
    fireEvent.change(input, { target: { value: '111 111' } });
    expect((input as HTMLInputElement).value).toBe('111111');
    fireEvent.submit(form);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(input, { target: { value: '482913' } });
    fireEvent.submit(form);
    expect((await screen.findByTestId('support-transcript-sent')).textContent).toBe(
      'Sent to visitor@example.test.',
    );
    expect(codes).toEqual([undefined, '111111', '482913']);
    const call = api.calls.find((c) => c.url.pathname.endsWith('/sendTranscript'))!;
    expect(call.headers.get(SUPPORT_VISITOR_HEADER)).toBe('visitor-token-2');
  });

  it('says honestly that nobody is online, and asks for the email again once the server forgot the token', async () => {
    visitorToken.set('forgotten-token');
    stub({
      'GET /support/getStatus': status(false),
      'GET /support/getConversation': () => ({ status: 401, code: 10002, msg: 'Unauthorized' }),
    });
    widget();
    expect((await screen.findByTestId('support-status')).textContent).toContain(
      'No agent is online now. Leave a message: we reply here and by email.',
    );
    expect(await screen.findByTestId('support-email-form')).toBeTruthy();
    expect(storage.getSupportVisitor()).toBeNull();
  });
});

describe('the support chat, signed in', () => {
  beforeEach(() => session.login(loginAnswer.result));

  it('shows who answered, what the agent has read, and reads the replies it shows', async () => {
    const current = conversation({
      messages: [
        message({ id: '1', body: 'Is my deposit there?' }),
        message({ id: '2', author: 'system', event: 'claimed', agent: 'Ann', body: '' }),
        message({ id: '3', author: 'agent', agent: 'Ann', body: 'Yes, credited at 10:02.' }),
        message({ id: '4', body: 'Thanks!' }),
      ],
      agentReadUpTo: '1',
      unread: 1,
    });
    const api = stub({
      'GET /support/getConversation': () => ({ result: { conversation: current } }),
      'POST /support/markRead': () => ({ result: null }),
    });
    widget();
    const lines = await screen.findAllByTestId('support-message');
    expect(lines.map((l) => [l.dataset['author'], l.dataset['delivery']])).toEqual([
      ['customer', 'read'],
      ['agent', undefined],
      ['customer', 'sent'],
    ]);
    expect(lines[1]!.textContent).toContain('Ann');
    expect(screen.getByTestId('support-event').textContent).toContain('Ann joined the chat');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.pathname.endsWith('/markRead'))).toHaveLength(1),
    );
    const read = api.calls.find((c) => c.url.pathname.endsWith('/markRead'))!;
    expect(read.body).toEqual({ conversationId: '5', upTo: '3' });
    expect(read.headers.get('authorization')).toBe('Bearer swx_token');
    // An answered question gets no suggestions.
    expect(screen.queryByTestId('support-suggestions')).toBeNull();
  });

  it('keeps a refused message with the reason, and retries it as the same message', async () => {
    let attempts = 0;
    const ids: string[] = [];
    let current = conversation({ messages: [] });
    const api = stub({
      'GET /support/getConversation': () => ({ result: { conversation: current } }),
      'POST /support/sendMessage': (body) => {
        attempts += 1;
        ids.push(clientIdOf(body));
        if (attempts === 1) {
          return { code: 10077, msg: 'Too fast', result: null };
        }
        const sent = message({ id: '9', body: 'Again', clientId: clientIdOf(body) });
        current = conversation({ messages: [sent] });
        return { result: { conversationId: '5', message: sent } };
      },
    });
    widget();
    const input = await screen.findByTestId('support-input');
    fireEvent.change(input, { target: { value: 'Again' } });
    const send = screen.getByTestId<HTMLButtonElement>('support-send');
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    const failed = await screen.findByTestId('support-message');
    await waitFor(() => expect(failed.dataset['delivery']).toBe('failed'));
    expect(failed.textContent).toContain('You are sending messages too quickly');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('support-message').dataset['delivery']).toBe('sent'),
    );
    expect(screen.getAllByTestId('support-message')).toHaveLength(1);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/sendMessage'))).toHaveLength(2);
  });

  it('fetches the conversation again when its live topic tells of a new reply', async () => {
    let current = conversation({ messages: [message({ id: '1', body: 'Anyone?' })] });
    const api = stub({
      'GET /support/getConversation': () => ({ result: { conversation: current } }),
      'POST /support/markRead': () => ({ result: null }),
    });
    const socket = await widgetFollowing();
    const fetches = () => api.calls.filter((c) => c.url.pathname.endsWith('/getConversation'));
    const before = fetches().length;
    // A frame that says nothing new is not fetched for.
    act(() => socket.receive(liveFrame()));
    current = conversation({
      messages: [
        message({ id: '1', body: 'Anyone?' }),
        message({ id: '2', author: 'agent', agent: 'Ann', body: 'Here!' }),
      ],
      agentReadUpTo: '1',
      unread: 1,
    });
    act(() => socket.receive(liveFrame({ lastMessageId: '2', agentReadUpTo: '1', unread: 1 })));
    await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(2));
    expect(fetches().length).toBe(before + 1);
    expect(screen.getAllByTestId('support-message')[0]!.dataset['delivery']).toBe('read');
  });

  it('shows the agent typing for as long as the frame says, and tells the agents the customer types, once per repeat', async () => {
    const current = conversation({ messages: [message({ id: '1', body: 'Anyone?' })] });
    const api = stub({
      'GET /support/getConversation': () => ({ result: { conversation: current } }),
      'POST /support/typing': () => ({ result: null }),
    });
    const socket = await widgetFollowing();
    const indicator = screen.getByTestId('support-typing');
    expect(indicator.textContent).toBe('');
    const frame = (agentTypingMs: number) => liveFrame({ agentTypingMs });
    act(() => socket.receive(frame(60_000)));
    await waitFor(() => expect(indicator.textContent).toBe('Ann is typing…'));
    // A frame without typing (the reply was sent) ends it without waiting for the minute.
    act(() => socket.receive(frame(0)));
    await waitFor(() => expect(indicator.textContent).toBe(''));
    // A short signal runs out by itself.
    act(() => socket.receive(frame(1500)));
    await waitFor(() => expect(indicator.textContent).toBe('Ann is typing…'));
    await waitFor(() => expect(indicator.textContent).toBe(''), { timeout: 15_000 });

    const input = screen.getByTestId('support-input');
    fireEvent.change(input, { target: { value: 'I' } });
    fireEvent.change(input, { target: { value: 'I sent' } });
    fireEvent.change(input, { target: { value: 'I sent it' } });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.pathname.endsWith('/support/typing'))).toHaveLength(1),
    );
    const call = api.calls.find((c) => c.url.pathname.endsWith('/support/typing'))!;
    expect(call.body).toEqual({ conversationId: '5' });
  });
});
