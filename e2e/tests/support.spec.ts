import type { Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { DesktopFrame, MobileFrame } from '../pages/frame.ts';
import { backOffice, staffPerFile } from '../support/admin.ts';
import { registerNewUser } from '../support/customer.ts';
import { PROOF_PNG } from '../support/images.ts';
import { STAFF, Screenshots, expect, test } from '../support/fixtures.ts';
import { fill } from '../support/texts.ts';
import { mailText } from '../../apps/server/src/test/smtp.ts';

/**
 * Support chat (issue 21), both layouts: a signed-in customer and a visitor chat with an agent
 * (the agent through the staff API here; the agent console has its own journeys).
 */

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1000;
const frameOf = (page: Page) => (isMobile(page) ? new MobileFrame(page) : new DesktopFrame(page));

interface QueueItem {
  id: string;
  customer: string;
}

/** The agent's view of the customer's conversation, found by name or email in the queue. */
async function conversationOf(agent: Awaited<ReturnType<typeof staff.of>>, customer: string) {
  let found: QueueItem | undefined;
  await expect(async () => {
    const queue = await agent.get<{ items: QueueItem[] }>(
      `/support/conversations?view=waiting&q=${encodeURIComponent(customer)}`,
    );
    found = queue.items.find((c) => c.customer === customer);
    expect(found, `a waiting conversation of ${customer}`).toBeDefined();
  }).toPass();
  return found!.id;
}

test('a signed-in customer asks, sees the agent answer live and read, and a reply sent while the chat is closed raises the bell and the badge', async ({
  page,
  product,
  baseURL,
  shots,
}) => {
  const id = await registerNewUser(page, product, 'chat');
  const frame = frameOf(page);
  await frame.openSupport();
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog.getByRole('heading', { name: en.support.chat.title })).toBeVisible();
  await expect(page.getByTestId('support-status')).toBeVisible();

  await page.getByTestId('support-input').fill('How do I withdraw my USDT?');
  await page.getByTestId('support-send').click();
  const mine = page.getByTestId('support-message').filter({ hasText: 'How do I withdraw' });
  await expect(mine).toHaveAttribute('data-delivery', 'sent');
  // Nobody has answered yet: the FAQ answers that match.
  await expect(page.getByTestId('support-suggestions')).toBeVisible();

  const agent = await staff.of(baseURL!);
  const conversation = await conversationOf(agent, id.username);
  await agent.post(`/support/conversations/${conversation}/messages`, {
    body: 'Hello! Open Balance, then Withdraw, and choose the network.',
  });
  const reply = page.getByTestId('support-message').filter({ hasText: 'Open Balance, then' });
  await expect(reply).toHaveAttribute('data-author', 'agent');
  await expect(mine).toHaveAttribute('data-delivery', 'read');
  await expect(page.getByTestId('support-event').first()).toContainText(/joined the chat/);
  await expect(page.getByTestId('support-suggestions')).toHaveCount(0);
  await shots.take('support-chat');

  // Closed: the next reply raises the bell and the support button's badge.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await agent.post(`/support/conversations/${conversation}/messages`, {
    body: 'Anything else I can help with?',
  });
  const button = isMobile(page)
    ? new MobileFrame(page).header.getByTestId('support-button')
    : page.getByTestId('support-button');
  await expect(button.getByTestId('support-badge')).toHaveText('1');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', '1');

  // Opening the chat reads the reply: the badge and the bell clear.
  await button.click();
  await expect(
    page.getByTestId('support-message').filter({ hasText: 'Anything else' }),
  ).toBeVisible();
  await expect(button.getByTestId('support-badge')).toHaveCount(0);
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', '0');
});

