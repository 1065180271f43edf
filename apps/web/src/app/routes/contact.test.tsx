import type { SupportConversation } from '@swx/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../features/support/api/support';
import { UnreadWatcher } from '../../features/support/components/unread-watcher';
import { fakeApi, renderApp } from '../../test/render';
import { ContactPage } from './contact';

const conversation: SupportConversation = {
  id: '7',
  status: 'open',
  topic: 'withdrawal',
  agent: 'support_ana',
  createdAt: '2026-11-29T10:00:00.000Z',
  messages: [
    {
      id: '1',
      author: 'customer',
      agent: null,
      body: 'My withdrawal has been pending since yesterday.',
      event: null,
      image: null,
      clientId: null,
      createdAt: '2026-11-29T10:00:00.000Z',
    },
    {
      id: '2',
      author: 'agent',
      agent: 'support_ana',
      body: 'It was sent this morning.',
      event: null,
      image: null,
      clientId: null,
      createdAt: '2026-11-29T10:01:00.000Z',
    },
  ],
  agentReadUpTo: '1',
  unread: 1,
};

afterEach(() => {
  visitorToken.set(null);
  vi.unstubAllGlobals();
});

describe('/help/contact', () => {
  it('a visitor’s message is in their chat, though its first fetch answered from before it', async () => {
    let stored = false;
    const api = fakeApi({
      'POST /support/startVisitor': () => ({ result: { token: 'visitor-token-1' } }),
      'POST /support/sendMessage': () => {
        stored = true;
        return { result: { conversationId: '7', message: conversation.messages[0] } };
      },
      'GET /support/getStatus': () => ({ result: { agentsOnline: true, replyMinutes: 1 } }),
    });
    let asked = 0;
    // The conversation as the server has it when asked; the first ask (made as soon as the
    // visitor's token exists) is answered only after the message has been stored and answered.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/support/getConversation')) return api.fetch(input, init);
      asked += 1;
      const answer = stored ? conversation : null;
      if (asked === 1) {
        await vi.waitFor(() => expect(stored).toBe(true));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return new Response(
        JSON.stringify({ code: 200, msg: 'Success', result: { conversation: answer } }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    const unread: number[] = [];
    const routes: RouteObject[] = [
      {
        path: '/help/contact',
        element: (
          <>
            <ContactPage />
            <UnreadWatcher
              onUnread={(n) => {
                unread.push(n);
              }}
            />
          </>
        ),
      },
    ];
    renderApp(routes, '/help/contact');
    fireEvent.change(await screen.findByTestId('contact-message'), {
      target: { value: 'My withdrawal has been pending since yesterday.' },
    });
    fireEvent.change(screen.getByTestId('contact-email'), {
      target: { value: 'visitor@example.test' },
    });
    fireEvent.click(screen.getByTestId('contact-send'));
    await screen.findByTestId('contact-sent');
    // The chat knows the conversation (its agent's reply is counted unread), not "none yet".
    await waitFor(() => expect(unread.at(-1)).toBe(1));
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
