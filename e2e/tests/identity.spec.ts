import en from '../../apps/web/src/i18n/locales/en.ts';
import {
  ChangePasswordPage,
  LoginPage,
  ProfilePage,
  RegisterPage,
  ResetPage,
} from '../pages/auth-pages.ts';
import { expect, newIdentity, test } from '../support/fixtures.ts';

test.describe('identity journeys', () => {
  test('register with the emailed code, log in, change password, log out', async ({
    page,
    product,
    shots,
  }) => {
    const id = newIdentity();
    const register = new RegisterPage(page);
    await register.open();
    await shots.take('register');

    await register.username.fill(id.username);
    await register.email.fill(id.email);
    await register.sendCode.click();
    const code = await product.smtp.latestCode(id.email);
    await expect(register.sendCode).toBeDisabled();
    await register.code.fill(code);
    await register.password.fill(id.password);
    await register.confirm.fill(id.password);
    await shots.take('register-filled');
    await register.submit.click();

    const profile = new ProfilePage(page);
    await profile.expectUser(id.username);
    await expect(page.getByText(id.email).first()).toBeVisible();
    await shots.take('profile');

    await profile.openChangePassword();
    const change = new ChangePasswordPage(page);
    const newPassword = 'Changed-Journey-Pass-77';
    await change.current.fill(id.password);
    await change.password.fill(newPassword);
    await change.confirm.fill(newPassword);
    await change.submit.click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    await shots.take('password-changed');

    await page.goto('/profile');
    await profile.logOut();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const login = new LoginPage(page);
    await login.open();
    await login.logIn(id.username, id.password);
    await expect(page.getByRole('alert')).toContainText('Username or password is incorrect');
    await shots.take('login-wrong-password');
    await login.password.fill(newPassword);
    await login.submit.click();
    await profile.expectUser(id.username);
  });

  test('shows validation messages at the fields', async ({ page, shots }, testInfo) => {
    const register = new RegisterPage(page);
    await register.open();
    // The whole form, Sign up included, fits the first screen of a 1440×900 desktop.
    if (testInfo.project.name !== 'mobile') await expect(register.submit).toBeInViewport();
    await register.submit.click();
    // Each empty field says what it wants (not the API's one "username or email").
    await expect(page.getByText(en.auth.usernameRequired)).toBeVisible();
    await expect(page.getByText(en.auth.emailRequired)).toBeVisible();
    await register.email.fill('not-an-email');
    await register.password.fill('Some-Password-1');
    await register.confirm.fill('Other-Password-2');
    await register.submit.click();
    await expect(page.getByText('The email address is not valid')).toBeVisible();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await shots.take('register-errors');
  });

  test('flags a taken username at the field', async ({ page, product }) => {
    const first = newIdentity();
    const register = new RegisterPage(page);
    await register.register(first, (email) => product.smtp.latestCode(email));
    await new ProfilePage(page).logOut();

    await register.open();
    await register.username.fill(first.username);
    await register.email.click();
    await expect(page.getByText('This username is already taken')).toBeVisible();
  });

  test('resets a forgotten password with an emailed code', async ({ page, product, shots }) => {
    const id = newIdentity('reset');
    await new RegisterPage(page).register(id, (email) => product.smtp.latestCode(email));
    await new ProfilePage(page).logOut();

    const reset = new ResetPage(page);
    await reset.open();
    await reset.email.fill(id.email);
    await reset.sendCode.click();
    const code = await product.smtp.latestCode(id.email, 2);
    await reset.code.fill(code);
    const newPassword = 'Recovered-Journey-Pass-3';
    await reset.password.fill(newPassword);
    await reset.confirm.fill(newPassword);
    await shots.take('reset-filled');
    await reset.submit.click();
    await expect(page).toHaveURL(/\/pass\/login/);

    const login = new LoginPage(page);
    await login.logIn(id.email, newPassword);
    await new ProfilePage(page).expectUser(id.username);
  });

  test('sends a visitor to login and back to the page they wanted', async ({ page, product }) => {
    const id = newIdentity('back');
    await page.goto('/profile/settings');
    await expect(page).toHaveURL(/\/pass\/login\?redirect=/);
    await new RegisterPage(page).register(id, (email) => product.smtp.latestCode(email));
    await new ProfilePage(page).logOut();

    await page.goto('/profile/settings');
    const login = new LoginPage(page);
    await login.logIn(id.username, id.password);
    await expect(page).toHaveURL(/\/profile\/settings$/);
  });

  test('logs in with Google through the OpenID Connect issuer', async ({
    page,
    product,
    shots,
  }) => {
    const id = newIdentity('google');
    product.setGoogleIdentity({ sub: `sub-${id.username}`, email: id.email, email_verified: true });
    const login = new LoginPage(page);
    await login.open();
    await shots.take('login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(id.email).first()).toBeVisible();
    const firstId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { id?: string }).id,
    );
    await new ProfilePage(page).logOut();

    await login.open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const secondId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { id?: string }).id,
    );
    expect(secondId).toBe(firstId);
  });
});