test('a visitor in Arabic gives an email, sends an image, reads the answer right to left, and has the conversation mailed', async ({
  page,
  baseURL,
  product,
  shots,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const frame = frameOf(page);
  await frame.openSupport();
  const email = `visitor-${Date.now()}-${test.info().project.name}@example.test`;
  await page.getByTestId('support-email').fill(email);
  await page.getByRole('button', { name: ar.support.chat.start }).click();

  await page.getByTestId('support-file').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: PROOF_PNG,
  });
  await expect(page.getByTestId('support-attachment')).toContainText('screen.png');
  await page.getByTestId('support-input').fill('لا أرى إيداعي');
  await page.getByTestId('support-send').click();
  const mine = page.getByTestId('support-message').filter({ hasText: 'لا أرى إيداعي' });
  await expect(mine).toHaveAttribute('data-delivery', 'sent');
  // The image as the server keeps it (re-encoded), fetched with the visitor's token.
  await expect(mine.getByTestId('support-image')).toHaveJSProperty('complete', true);
  expect(
    await mine.getByTestId('support-image').evaluate((i: HTMLImageElement) => i.naturalWidth),
  ).toBeGreaterThan(0);

  const agent = await staff.of(baseURL!);
  const conversation = await conversationOf(agent, email);
  await agent.post(`/support/conversations/${conversation}/messages`, {
    body: 'وصل إيداعك، وسيُضاف بعد المراجعة.',
  });
  const reply = page.getByTestId('support-message').filter({ hasText: 'وصل إيداعك' });
  await expect(reply).toBeVisible();
  await expect(mine).toHaveAttribute('data-delivery', 'read');
  // Right to left: the customer's own messages sit at the start edge of the screen's left.
  const [mineBox, replyBox] = await Promise.all([mine.boundingBox(), reply.boundingBox()]);
  expect(mineBox!.x).toBeLessThan(replyBox!.x);
  await shots.take('support-chat-ar');

  // A reload keeps the conversation (the visitor's token stays in this browser).
  await page.reload();
  await frame.openSupport();
  await expect(page.getByTestId('support-message').filter({ hasText: 'وصل إيداعك' })).toBeVisible();

  // The transcript goes to the email once the code mailed to it proves it is theirs.
  await page.getByTestId('support-transcript').click();
  await expect(page.getByTestId('support-transcript-code')).toContainText(email);
  const [codeMail] = await product.smtp.waitFor(email);
  const code = /^ {4}(\d{6})$/m.exec(mailText(codeMail!.raw))?.[1];
  expect(code, 'the code in the mail').toBeDefined();
  await page.getByTestId('support-transcript-input').fill(code!);
  await page.getByRole('button', { name: ar.support.chat.transcript.confirm }).click();
  await expect(page.getByTestId('support-transcript-sent')).toBeVisible();
  const [, transcript] = await product.smtp.waitFor(email, 2);
  expect(mailText(transcript!.raw)).toContain('وصل إيداعك، وسيُضاف بعد المراجعة.');
});

test('contact us: a visitor writes with a topic, and the message opens the chat the agent answers in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/help');
  await page.getByRole('link', { name: en.contact.title }).first().click();
  await expect(page).toHaveURL(/\/help\/contact$/);
  await expect(page.getByTestId('contact-addresses')).toContainText(en.contact.none);
  // A message is required, and nothing is sent without one.
  await page.getByTestId('contact-send').click();
  await expect(page.getByText(en.contact.required)).toBeVisible();

  const email = `contact-${Date.now()}-${test.info().project.name}@example.test`;
  await page.getByTestId('contact-topic').selectOption('withdrawal');
  await page.getByTestId('contact-message').fill('My withdrawal has been pending since yesterday.');
  await page.getByTestId('contact-email').fill(email);
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-sent')).toContainText(en.contact.sent);

  const agent = await staff.of(baseURL!);
  const conversation = await conversationOf(agent, email);
  const queue = await agent.get<{ items: Array<{ id: string; topic: string }> }>(
    `/support/conversations?view=waiting&q=${encodeURIComponent(email)}`,
  );
  expect(queue.items.find((c) => c.id === conversation)?.topic).toBe('withdrawal');
  await agent.post(`/support/conversations/${conversation}/messages`, {
    body: 'It was sent this morning; the network confirms it within the hour.',
  });

  await page.getByRole('button', { name: en.contact.openChat }).click();
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog.getByTestId('support-message').first()).toContainText(
    'pending since yesterday',
  );
  await expect(dialog.getByTestId('support-message').last()).toContainText('sent this morning');
});

