import { Code } from '@swx/contract';
import type { SupportDeskConversation } from '@swx/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderAt, serveApi, signIn, success } from '../../test/harness';
import { SupportPage } from './support-page';

const QUEUE_ITEM = {
  id: '41',
  status: 'waiting',
  topic: 'deposit',
  language: 'en',
  customer: 'alice',
  userId: '12',
  agent: null,
  mine: false,
  waitingSeconds: 420,
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  preview: 'Where is my deposit?',
  unread: 2,
  createdAt: '2026-11-28T09:58:00.000Z',
};

function conversation(over: Partial<SupportDeskConversation> = {}): SupportDeskConversation {
  return {
    id: '41',
    status: 'waiting',
    topic: 'deposit',
    language: 'en',
    agent: null,
    assigneeId: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    closedAt: null,
    waitingSince: '2026-11-28T10:00:00.000Z',
    customer: { userId: '12', username: 'alice', email: 'alice@example.test' },
    customerReadUpTo: null,
    customerTypingMs: 0,
    messages: [
      {
        id: '100',
        author: 'customer',
        agent: null,
        body: 'Where is my deposit?',
        event: null,
        image: null,
        clientId: null,
        createdAt: '2026-11-28T10:00:00.000Z',
        internal: false,
      },
    ],
    ...over,
  };
}

const USER = {
  id: '12',
  username: 'alice',
  email: 'alice@example.test',
  areaCode: null,
  phone: null,
  inviteCode: 'ABCD2345',
  invitedBy: null,
  status: 'active',
  hasPassword: true,
  googleLinked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: null,
  kyc: { status: 'verified', reason: null, submittedAt: null, reviewedAt: null },
  balances: [{ book: 'real', asset: 'USDT', available: '1250.500000', held: '0.000000' }],
  openOptionsOrders: 1,
  openPositions: 2,
  liveSessions: 1,
};

function renderConsole(serve: Parameters<typeof serveApi>[0] = () => undefined) {
  let current = conversation();
  const calls = serveApi((call) => {
    const own = serve(call);
    if (own) return own;
    if (call.method === 'GET' && call.path.startsWith('/support/conversations?')) {
      return success({ items: [QUEUE_ITEM], total: 1, page: 1, pageSize: 50 });
    }
    if (call.method === 'GET' && call.path === '/support/conversations/41') return success(current);
    if (call.method === 'GET' && call.path === '/users/12') return success(USER);
    if (call.path === '/support/conversations/41/claim') {
      current = conversation({ status: 'open', agent: 'ann', assigneeId: '7', waitingSince: null });
      return success(current);
    }
    // Ann's reply (or note) appended, as the server answers it.
    const replied = (body: string, internal: boolean, image: string | null) => {
      current = conversation({
        status: 'open',
        agent: 'ann',
        assigneeId: '7',
        messages: [
          ...current.messages,
          {
            id: String(101 + current.messages.length),
            author: 'agent',
            agent: 'ann',
            body,
            event: null,
            image,
            clientId: null,
            createdAt: '2026-11-28T10:05:00.000Z',
            internal,
          },
        ],
      });
      return success(current);
    };
    if (call.path === '/support/conversations/41/messages') {
      const { body, internal } = call.body as { body: string; internal: boolean };
      return replied(body, internal, null);
    }
    if (call.path === '/support/conversations/41/images') {
      return replied(String((call.body as FormData).get('body') ?? ''), false, 'c0ffee.png');
    }
    if (call.path === '/support/conversations/41/read') return success(null);
    if (call.path === '/support/conversations/41/typing') return success(null);
    if (call.method === 'GET' && call.path === '/support/canned') {
      return success([
        {
          id: '1',
          language: 'en',
          title: 'Deposit review',
          body: 'Deposits are reviewed within 30 minutes.',
          updatedBy: 'ann',
          updatedAt: '2026-11-27T10:00:00.000Z',
        },
        {
          id: '2',
          language: 'de',
          title: 'Einzahlung',
          body: 'Einzahlungen werden in 30 Minuten geprüft.',
          updatedBy: 'ann',
          updatedAt: '2026-11-27T10:00:00.000Z',
        },
      ]);
    }
    if (call.method === 'POST' && call.path === '/support/canned') {
      return success({
        id: '3',
        ...(call.body as object),
        updatedBy: 'ann',
        updatedAt: '2026-11-28T10:00:00.000Z',
      });
    }
    if (call.method === 'GET' && call.path === '/support/agents') {
      return success([
        { id: 7, username: 'ann', online: true },
        { id: 9, username: 'bob', online: true },
        { id: 3, username: 'root', online: false },
      ]);
    }
    if (call.path === '/support/conversations/41/transfer') {
      current = conversation({ status: 'open', agent: 'bob', assigneeId: '9' });
      return success(current);
    }
    return undefined;
  });
  signIn(['dashboard.view', 'users.read', 'support.chat'], 7);
  renderAt(<SupportPage />);
  return calls;
}

async function openConversation() {
  const queue = await screen.findByRole('list', { name: 'waiting conversations' });
  expect(queue.textContent).toContain('7 min');
  expect(queue.textContent).toContain('2 new');
  fireEvent.click(within(queue).getByText('alice'));
  return screen.findByTestId('support-conversation');
}

/** The PNG signature and a few bytes: enough for the console, which checks the type only. */
const PNG = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  'screen.png',
  {
    type: 'image/png',
  },
);

