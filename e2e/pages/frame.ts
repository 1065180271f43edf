import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';

/** The main tabs' texts in English, in order (all six built: none is marked "soon"). */
export const TAB_TEXTS = [
  en.nav.tabs.home,
  en.nav.tabs.market,
  en.nav.tabs.trading,
  en.nav.tabs.loan,
  en.nav.tabs.nfts,
  en.nav.tabs.profile,
];

/**
 * The mobile tab bar's texts: a long label shows short, followed by the full name that screen
 * readers read.
 */
export const MOBILE_TAB_TEXTS = TAB_TEXTS.map((text) =>
  text.startsWith(en.nav.tabs.trading) ? `${en.nav.tabsShort.trading}${text}` : text,
);

/** The frame around every page in the desktop layout: top bar and footer. */
export class DesktopFrame {
  readonly topBar: Locator;
  readonly footer: Locator;
  readonly language: Locator;
  constructor(readonly page: Page) {
    this.topBar = page.getByTestId('top-bar');
    this.footer = page.getByTestId('footer');
    // By test id: its accessible name is in the language it shows.
    this.language = page.getByTestId('language-select');
  }
  tab(key: string): Locator {
    return this.page.getByTestId(`tab-${key}`);
  }
  async openSupport() {
    await this.page.getByTestId('support-button').click();
    await expect(this.page.getByTestId('support-dialog')).toBeVisible();
  }
}

/** The frame in the mobile layout: header (back, title, language, bell, support), tab bar. */
export class MobileFrame {
  readonly header: Locator;
  readonly tabBar: Locator;
  readonly back: Locator;
  readonly title: Locator;
  constructor(readonly page: Page) {
    this.header = page.getByTestId('mobile-header');
    this.tabBar = page.getByTestId('tab-bar');
    this.back = page.getByTestId('back-button');
    this.title = page.getByTestId('mobile-title');
  }
  tab(key: string): Locator {
    return this.page.getByTestId(`tabbar-${key}`);
  }
  async openSupport() {
    await this.header.getByTestId('support-button').click();
    await expect(this.page.getByTestId('support-dialog')).toBeVisible();
  }
  async pickLanguage(nativeName: string) {
    await this.header.getByTestId('language-button').click();
    const dialog = this.page.getByTestId('language-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: nativeName, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** A link of the support panel (open in either layout). */
export function supportLink(page: Page, name: string): Locator {
  return page.getByTestId('support-dialog').getByRole('link', { name });
}