for (const language of ['en', 'ar'] as const) {
  test(`a customer (${language}) and an agent chat live in two browsers: the agent claims, sees who the customer is and their image, both type and send images`, async ({
    page,
    product,
    browser,
  }) => {
    const texts = language === 'ar' ? ar : en;
    const id = await registerNewUser(page, product, 'desk');
    if (language === 'ar') {
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await frameOf(page).openSupport();
    await page.getByTestId('support-file').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PROOF_PNG,
    });
    const question =
      language === 'ar'
        ? 'هذا إيصال التحويل البنكي للإيداع.'
        : 'Here is my bank receipt for the deposit.';
    await page.getByTestId('support-input').fill(question);
    await page.getByTestId('support-send').click();
    const mine = page.getByTestId('support-message').filter({ hasText: question });
    await expect(mine).toHaveAttribute('data-delivery', 'sent');

    const desk = await backOffice(browser, product.baseURL);
    try {
      const agent = desk.page;
      await agent.getByRole('link', { name: 'Support chat' }).click();
      await agent.getByTestId('support-search').fill(id.username);
      const row = agent
        .getByTestId('support-queue')
        .getByRole('button', { name: new RegExp(id.username) });
      await row.click();
      const conversation = agent.getByTestId('support-conversation');
      await expect(conversation.getByTestId('support-desk-image')).toBeVisible();
      await expect(conversation.getByTestId('support-messages')).toContainText(question);
      await expect(agent.getByTestId('support-customer')).toContainText(id.email);
      await expect(agent.getByTestId('support-customer-kyc')).toHaveText('none');
      await conversation.getByRole('button', { name: 'Claim' }).click();
      await expect(conversation.getByText('open', { exact: true })).toBeVisible();
      // The customer sees who took the chat, in their language, and that their message was read.
      await expect(page.getByTestId('support-event').first()).toContainText(
        fill(texts.support.chat.events.claimed, { agent: STAFF.username }),
      );
      await expect(mine).toHaveAttribute('data-delivery', 'read');

      // The agent types: the customer sees it until the reply arrives.
      const answer =
        language === 'ar'
          ? 'شكرًا، أراه: أتحقق من الإيداع الآن.'
          : 'Thank you, I can see it: I am checking the deposit now.';
      await agent.getByTestId('support-reply-body').fill(answer);
      const typing = page.getByTestId('support-typing');
      await expect(typing).toHaveText(fill(texts.support.chat.typing, { agent: STAFF.username }));
      await agent.getByTestId('support-reply-file').setInputFiles({
        name: 'where-to-look.png',
        mimeType: 'image/png',
        buffer: PROOF_PNG,
      });
      await agent.getByRole('button', { name: 'Send reply' }).click();
      const reply = page.getByTestId('support-message').filter({ hasText: answer });
      await expect(reply).toHaveAttribute('data-author', 'agent');
      await expect(typing).toHaveText('');
      // The agent's image, re-encoded by the server, shown to the customer.
      await expect(reply.getByTestId('support-image')).toHaveJSProperty('complete', true);
      expect(
        await reply.getByTestId('support-image').evaluate((i: HTMLImageElement) => i.naturalWidth),
      ).toBeGreaterThan(0);

      // A note stays with the staff.
      await agent
        .getByTestId('support-reply-body')
        .fill('Deposit claimed at 10:02, pending review.');
      await agent.getByRole('button', { name: 'Add note' }).click();
      await expect(agent.getByTestId('support-messages')).toContainText('note, not sent');

      // The customer types: the console says so while they do.
      const thanks = language === 'ar' ? 'رائع، شكرًا جزيلًا لك!' : 'Great, thank you very much!';
      const typed = page.getByTestId('support-input').pressSequentially(thanks, { delay: 250 });
      await expect(conversation.getByTestId('support-customer-typing')).toHaveText(
        'The customer is typing…',
      );
      await typed;
      await page.getByTestId('support-send').click();
      await expect(agent.getByTestId('support-messages')).toContainText(thanks);
      await expect(page.getByTestId('support-log')).not.toContainText('pending review');
      if (language === 'ar') {
        // Right to left: the customer's messages at the left, the agent's at the right.
        const [mineBox, replyBox] = await Promise.all([mine.boundingBox(), reply.boundingBox()]);
        expect(mineBox!.x).toBeLessThan(replyBox!.x);
      }
      await new Screenshots(page, test.info()).take(`support-chat-with-agent-${language}`);
      await new Screenshots(agent, test.info()).take(`support-desk-${language}`);

      await conversation.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('support-closed')).toBeVisible();
    } finally {
      await desk.context.close();
    }
  });
}
