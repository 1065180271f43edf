import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Page objects for the identity pages. The forms are the same at both sizes (they are full
 * screen on mobile and a centred card on desktop), so one object serves both layouts; what
 * differs by layout (how the account menu is reached) is decided inside.
 */

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username or email');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log in', exact: true });
  }
  async open() {
    await this.page.goto('/pass/login');
    await expect(this.submit).toBeVisible();
  }
  async logIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/**
 * A form that mails a verification code and sets a password (sign-up, reset): email, code,
 * "Send code", the password twice and the submit button, by the labels the page gives them.
 */
abstract class MailedCodeForm {
  readonly email: Locator;
  readonly code: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly sendCode: Locator;
  readonly submit: Locator;
  constructor(
    readonly page: Page,
    private readonly path: string,
    labels: { password: string; confirm: string; submit: string },
  ) {
    this.email = page.getByLabel('Email', { exact: true });
    this.code = page.getByLabel('Verification code');
    this.password = page.getByLabel(labels.password, { exact: true });
    this.confirm = page.getByLabel(labels.confirm);
    this.sendCode = page.getByRole('button', { name: /^Send code/ });
    this.submit = page.getByRole('button', { name: labels.submit, exact: true });
  }
  async open() {
    await this.page.goto(this.path);
    await expect(this.submit).toBeVisible();
  }
}

export class RegisterPage extends MailedCodeForm {
  readonly username: Locator;
  constructor(page: Page) {
    super(page, '/pass/register', {
      password: 'Password',
      confirm: 'Confirm password',
      submit: 'Sign up',
    });
    this.username = page.getByLabel('Username', { exact: true });
  }

  /** Fills the whole form, with the code read from mail once "Send code" is pressed. */
  async fillWith(
    identity: { username: string; email: string; password: string },
    readCode: (email: string) => Promise<string>,
  ) {
    await this.username.fill(identity.username);
    await this.email.fill(identity.email);
    // Leaving the fields checks the name and the address; each answer adds a line under its
    // field, which moves "Send code" down. It is pressed once both are in: a press while a
    // line appears can land beside the button (seen on a busy CI machine).
    await this.sendCode.focus();
    await expect(this.page.getByText('This username is available')).toBeVisible();
    await expect(this.page.getByText('This email can be used')).toBeVisible();
    // The code is mailed once the server accepted the request: its answer is checked first,
    // so a refusal fails here with its message instead of as a missing mail.
    const sent = this.page.waitForResponse((r) => r.url().endsWith('/login/sendCode'));
    await this.sendCode.click();
    const answer = (await (await sent).json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(200);
    await this.code.fill(await readCode(identity.email));
    await this.password.fill(identity.password);
    await this.confirm.fill(identity.password);
  }

  /** Opens the page and registers; the app lands on the profile. */
  async register(
    identity: { username: string; email: string; password: string },
    readCode: (email: string) => Promise<string>,
  ) {
    await this.open();
    await this.fillWith(identity, readCode);
    await this.submit.click();
    await new ProfilePage(this.page).expectUser(identity.username);
  }
}

export class ResetPage extends MailedCodeForm {
  constructor(page: Page) {
    super(page, '/pass/reset', {
      password: 'New password',
      confirm: 'Confirm new password',
      submit: 'Reset password',
    });
  }
}

export class ProfilePage {
  constructor(readonly page: Page) {}
  async expectUser(username: string) {
    await expect(this.page).toHaveURL(/\/profile$/);
    await expect(this.page.getByText(username, { exact: true }).first()).toBeVisible();
  }
  async openChangePassword() {
    await this.page.getByRole('link', { name: 'Change password' }).click();
    await expect(this.page).toHaveURL(/\/profile\/password$/);
  }
  async logOut() {
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }
}

export class ChangePasswordPage {
  readonly current: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  constructor(readonly page: Page) {
    this.current = page.getByLabel('Current password');
    this.password = page.getByLabel('New password', { exact: true });
    this.confirm = page.getByLabel('Confirm new password');
    this.submit = page.getByRole('button', { name: 'Change password', exact: true });
  }
}
