import type { Page } from '@playwright/test';

/**
 * Waits for the page's running finite animations (a dialog opening, a fade) to end, so that
 * what is judged or pictured is what the user sees once things settle. Endless ones (a
 * spinner, a skeleton's pulse) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
