import { randomUUID } from 'node:crypto';
import {
  Code,
  SUPPORT_VISITOR_HEADER,
  type SupportConversation,
  type SupportLive,
  type SupportMessage,
} from '@swx/contract';
import type { SupportDeskConversation, SupportQueuePage } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { mailText } from '../../test/smtp.js';
import { liveUrl, openLive } from '../../test/live.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';
import {
  addStaff,
  callAdmin,
  rootStaff,
  staffEnv,
  staffLogin,
  type TestStaff,
} from '../../test/staff.js';
import { insertSessionUser } from '../../test/users.js';

/**
 * Support chat (issue 21), the server: a customer's or a visitor's conversation, sending with
 * retries and limits, images through the upload pipeline, the agents' queue, claiming by two
 * agents at once (one wins), replies, notes, closing and reopening, retention, audit, and
 * access (a customer reads only their conversation; anything else is 404).
 */

const ROOT = rootStaff('support');
let t: TestApp;
let root = '';
let agent = '';
let agent2 = '';
let finance = '';
let staff: TestStaff[] = [];

/** Signs the staff in again (after a test moved the clock past their sessions). */
async function signIn() {
  root = await staffLogin(t, ROOT);
  const [a, b, c] = staff as [TestStaff, TestStaff, TestStaff];
  [agent, agent2, finance] = await Promise.all([
    staffLogin(t, a),
    staffLogin(t, b),
    staffLogin(t, c),
  ]);
}

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  staff = [
    await addStaff(t, 'support'),
    await addStaff(t, 'support'),
    await addStaff(t, 'finance'),
  ];
  await signIn();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Sent = { conversationId: string; message: SupportMessage };
const send = (token: string, body: string, extra: Record<string, unknown> = {}) =>
  post<Sent>(t, '/support/sendMessage', {
    token,
    body: { body, clientId: randomUUID(), ...extra },
  });
const conversationOf = async (token: string) =>
  (
    await get<{ conversation: SupportConversation | null }>(t, '/support/getConversation', {
      token,
    })
  ).result.conversation;