describe('the agent console', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the waiting queue and the customer beside the conversation, read only', async () => {
    renderConsole();
    await openConversation();
    const customer = await screen.findByTestId('support-customer');
    await waitFor(() => expect(customer.textContent).toContain('verified'));
    expect(customer.textContent).toContain('1,250.50');
    expect(customer.textContent).toContain('1 options, 2 positions');
    expect(within(customer).getAllByRole('link')[0]!.getAttribute('href')).toBe('/users/12');
  });

  it('claims, replies and leaves a note; marks the customer’s messages read once it is theirs', async () => {
    const calls = renderConsole();
    const detail = await openConversation();
    // Not the agent's yet: nothing is marked read.
    expect(calls.some((c) => c.path.endsWith('/read'))).toBe(false);
    fireEvent.click(within(detail).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/read'))?.body).toEqual({ upTo: '100' }),
    );

    fireEvent.change(screen.getByTestId('support-reply-body'), {
      target: { value: '  It arrived at 10:02.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(screen.getByTestId('support-messages').textContent).toContain('It arrived at 10:02.'),
    );
    fireEvent.change(screen.getByTestId('support-reply-body'), {
      target: { value: 'VIP customer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(screen.getByTestId('support-messages').textContent).toContain('note, not sent'),
    );
    const sent = calls.filter((c) => c.path === '/support/conversations/41/messages');
    expect(sent.map((c) => c.body)).toEqual([
      { body: 'It arrived at 10:02.', internal: false },
      { body: 'VIP customer', internal: true },
    ]);
  });

  it('says why a claim was refused (another agent was first)', async () => {
    renderConsole((call) =>
      call.path === '/support/conversations/41/claim'
        ? refusal(Code.ALREADY_DECIDED, 'Another agent has claimed this conversation.')
        : undefined,
    );
    const detail = await openConversation();
    fireEvent.click(within(detail).getByRole('button', { name: 'Claim' }));
    expect((await within(detail).findByRole('alert')).textContent).toContain(
      'Another agent has claimed this conversation.',
    );
  });

  it('hands a conversation to another agent, then leaves the reply to them (notes only)', async () => {
    const calls = renderConsole();
    const detail = await openConversation();
    const to = await within(detail).findByTestId('support-transfer-to');
    // Not to oneself.
    expect(within(to).queryByRole('option', { name: 'ann (online)' })).toBeNull();
    fireEvent.change(to, { target: { value: '9' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.getByTestId('support-reply').textContent).toContain('bob is answering'),
    );
    expect(calls.find((c) => c.path.endsWith('/transfer'))?.body).toEqual({ staffId: 9 });
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeTruthy();
  });

  it('inserts a canned reply in the conversation’s language first, editable before sending', async () => {
    renderConsole();
    const detail = await openConversation();
    fireEvent.click(within(detail).getByRole('button', { name: 'Claim' }));
    const pick = await screen.findByTestId('support-canned-pick');
    const groups = within(pick).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['In en', 'Other languages']);
    fireEvent.change(pick, { target: { value: '1' } });
    const box = screen.getByTestId<HTMLTextAreaElement>('support-reply-body');
    expect(box.value).toBe('Deposits are reviewed within 30 minutes.');
  });

  it('adds a canned reply from its panel', async () => {
    const calls = renderConsole();
    await screen.findByRole('list', { name: 'waiting conversations' });
    fireEvent.click(screen.getByRole('button', { name: 'Canned replies' }));
    const panel = await screen.findByTestId('support-canned');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add a reply' }));
    const form = screen.getByTestId('support-canned-form');
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: ' Retrait ' } });
    fireEvent.change(within(form).getByLabelText('Text'), {
      target: { value: 'Votre retrait est en cours.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByTestId('support-canned-form')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/support/canned')?.body).toEqual({
      language: 'fr',
      title: 'Retrait',
      body: 'Votre retrait est en cours.',
    });
  });
  it('sends an image with its text as one reply, and says when the customer is typing', async () => {
    let typingMs = 4000;
    const calls = renderConsole((call) =>
      call.method === 'GET' && call.path === '/support/conversations/41'
        ? success(conversation({ customerTypingMs: typingMs }))
        : undefined,
    );
    const detail = await openConversation();
    const typing = within(detail).getByTestId('support-customer-typing');
    await waitFor(() => expect(typing.textContent).toBe('The customer is typing…'));

    // The agent's typing is told once per repeat, however many keys are pressed.
    const body = screen.getByTestId('support-reply-body');
    fireEvent.change(body, { target: { value: 'H' } });
    fireEvent.change(body, { target: { value: 'Here' } });
    fireEvent.change(body, { target: { value: 'Here it is' } });
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/typing'))).toHaveLength(1));

    // A file that is not an image is stopped before it is sent.
    const file = screen.getByTestId('support-reply-file');
    fireEvent.change(file, {
      target: { files: [new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByTestId('support-reply-attachment').textContent).toContain(
      'The image must be a PNG or a JPEG.',
    );
    expect(screen.getByRole('button', { name: 'Send reply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(file, { target: { files: [PNG] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/images'))).toBe(true));
    const sent = calls.find((c) => c.path.endsWith('/images'))!.body as FormData;
    expect(sent.get('body')).toBe('Here it is');
    expect((sent.get('image') as File).name).toBe('screen.png');
    await waitFor(() => expect(screen.queryByTestId('support-reply-attachment')).toBeNull());
    expect((body as HTMLTextAreaElement).value).toBe('');

    typingMs = 0;
    await waitFor(() => expect(typing.textContent).toBe(''), { timeout: 15_000 });
  });
});
