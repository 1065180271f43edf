import { expect, type Download, type Locator, type Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';

/**
 * The balance page (`/profile/balance`): both books, the account mode switch, the demo reset
 * and the transaction record. The same test ids and names serve both layouts (a table on the
 * desktop, a list on mobile).
 */
export class BalancePage {
  readonly demoAvailable: Locator;
  readonly realAvailable: Locator;
  /** The record's rows: one per business event (journal). */
  readonly events: Locator;
  readonly resetButton: Locator;
  readonly resetDialog: Locator;
  readonly downloadButton: Locator;
  constructor(readonly page: Page) {
    this.demoAvailable = page.getByTestId('book-demo-available');
    this.realAvailable = page.getByTestId('book-real-available');
    this.events = page.getByTestId('ledger-event');
    this.resetButton = page.getByTestId('reset-demo');
    this.resetDialog = page.getByTestId('reset-demo-dialog');
    this.downloadButton = page.getByTestId('ledger-download');
  }

  async open() {
    await this.page.goto('/profile/balance');
    await expect(this.demoAvailable).toBeVisible();
  }

  /** From the account page's "Balance" row. */
  async openFromProfile() {
    await this.page.getByRole('link', { name: en.profile.balance }).click();
    await expect(this.page).toHaveURL(/\/profile\/balance$/);
    await expect(this.demoAvailable).toBeVisible();
  }

  activeMark(book: 'demo' | 'real'): Locator {
    return this.page.getByTestId(`book-${book}-active`);
  }

  tab(name: 'all' | 'demo' | 'real'): Locator {
    return this.page.getByRole('tab', { name: en.balance.record.tabs[name], exact: true });
  }

  /** Downloads the statement of the tab shown; answers the file's name and text. */
  async downloadStatement(): Promise<{ name: string; text: string; download: Download }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadButton.click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return {
      name: download.suggestedFilename(),
      text: Buffer.concat(chunks).toString('utf8'),
      download,
    };
  }
}

/** The demo/real switch, on the account page and on the balance page: a user taps the label. */
export async function switchMode(page: Page, mode: 'demo' | 'real') {
  const name = mode === 'demo' ? en.profile.demo : en.profile.real;
  const group = page.getByTestId('account-mode-switch');
  await group.locator('label').filter({ hasText: name }).click();
  await expect(group.getByRole('radio', { name })).toBeChecked();
}
