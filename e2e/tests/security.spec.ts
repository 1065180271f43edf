import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { mailText } from '../../apps/server/src/test/smtp.ts';
import { LoginPage } from '../pages/auth-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser } from '../support/customer.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { expect, test } from '../support/fixtures.ts';
import { noteShown } from '../support/notes.ts';
import { fill } from '../support/texts.ts';

/**
 * The security page (issue 22, sessions and sign-in history) at both sizes: a customer signed
 * up here signs in on a second computer (after a wrong password), sees both devices and the
 * history, signs the computer out from here, and the computer is back at the login page.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

for (const language of ['en', 'ar'] as const) {
  test(`sessions and sign-ins (${language}): another device seen, a wrong password listed, the device signed out from here`, async ({
    page,
    browser,
    product,
    shots,
  }) => {
    const text = language === 'ar' ? ar : en;
    const me = await registerNewUser(page, product, `sec${language}`);

    // A second computer: one wrong password, then the right one.
    const computer = await browser.newContext({
      baseURL: product.baseURL,
      userAgent: WINDOWS_EDGE,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const other = await computer.newPage();
      const login = new LoginPage(other);
      await login.open();
      const refused = other.waitForResponse((r) => r.url().endsWith('/login/login'));
      await login.logIn(me.username, 'Not-The-Password-1');
      expect(((await (await refused).json()) as { code: number }).code).toBe(10004);
      await login.password.fill(me.password);
      await login.submit.click();
      await expect(other).not.toHaveURL(/\/pass\/login/);
      // The owner is told of the sign-in from a browser the account had not used (mail 2: the
      // first was the registration's code), with the device and a link to this page.
      const told = mailText((await product.smtp.waitFor(me.email, 2))[1]!.raw);
      expect(told).toContain('Microsoft Edge 131 · Windows 10');
      expect(told).toContain('/profile/security');

      // Here: the profile's Security row opens the page.
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/profile');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('profile-security').click();
      await expect(page).toHaveURL(/\/profile\/security$/);

      const rows = page.getByTestId('session-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.first().getByTestId('session-current')).toHaveText(
        text.security.sessions.current,
      );
      const computerRow = rows.nth(1);
      await expect(computerRow.getByTestId('device-name')).toHaveText(
        'Microsoft Edge 131 · Windows 10',
      );
      await expect(computerRow.getByTestId('device-ip')).toHaveText(/\d/);

      // The history: newest first, the wrong password between the two sign-ins.
      const history = page.getByTestId('sign-in-row');
      await expect(history).toHaveCount(3);
      expect(
        await history.evaluateAll((r) => r.map((e) => e.getAttribute('data-outcome'))),
      ).toEqual(['success', 'failure', 'success']);
      await expect(history.nth(1)).toContainText(text.security.history.failure);
      await expect(history.nth(1).getByTestId('device-name')).toHaveText(
        'Microsoft Edge 131 · Windows 10',
      );
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shots.take(`security-${language}`);

      // Signed out from here: said so, the list keeps this device only.
      const said = noteShown(page, text.security.sessions.signedOut);
      await computerRow.getByTestId('session-sign-out').click();
      await said;
      await expect(rows).toHaveCount(1);
      await expect(page.getByTestId('sessions-alone')).toHaveText(text.security.sessions.alone);
      await shots.take(`security-signed-out-${language}`, { fullPage: false });

      // The computer's next request finds its session ended: back to the login page.
      await other.goto('/profile');
      await expect(other).toHaveURL(/\/pass\/login/);

      // An anti-phishing code: set with the password, shown back masked, in the next mail.
      const card = page.getByTestId('anti-phishing');
      await expect(card.getByTestId('anti-phishing-current')).toHaveText(
        text.security.antiPhishing.none,
      );
      await card.getByTestId('anti-phishing-phrase').fill('Blue-Heron 42');
      await card.getByTestId('anti-phishing-password').fill(me.password);
      const saved = noteShown(page, text.security.antiPhishing.saved);
      await card.getByRole('button', { name: text.security.antiPhishing.set }).click();
      await saved;
      await expect(card.getByTestId('anti-phishing-current')).toHaveText('Bl••••••••••2');
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shots.take(`security-anti-phishing-${language}`, { fullPage: false });
      const mails = product.smtp.to(me.email).length;
      const asked = await page.request.post('/swx/customer/login/sendCode', {
        data: { email: me.email, scene: 'reset' },
        headers: { lang: language },
      });
      expect(((await asked.json()) as { code: number }).code).toBe(200);
      const coded = mailText((await product.smtp.waitFor(me.email, mails + 1))[mails]!.raw);
      expect(coded.split('\n')[0]).toContain('Blue-Heron 42');
    } finally {
      await computer.close();
    }
  });
}

test('signing out every other device asks first and counts them', async ({
  page,
  browser,
  product,
}) => {
  const me = await registerNewUser(page, product, 'secall');
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ baseURL: product.baseURL })),
  );
  try {
    for (const context of contexts) {
      const login = new LoginPage(await context.newPage());
      await login.open();
      await login.logIn(me.username, me.password);
      await expect(login.page).not.toHaveURL(/\/pass\/login/);
    }
    await page.goto('/profile/security');
    await expect(page.getByTestId('session-row')).toHaveCount(3);
    await page.getByTestId('sessions-sign-out-others').click();
    const dialog = page.getByTestId('sessions-confirm');
    await expect(dialog).toContainText(fill(en.security.sessions.confirmBody, { count: '2' }));
    const said = noteShown(page, fill(en.security.sessions.signedOutOthers, { count: '2' }));
    await dialog.getByTestId('sessions-confirm-sign-out').click();
    await said;
    await expect(page.getByTestId('session-row')).toHaveCount(1);
    for (const context of contexts) {
      const other = context.pages()[0]!;
      await other.goto('/profile');
      await expect(other).toHaveURL(/\/pass\/login/);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