const desk = (token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  callAdmin<SupportDeskConversation>(t, token, method, `/support/conversations${path}`, body);
const queue = (token: string, query = '') =>
  callAdmin<SupportQueuePage>(t, token, 'GET', `/support/conversations${query}`);

describe('a customer’s conversation', () => {
  it('opens with the first message, waits in the queue, and is answered by the agent who claims it', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    expect(await conversationOf(token)).toBeNull();

    const first = await send(token, 'My deposit has not arrived yet', { topic: 'deposit' });
    expect(first.code).toBe(200);
    expect(first.result.message).toMatchObject({
      author: 'customer',
      body: 'My deposit has not arrived yet',
    });
    const id = first.result.conversationId;
    const mine = await conversationOf(token);
    expect(mine).toMatchObject({ id, status: 'waiting', topic: 'deposit', agent: null, unread: 0 });

    const waiting = await queue(agent, '?view=waiting');
    const item = waiting.result.items.find((i) => i.id === id);
    expect(item).toMatchObject({ status: 'waiting', topic: 'deposit', unread: 1, mine: false });
    expect(item!.waitingSeconds).toBeGreaterThanOrEqual(0);
    expect(item!.preview).toBe('My deposit has not arrived yet');

    const claimed = await desk(agent, 'POST', `/${id}/claim`);
    expect(claimed.code).toBe(200);
    expect(claimed.result).toMatchObject({ status: 'open' });
    const replied = await desk(agent, 'POST', `/${id}/messages`, {
      body: 'Let me check: which network did you send it on?',
    });
    expect(replied.code).toBe(200);

    const seen = (await conversationOf(token))!;
    expect(seen.status).toBe('open');
    expect(seen.agent).toMatch(/^support_/);
    expect(seen.unread).toBe(1);
    expect(seen.agentReadUpTo).toBe(seen.messages[0]!.id);
    expect(seen.messages.map((m) => [m.author, m.event ?? m.body])).toEqual([
      ['customer', 'My deposit has not arrived yet'],
      ['system', 'claimed'],
      ['agent', 'Let me check: which network did you send it on?'],
    ]);
    // Answered: the customer no longer waits.
    const open = (await queue(agent, '?view=mine')).result.items.find((i) => i.id === id);
    expect(open).toMatchObject({ mine: true, waitingSeconds: null, unread: 0 });

    const last = seen.messages.at(-1)!.id;
    expect(
      (await post(t, '/support/markRead', { token, body: { conversationId: id, upTo: last } }))
        .code,
    ).toBe(200);
    expect((await conversationOf(token))!.unread).toBe(0);
  });

  it('answers a retry with the same client id with the first message, and writes it once', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    const clientId = randomUUID();
    const body = { body: 'Hello?', clientId };
    const a = await post<Sent>(t, '/support/sendMessage', { token, body });
    const b = await post<Sent>(t, '/support/sendMessage', { token, body });
    expect(b.result).toEqual(a.result);
    expect((await conversationOf(token))!.messages).toHaveLength(1);
  });

  it('refuses bad input with 10026 and writes nothing', async () => {
    const { token, userId } = await insertSessionUser(t, 'chat');
    for (const body of [
      { body: '', clientId: randomUUID() },
      { body: '   ', clientId: randomUUID() },
      { body: 'x'.repeat(2001), clientId: randomUUID() },
      { body: 'bell\u0007', clientId: randomUUID() },
      { body: 'ok', clientId: 'not-a-uuid' },
      { body: 'ok', clientId: randomUUID(), topic: 'lottery' },
      { body: 'ok', clientId: randomUUID(), extra: 1 },
    ]) {
      const answer = await post(t, '/support/sendMessage', { token, body });
      expect(answer.code, JSON.stringify(body).slice(0, 60)).toBe(Code.INVALID_PARAMS);
    }
    const [row] = await sqlRows<{ n: string }>(
      t,
      sql`select count(*)::text as n from support_conversations where user_id = ${userId}`,
    );
    expect(row!.n).toBe('0');
    // Line breaks are text; a message of exactly the limit goes.
    expect((await send(token, `two\nlines ${'y'.repeat(1989)}`)).code).toBe(200);
  });

  it('limits messages per minute (10077) and conversations per day (10078)', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    for (let i = 0; i < 12; i += 1) expect((await send(token, `message ${i}`)).code).toBe(200);
    const fast = await send(token, 'one more');
    expect(fast.code).toBe(Code.SUPPORT_TOO_FAST);
    expect(fast.status).toBe(429);
    t.advance(61_000);
    const id = (await send(token, 'after a minute')).result.conversationId;

    // Four more conversations closed by an agent: the sixth of the day is refused.
    let current = id;
    for (let i = 0; i < 4; i += 1) {
      expect((await desk(agent, 'POST', `/${current}/close`)).code).toBe(200);
      current = (await send(token, `again ${i}`)).result.conversationId;
      expect(current).not.toBe(id);
    }
    expect((await desk(agent, 'POST', `/${current}/close`)).code).toBe(200);
    const sixth = await send(token, 'a sixth conversation');
    expect(sixth.code).toBe(Code.SUPPORT_LIMIT_REACHED);
    t.advance(86_400_000);
    expect((await send(token, 'the next day')).code).toBe(200);
    await signIn();
  });

  it('keeps conversations to their owner: a visitor’s token, no token, another customer', async () => {
    const alice = await insertSessionUser(t, 'chat');
    const bob = await insertSessionUser(t, 'chat');
    const id = (await send(alice.token, 'private')).result.conversationId;
    const theirs = (await conversationOf(alice.token))!.messages[0]!.id;

    expect(await conversationOf(bob.token)).toBeNull();
    const foreign = await post(t, '/support/markRead', {
      token: bob.token,
      body: { conversationId: id, upTo: theirs },
    });
    expect(foreign.code).toBe(Code.NOT_FOUND);
    expect(foreign.status).toBe(404);
    const nobody = await get(t, '/support/getConversation');
    expect(nobody.status).toBe(401);
    const forged = await get(t, '/support/getConversation', {
      headers: { [SUPPORT_VISITOR_HEADER]: 'forged-token' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('visitors', () => {
  it('chat with the token they were given, and five per address an hour', async () => {
    const ip = '203.0.113.7';
    const started = await post<{ token: string }>(t, '/support/startVisitor', {
      body: { email: 'Visitor@Example.test' },
      ip,
    });
    expect(started.code).toBe(200);
    const headers = { [SUPPORT_VISITOR_HEADER]: started.result.token };
    const sent = await post<Sent>(t, '/support/sendMessage', {
      headers,
      body: { body: 'Before I sign up: which countries?', clientId: randomUUID() },
    });
    expect(sent.code).toBe(200);
    const found = await get<{ conversation: SupportConversation }>(t, '/support/getConversation', {
      headers,
    });
    expect(found.result.conversation.id).toBe(sent.result.conversationId);
    const detail = await desk(agent, 'GET', `/${sent.result.conversationId}`);
    expect(detail.result.customer).toEqual({
      userId: null,
      username: null,
      email: 'visitor@example.test',
    });
    // Only the hash of the token is stored.
    const [row] = await sqlRows<{ token_hash: string }>(
      t,
      sql`select token_hash from support_visitors where email = 'visitor@example.test'`,
    );
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(started.result.token);

    for (let i = 0; i < 4; i += 1) {
      expect(
        (await post(t, '/support/startVisitor', { body: { email: `v${i}@example.test` }, ip }))
          .code,
      ).toBe(200);
    }
    const sixth = await post(t, '/support/startVisitor', {
      body: { email: 'v9@example.test' },
      ip,
    });
    expect(sixth.code).toBe(Code.TOO_MANY_ATTEMPTS);
    expect(sixth.status).toBe(429);
    const bad = await post(t, '/support/startVisitor', { body: { email: 'not an email' } });
    expect(bad.code).toBe(Code.EMAIL_INVALID);
  });
});

describe('images', () => {
  it('go through the upload pipeline and only their conversation’s people see them', async () => {
    const alice = await insertSessionUser(t, 'chat');
    const bob = await insertSessionUser(t, 'chat');
    const form = multipartBody(
      { clientId: randomUUID(), body: 'This screen' },
      { image: { bytes: await pngImage(3, 40) } },
    );
    const sent = await postForm<Sent>(t, '/support/sendImage', form, { token: alice.token });
    expect(sent.code).toBe(200);
    const key = sent.result.message.image!;
    expect(key).toMatch(/^[0-9a-f-]+\.png$/);
    expect(sent.result.message.body).toBe('This screen');

    const own = await t.app.inject({
      url: `/swx/customer/support/image/${key}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const other = await t.app.inject({
      url: `/swx/customer/support/image/${key}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(other.statusCode).toBe(404);
    const staff = await t.app.inject({
      url: `/swx/admin/support/images/${key}`,
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(staff.statusCode).toBe(200);

    const notImage = multipartBody(
      { clientId: randomUUID() },
      { image: { bytes: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' } },
    );
    const refused = await postForm(t, '/support/sendImage', notImage, { token: alice.token });
    expect(refused.code).toBe(Code.IMAGE_INVALID);
    expect((await conversationOf(alice.token))!.messages).toHaveLength(1);
  });
});

describe('an agent’s image', () => {
  const postImage = (token: string, id: string, form: ReturnType<typeof multipartBody>) =>
    t.app.inject({
      method: 'POST',
      url: `/swx/admin/support/conversations/${id}/images`,
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });

  it('goes through the upload pipeline to the customer, audited; anything not an image writes nothing', async () => {
    const alice = await insertSessionUser(t, 'chat');
    const bob = await insertSessionUser(t, 'chat');
    const id = (await send(alice.token, 'Where do I find the network?')).result.conversationId;
    const form = multipartBody({ body: 'Here' }, { image: { bytes: await pngImage(5, 40) } });
    const answer = await postImage(agent, id, form);
    expect(answer.statusCode).toBe(200);
    const sent = (answer.json() as { result: SupportDeskConversation }).result.messages.at(-1)!;
    expect(sent).toMatchObject({ author: 'agent', body: 'Here', internal: false });
    expect(sent.image).toMatch(/^[0-9a-f-]+\.png$/);

    const seen = (await conversationOf(alice.token))!;
    expect(seen.messages.at(-1)).toMatchObject({ author: 'agent', image: sent.image });
    const own = await t.app.inject({
      url: `/swx/customer/support/image/${sent.image}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      url: `/swx/customer/support/image/${sent.image}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(other.statusCode).toBe(404);
    const [audited] = await sqlRows<{ after: { image?: string; body?: string } }>(
      t,
      sql`select after from audit_log where action = 'support.reply'
          and target_type = 'support_conversation' and target_id = ${id}`,
    );
    expect(audited!.after).toMatchObject({ image: sent.image, body: 'Here' });

    const messages = seen.messages.length;
    const notImage = multipartBody(
      {},
      { image: { bytes: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' } },
    );
    expect((await postImage(agent, id, notImage)).json()).toMatchObject({
      code: Code.IMAGE_INVALID,
    });
    // Another agent's conversation, and staff who do not answer chat.
    const image = multipartBody({}, { image: { bytes: await pngImage(6, 20) } });
    expect((await postImage(agent2, id, image)).json()).toMatchObject({ code: Code.FORBIDDEN });
    expect((await postImage(finance, id, image)).statusCode).toBe(403);
    expect((await conversationOf(alice.token))!.messages).toHaveLength(messages);
  });
});

describe('typing', () => {
  const typing = (token: string, conversationId: string) =>
    post(t, '/support/typing', { token, body: { conversationId } });

  it('of the customer reaches the agents’ view for a few seconds, and ends with the message', async () => {
    const alice = await insertSessionUser(t, 'chat');
    const bob = await insertSessionUser(t, 'chat');
    const id = (await send(alice.token, 'One more thing')).result.conversationId;
    expect((await desk(agent, 'GET', `/${id}`)).result.customerTypingMs).toBe(0);

    expect((await typing(alice.token, id)).code).toBe(200);
    const typed = (await desk(agent, 'GET', `/${id}`)).result.customerTypingMs;
    expect(typed).toBeGreaterThan(0);
    expect(typed).toBeLessThanOrEqual(6000);
    const until = async () =>
      (
        await sqlRows<{ until: string }>(
          t,
          sql`select customer_typing_until::text as until from support_conversations
              where id = ${id}`,
        )
      )[0]!.until;
    // A signal right after the last writes nothing.
    const first = await until();
    expect((await typing(alice.token, id)).code).toBe(200);
    expect(await until()).toBe(first);

    // Someone else's conversation, and bad ids.
    expect((await typing(bob.token, id)).code).toBe(Code.NOT_FOUND);
    expect((await typing(alice.token, 'abc')).code).toBe(Code.INVALID_PARAMS);
    expect((await post(t, '/support/typing', { body: { conversationId: id } })).code).toBe(
      Code.UNAUTHORIZED,
    );

    await send(alice.token, 'The deposit is from yesterday');
    expect((await desk(agent, 'GET', `/${id}`)).result.customerTypingMs).toBe(0);
    await typing(alice.token, id);
    t.advance(7000);
    expect((await desk(agent, 'GET', `/${id}`)).result.customerTypingMs).toBe(0);
  });

  it('of the agent reaches the customer’s live topic, and ends with the reply', async () => {
    const alice = await insertSessionUser(t, 'chat');
    const id = (await send(alice.token, 'Hello?')).result.conversationId;
    const topic = `support.${id}`;
    const live = await openLive(await liveUrl(t));
    try {
      live.send({ op: 'auth', token: alice.token });
      await live.next((f) => f.t === 'authed');
      live.send({ op: 'subscribe', topic });
      const frame = async () =>
        ((await live.next((f) => f.t === 'support')) as { conversation: SupportLive }).conversation;
      expect((await frame()).agentTypingMs).toBe(0);

      const signal = (token: string) =>
        callAdmin(t, token, 'POST', `/support/conversations/${id}/typing`);
      expect((await signal(agent)).code).toBe(200);
      const typed = await frame();
      expect(typed.agentTypingMs).toBeGreaterThan(0);
      expect(typed.agentTypingMs).toBeLessThanOrEqual(6000);

      await desk(agent, 'POST', `/${id}/messages`, { body: 'Yes, I am here' });
      const answered = await frame();
      expect(answered.agentTypingMs).toBe(0);
      expect(answered.unread).toBe(1);

      // Another agent's conversation; a closed one; staff who do not answer chat.
      expect((await signal(agent2)).code).toBe(Code.FORBIDDEN);
      expect((await signal(finance)).status).toBe(403);
      await desk(agent, 'POST', `/${id}/close`);
      expect((await signal(agent)).code).toBe(Code.ALREADY_DECIDED);
      expect((await typing(alice.token, id)).code).toBe(Code.NOT_FOUND);
    } finally {
      live.close();
    }
  });
});

describe('the agents’ desk', () => {
  it('lets one of two agents claiming at once win; the other gets 10044', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    const id = (await send(token, 'Anyone there?')).result.conversationId;
    const [a, b] = await Promise.all([
      desk(agent, 'POST', `/${id}/claim`),
      desk(agent2, 'POST', `/${id}/claim`),
    ]);
    expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, Code.ALREADY_DECIDED]);
    const winner = a.code === 200 ? agent : agent2;
    const loser = a.code === 200 ? agent2 : agent;
    const claims = await sqlRows<{ n: string }>(
      t,
      sql`select count(*)::text as n from support_messages
          where conversation_id = ${id} and event = 'claimed'`,
    );
    expect(claims[0]!.n).toBe('1');

    // The loser cannot answer another agent's customer, but may leave a note.
    expect((await desk(loser, 'POST', `/${id}/messages`, { body: 'I can take it' })).code).toBe(
      Code.FORBIDDEN,
    );
    const noted = await desk(loser, 'POST', `/${id}/messages`, {
      body: 'Known issue, see #42',
      internal: true,
    });
    expect(noted.code).toBe(200);
    expect(noted.result.messages.at(-1)).toMatchObject({
      internal: true,
      body: 'Known issue, see #42',
    });
    // The customer never sees the note.
    expect((await conversationOf(token))!.messages.map((m) => m.body)).not.toContain(
      'Known issue, see #42',
    );

    // Transferred to the other agent, who may now answer.
    const loserId = (await callAdmin<{ id: number }>(t, loser, 'GET', '/me')).result.id;
    expect((await desk(winner, 'POST', `/${id}/transfer`, { staffId: loserId })).code).toBe(200);
    expect((await desk(loser, 'POST', `/${id}/messages`, { body: 'I can take it' })).code).toBe(
      200,
    );
  });

  it('closes and reopens; the customer’s next message after closing opens a new conversation', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    const id = (await send(token, 'Question one')).result.conversationId;
    expect((await desk(agent, 'POST', `/${id}/close`)).result.status).toBe('closed');
    expect((await desk(agent, 'POST', `/${id}/close`)).code).toBe(Code.ALREADY_DECIDED);
    expect((await conversationOf(token))!.status).toBe('closed');

    expect((await desk(agent, 'POST', `/${id}/reopen`)).result).toMatchObject({ status: 'open' });
    expect((await conversationOf(token))!.id).toBe(id);
    expect((await desk(agent, 'POST', `/${id}/close`)).code).toBe(200);

    const next = (await send(token, 'Question two')).result.conversationId;
    expect(next).not.toBe(id);
    // The old one cannot reopen beside the new one.
    expect((await desk(agent, 'POST', `/${id}/reopen`)).code).toBe(Code.ALREADY_DECIDED);
  });

  it('searches conversations by customer and message text', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    const id = (await send(token, 'My withdrawal to bc1qunusualword is stuck')).result
      .conversationId;
    const found = await queue(agent, '?view=waiting&q=unusualword');
    expect(found.result.items.map((i) => i.id)).toEqual([id]);
    expect((await queue(agent, '?view=waiting&q=%25')).code).toBe(Code.INVALID_PARAMS);
  });

  it('is for the support role and superadmins only, and every action is audited', async () => {
    expect((await queue(finance)).status).toBe(403);
    expect((await queue(root)).code).toBe(200);
    const { token } = await insertSessionUser(t, 'chat');
    const id = (await send(token, 'Audit me')).result.conversationId;
    await desk(agent, 'POST', `/${id}/messages`, { body: 'Answered' });
    await desk(agent, 'POST', `/${id}/close`);
    const audits = await sqlRows<{ action: string; after: { body?: string } }>(
      t,
      sql`select action, after from audit_log
          where target_type = 'support_conversation' and target_id = ${id} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['support.reply', 'support.close']);
    expect(audits[0]!.after.body).toBe('Answered');
    expect((await desk(agent, 'GET', '/999999999')).status).toBe(404);
  });

  it('raises a signed-in customer’s bell for each reply (never for a note), cleared by reading the chat', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    const id = (await send(token, 'Ring my bell')).result.conversationId;
    const bell = async () =>
      (
        await get<{
          unread: number;
          items: Array<{ kind: string; params: Record<string, string>; read: boolean }>;
        }>(t, '/user/listNotifications', { token })
      ).result;
    await desk(agent, 'POST', `/${id}/messages`, { body: 'First   answer,\n on two lines' });
    await desk(agent, 'POST', `/${id}/messages`, { body: 'A note', internal: true });
    await desk(agent, 'POST', `/${id}/messages`, { body: 'x'.repeat(300) });
    const rung = await bell();
    expect(rung.unread).toBe(2);
    const replies = (await conversationOf(token))!.messages.filter((m) => m.author === 'agent');
    expect(rung.items.map((n) => [n.kind, n.params])).toEqual([
      [
        'support.reply',
        { conversationId: id, messageId: replies[1]!.id, preview: `${'x'.repeat(119)}…` },
      ],
      [
        'support.reply',
        { conversationId: id, messageId: replies[0]!.id, preview: 'First answer, on two lines' },
      ],
    ]);
    // Reading up to the first reply clears its notification alone; then the rest.
    await post(t, '/support/markRead', {
      token,
      body: { conversationId: id, upTo: replies[0]!.id },
    });
    expect((await bell()).items.map((n) => n.read)).toEqual([false, true]);
    await post(t, '/support/markRead', {
      token,
      body: { conversationId: id, upTo: replies[1]!.id },
    });
    expect((await bell()).unread).toBe(0);
  });

  it('lists the agents a conversation can be handed to, online ones first, for agents only', async () => {
    await queue(agent);
    const listed = await callAdmin<Array<{ id: number; username: string; online: boolean }>>(
      t,
      agent,
      'GET',
      '/support/agents',
    );
    expect(listed.code).toBe(200);
    const names = listed.result.map((a) => a.username);
    expect(names).toContain(ROOT.username);
    const me = listed.result.find((a) => a.online);
    expect(me).toBeDefined();
    // Online ones come first.
    const firstOffline = listed.result.findIndex((a) => !a.online);
    expect(listed.result.slice(firstOffline).every((a) => !a.online)).toBe(true);
    expect((await callAdmin(t, finance, 'GET', '/support/agents')).status).toBe(403);
  });

  it('keeps canned replies per language: unique titles, bounded texts, every change audited', async () => {
    type Canned = { id: string; language: string; title: string; body: string; updatedBy: string };
    const add = (body: unknown) => callAdmin<Canned>(t, agent, 'POST', '/support/canned', body);
    const made = await add({
      language: 'de',
      title: 'Auszahlung',
      body: 'Ihre Auszahlung ist unterwegs.',
    });
    expect(made.code).toBe(200);
    expect(made.result).toMatchObject({ language: 'de', title: 'Auszahlung' });
    // The same title in another language is another reply; in the same language it is refused.
    expect((await add({ language: 'en', title: 'Auszahlung', body: 'x' })).code).toBe(200);
    for (const bad of [
      { language: 'de', title: 'Auszahlung', body: 'again' },
      { language: 'xx', title: 'T', body: 'b' },
      { language: 'en', title: 'x'.repeat(81), body: 'b' },
      { language: 'en', title: 'Long', body: 'x'.repeat(2001) },
      { language: 'en', title: '  ', body: 'b' },
    ]) {
      const refused = await add(bad);
      expect(refused.code, JSON.stringify(bad).slice(0, 60)).toBe(Code.INVALID_PARAMS);
    }
    const changed = await callAdmin<Canned>(t, agent, 'POST', `/support/canned/${made.result.id}`, {
      language: 'de',
      title: 'Auszahlung unterwegs',
      body: 'Ihre Auszahlung wurde gesendet.',
    });
    expect(changed.result.title).toBe('Auszahlung unterwegs');
    const listed = await callAdmin<Canned[]>(t, agent, 'GET', '/support/canned');
    expect(listed.result.filter((c) => c.id === made.result.id)).toEqual([changed.result]);
    expect(
      (await callAdmin(t, agent, 'POST', `/support/canned/${made.result.id}/delete`)).code,
    ).toBe(200);
    expect(
      (await callAdmin(t, agent, 'POST', `/support/canned/${made.result.id}/delete`)).status,
    ).toBe(404);
    expect((await callAdmin(t, finance, 'GET', '/support/canned')).status).toBe(403);
    const audits = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where target_type = 'support_canned_reply'
          and target_id = ${made.result.id} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'support.canned.create',
      'support.canned.update',
      'support.canned.delete',
    ]);
  });

  it('says an agent is online while the console is open, and the usual reply time', async () => {
    await queue(agent);
    const status = await get<{ agentsOnline: boolean; replyMinutes: number | null }>(
      t,
      '/support/getStatus',
    );
    expect(status.result.agentsOnline).toBe(true);
    expect(status.result.replyMinutes).toBeGreaterThanOrEqual(1);
    t.advance(3 * 60_000);
    expect(
      (await get<{ agentsOnline: boolean }>(t, '/support/getStatus')).result.agentsOnline,
    ).toBe(false);
  });
});

describe('the live topic support.<id>', () => {
  it('tells the owner’s connections of each change, and nobody else’s', async () => {
    const alice = await insertSessionUser(t, 'chat');
    const bob = await insertSessionUser(t, 'chat');
    const id = (await send(alice.token, 'Are you there?')).result.conversationId;
    const topic = `support.${id}`;
    const url = await liveUrl(t);
    const [mine, theirs, anonymous] = [
      await openLive(url),
      await openLive(url),
      await openLive(url),
    ];
    try {
      mine.send({ op: 'auth', token: alice.token });
      await mine.next((f) => f.t === 'authed');
      theirs.send({ op: 'auth', token: bob.token });
      await theirs.next((f) => f.t === 'authed');
      for (const other of [theirs, anonymous]) {
        other.send({ op: 'subscribe', topic });
        expect(await other.next((f) => f.t === 'error')).toMatchObject({
          code: Code.NOT_FOUND,
          topic,
        });
      }
      mine.send({ op: 'subscribe', topic });
      await mine.next((f) => f.t === 'subscribed' && f.topic === topic);
      const frame = async () =>
        ((await mine.next((f) => f.t === 'support')) as { conversation: SupportLive }).conversation;
      const first = await frame();
      expect(first).toMatchObject({ id, status: 'waiting', agent: null, unread: 0 });

      await desk(agent, 'POST', `/${id}/messages`, { body: 'Yes, how can I help?' });
      const answered = await frame();
      expect(answered).toMatchObject({ id, status: 'open', unread: 1 });
      expect(Number(answered.lastMessageId)).toBeGreaterThan(Number(first.lastMessageId));
      expect(answered.agentReadUpTo).toBe(first.lastMessageId);
      // A note is not the customer's news: the frame that follows it says nothing new.
      await desk(agent, 'POST', `/${id}/messages`, { body: 'VIP', internal: true });
      expect(await frame()).toEqual(answered);
      expect(theirs.pending().filter((f) => f.t === 'support')).toEqual([]);
    } finally {
      for (const live of [mine, theirs, anonymous]) live.close();
    }
  });

  it('follows a visitor’s conversation once the connection shows the visitor’s token', async () => {
    const started = await post<{ token: string }>(t, '/support/startVisitor', {
      body: { email: 'live.visitor@example.test' },
      ip: '203.0.113.99',
    });
    const headers = { [SUPPORT_VISITOR_HEADER]: started.result.token };
    const sent = await post<Sent>(t, '/support/sendMessage', {
      headers,
      body: { body: 'Hi from a visitor', clientId: randomUUID() },
    });
    const topic = `support.${sent.result.conversationId}`;
    const live = await openLive(await liveUrl(t));
    try {
      live.send({ op: 'visitor', token: 'not-their-token' });
      expect(await live.next((f) => f.t === 'error')).toMatchObject({ code: Code.UNAUTHORIZED });
      live.send({ op: 'visitor', token: started.result.token });
      await live.next((f) => f.t === 'visitor');
      live.send({ op: 'subscribe', topic });
      await live.next((f) => f.t === 'subscribed' && f.topic === topic);
      expect(await live.next((f) => f.t === 'support')).toMatchObject({
        conversation: { id: sent.result.conversationId, status: 'waiting' },
      });
      await desk(agent, 'POST', `/${sent.result.conversationId}/claim`);
      expect(await live.next((f) => f.t === 'support')).toMatchObject({
        conversation: { status: 'open', agent: expect.stringMatching(/^support_/) as string },
      });
    } finally {
      live.close();
    }
    // A reconnect sends the token and its subscriptions at once: they wait for the token,
    // however long its lookup takes (held here until the server has read both frames).
    const hub = t.app.live as unknown as {
      visitors: (token: string) => Promise<number | undefined>;
    };
    const lookup = hub.visitors;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    t.app.live.useVisitors(async (token) => {
      await held;
      return lookup(token);
    });
    const again = await openLive(await liveUrl(t));
    try {
      again.send({ op: 'visitor', token: started.result.token });
      again.send({ op: 'subscribe', topic });
      again.send({ op: 'ping', id: 1 });
      await again.next((f) => f.t === 'pong');
      release();
      await again.next((f) => f.t === 'subscribed' && f.topic === topic);
      expect(await again.next((f) => f.t === 'support')).toMatchObject({
        conversation: { id: sent.result.conversationId, status: 'open' },
      });
      expect(again.pending().filter((f) => f.t === 'error')).toEqual([]);
    } finally {
      again.close();
      t.app.live.useVisitors(lookup);
    }
  });
});

/** A mail's text with quoted-printable's soft line breaks joined. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('replies left unread', () => {
  it('go by email once, after a few minutes, in the conversation’s language; notes never', async () => {
    const { token, userId } = await insertSessionUser(t, 'chat');
    const [{ email }] = (await sqlRows<{ email: string }>(
      t,
      sql`select email from users where id = ${userId}`,
    )) as [{ email: string }];
    const id = (await send(token, 'Where is my withdrawal?')).result.conversationId;
    await desk(agent, 'POST', `/${id}/messages`, { body: 'It was sent at 10:02, hash 0xabc.' });
    await desk(agent, 'POST', `/${id}/messages`, { body: 'Internal: checked', internal: true });
    const mail = () => t.app.supportDesk.mailUnreadReplies();

    await mail();
    expect(t.smtp.to(email)).toHaveLength(0);
    t.advance(3 * 60_000);
    expect(await mail()).toBeGreaterThanOrEqual(1);
    const [sent] = await t.smtp.waitFor(email);
    expect(textOf(sent!.raw)).toContain('SWX support replied to you');
    expect(textOf(sent!.raw)).toContain('> It was sent at 10:02, hash 0xabc.');
    expect(textOf(sent!.raw)).not.toContain('Internal: checked');
    // Once: a second run sends nothing more; a reply read in time is never mailed.
    await mail();
    expect(t.smtp.to(email)).toHaveLength(1);
    await desk(agent, 'POST', `/${id}/messages`, { body: 'Anything else?' });
    const last = (await conversationOf(token))!.messages.at(-1)!.id;
    await post(t, '/support/markRead', { token, body: { conversationId: id, upTo: last } });
    t.advance(3 * 60_000);
    await mail();
    expect(t.smtp.to(email)).toHaveLength(1);
  });

  it('carry the account’s anti-phishing code, though sent inside the claim’s transaction', async () => {
    const { token, userId } = await insertSessionUser(t, 'chat');
    await sqlRows(
      t,
      sql`update users set anti_phishing_phrase = 'Blue-Heron 42' where id = ${userId}`,
    );
    const [{ email }] = (await sqlRows<{ email: string }>(
      t,
      sql`select email from users where id = ${userId}`,
    )) as [{ email: string }];
    const id = (await send(token, 'Is my code in your mail?')).result.conversationId;
    await desk(agent, 'POST', `/${id}/messages`, { body: 'It is.' });
    t.advance(3 * 60_000);
    expect(await t.app.supportDesk.mailUnreadReplies()).toBeGreaterThanOrEqual(1);
    const [sent] = await t.smtp.waitFor(email);
    expect(mailText(sent!.raw).startsWith('Your anti-phishing code: Blue-Heron 42\n\n')).toBe(true);
    expect(mailText(sent!.raw)).toContain('> It is.');
  });

  it('reach a visitor at the email they gave', async () => {
    const started = await post<{ token: string }>(t, '/support/startVisitor', {
      body: { email: 'mailed.visitor@example.test' },
      ip: '203.0.113.120',
    });
    const sent = await post<Sent>(t, '/support/sendMessage', {
      headers: { [SUPPORT_VISITOR_HEADER]: started.result.token },
      body: { body: 'Do you list SOL?', clientId: randomUUID() },
    });
    await desk(agent, 'POST', `/${sent.result.conversationId}/messages`, { body: 'Yes, SOLUSDT.' });
    t.advance(3 * 60_000);
    await t.app.supportDesk.mailUnreadReplies();
    const [mail] = await t.smtp.waitFor('mailed.visitor@example.test');
    expect(textOf(mail!.raw)).toContain('> Yes, SOLUSDT.');
  });
});

describe('transcripts by email', () => {
  const transcript = (
    auth: { token?: string; headers?: Record<string, string> },
    conversationId: string,
    code?: string,
  ) =>
    post<{ status: string; email: string }>(t, '/support/sendTranscript', {
      ...auth,
      body: { conversationId, ...(code === undefined ? {} : { code }) },
    });
  const codeIn = (raw: string) => /^ {4}(\d{6})\r?$/m.exec(mailText(raw))?.[1];

  it('go to a signed-in customer’s account email at once, without notes or events', async () => {
    const { token, userId } = await insertSessionUser(t, 'chat');
    const [{ email }] = (await sqlRows<{ email: string }>(
      t,
      sql`select email from users where id = ${userId}`,
    )) as [{ email: string }];
    const id = (await send(token, 'Is SOL listed?')).result.conversationId;
    await desk(agent, 'POST', `/${id}/messages`, { body: 'Yes, as SOLUSDT.' });
    await desk(agent, 'POST', `/${id}/messages`, { body: 'Asked twice', internal: true });
    const sent = await transcript({ token }, id);
    expect(sent.result).toEqual({ status: 'sent', email });
    const [mail] = await t.smtp.waitFor(email);
    const text = mailText(mail!.raw);
    expect(mail!.raw).toContain('Subject: Your conversation with SWX support');
    expect(text).toContain('Here is your conversation with SWX support');
    expect(text).toMatch(/\] You:\n {2}Is SOL listed\?/);
    expect(text).toMatch(/\] support_\w+:\n {2}Yes, as SOLUSDT\./);
    expect(text).not.toContain('Asked twice');
    expect(text).not.toContain('claimed');

    const other = await insertSessionUser(t, 'chat');
    expect((await transcript({ token: other.token }, id)).code).toBe(Code.NOT_FOUND);
  });

  it('go to a visitor only once a code mailed to their email proves it, in their language', async () => {
    const started = await post<{ token: string }>(t, '/support/startVisitor', {
      body: { email: 'transcript.visitor@example.test' },
      ip: '203.0.113.121',
      headers: { 'accept-language': 'de' },
    });
    const headers = { [SUPPORT_VISITOR_HEADER]: started.result.token };
    const sent = await post<Sent>(t, '/support/sendMessage', {
      headers: { ...headers, 'accept-language': 'de' },
      body: { body: 'Wo ist meine Einzahlung?', clientId: randomUUID() },
    });
    const id = sent.result.conversationId;

    const asked = await transcript({ headers }, id);
    expect(asked.result).toEqual({ status: 'codeSent', email: 'transcript.visitor@example.test' });
    const [codeMail] = await t.smtp.waitFor('transcript.visitor@example.test');
    expect(mailText(codeMail!.raw)).toContain('Geben Sie diesen Code im Support-Chat ein');
    expect(mailText(codeMail!.raw)).not.toContain('Einzahlung');
    const code = codeIn(codeMail!.raw)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await transcript({ headers }, id, wrong)).code).toBe(Code.CODE_INCORRECT);
    expect(t.smtp.to('transcript.visitor@example.test')).toHaveLength(1);

    const proven = await transcript({ headers }, id, code);
    expect(proven.result.status).toBe('sent');
    const [, mail] = await t.smtp.waitFor('transcript.visitor@example.test', 2);
    expect(mailText(mail!.raw)).toContain('Hier ist, wie gewünscht, Ihr Gespräch');
    expect(mailText(mail!.raw)).toContain('Wo ist meine Einzahlung?');
    // Proven once: the next transcript goes at once, and the used code proves nothing more.
    expect((await transcript({ headers }, id)).result.status).toBe('sent');
    await t.smtp.waitFor('transcript.visitor@example.test', 3);
    expect(
      (
        await sqlRows<{ code_hash: string | null }>(
          t,
          sql`select code_hash from support_visitors where email = 'transcript.visitor@example.test'`,
        )
      )[0]!.code_hash,
    ).toBeNull();
  });

  it('take few wrong codes, expire, and are limited per hour', async () => {
    const started = await post<{ token: string }>(t, '/support/startVisitor', {
      body: { email: 'guessing.visitor@example.test' },
      ip: '203.0.113.122',
    });
    const headers = { [SUPPORT_VISITOR_HEADER]: started.result.token };
    const id = (
      await post<Sent>(t, '/support/sendMessage', {
        headers,
        body: { body: 'Hello', clientId: randomUUID() },
      })
    ).result.conversationId;
    expect((await transcript({ headers }, id, '123456')).code).toBe(Code.CODE_EXPIRED);
    await transcript({ headers }, id);
    const [mail] = await t.smtp.waitFor('guessing.visitor@example.test');
    const code = codeIn(mail!.raw)!;
    const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555'].filter(
      (c) => c !== code,
    );
    const answers = [];
    for (const wrong of wrongs.slice(0, 5)) {
      answers.push((await transcript({ headers }, id, wrong)).code);
    }
    // The fifth wrong try uses the code up: even the right one is refused after it.
    expect(answers).toEqual([
      Code.CODE_INCORRECT,
      Code.CODE_INCORRECT,
      Code.CODE_INCORRECT,
      Code.CODE_INCORRECT,
      Code.CODE_EXPIRED,
    ]);
    expect((await transcript({ headers }, id, code)).code).toBe(Code.CODE_EXPIRED);

    // A code lasts ten minutes.
    await transcript({ headers }, id);
    const [, second] = await t.smtp.waitFor('guessing.visitor@example.test', 2);
    t.advance(11 * 60_000);
    expect((await transcript({ headers }, id, codeIn(second!.raw)!)).code).toBe(Code.CODE_EXPIRED);
    // Five mails an hour, codes and transcripts together.
    for (let i = 3; i <= 5; i += 1) {
      expect((await transcript({ headers }, id)).result.status).toBe('codeSent');
    }
    expect((await transcript({ headers }, id)).code).toBe(Code.TOO_MANY_ATTEMPTS);
    await t.smtp.waitFor('guessing.visitor@example.test', 5);
    expect(t.smtp.to('guessing.visitor@example.test')).toHaveLength(5);
  });
});

describe('retention', () => {
  it('deletes conversations closed longer ago than support.retentionDays, with their images', async () => {
    const { token } = await insertSessionUser(t, 'chat');
    const form = multipartBody(
      { clientId: randomUUID() },
      { image: { bytes: await pngImage(5, 24) } },
    );
    const sent = await postForm<Sent>(t, '/support/sendImage', form, { token });
    const id = sent.result.conversationId;
    await desk(agent, 'POST', `/${id}/close`);
    const keep = (await send(token, 'still open')).result.conversationId;

    const purge = () => t.app.supportDesk.purge();
    const left = async () =>
      (
        await sqlRows<{ id: string }>(
          t,
          sql`select id::text from support_conversations where id in (${id}, ${keep}) order by id`,
        )
      ).map((r) => r.id);
    // Older closed conversations of this file may go first; this one is kept a year.
    t.advance(364 * 86_400_000);
    await purge();
    await signIn();
    expect(await left()).toEqual([id, keep]);
    t.advance(2 * 86_400_000);
    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([keep]);
    await signIn();
    const [messages] = await sqlRows<{ n: string }>(
      t,
      sql`select count(*)::text as n from support_messages where conversation_id = ${id}`,
    );
    expect(messages!.n).toBe('0');
    const image = await t.app.inject({
      url: `/swx/admin/support/images/${sent.result.message.image}`,
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(image.statusCode).toBe(404);
  });
});
