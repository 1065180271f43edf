import type { Page } from '@playwright/test';

/** How long a journey waits for a note (toast): its action's answer on a busy machine. */
const NOTE_WAIT_MS = 60_000;

/**
 * Resolves when a note (a toast: `role="status"`) with `text` shows on `page`. Notes show for
 * a few seconds only, so this is called before the action that raises the note and awaited
 * after it: the page watches from the start, and a machine slow to run the steps between
 * cannot miss it.
 */
export function noteShown(page: Page, text: string | RegExp): Promise<void> {
  const shown = page
    .getByRole('status')
    .filter({ hasText: text })
    .waitFor({ state: 'visible', timeout: NOTE_WAIT_MS });
  // Awaited later (or not at all when the journey takes another branch).
  shown.catch(() => undefined);
  return shown;
}
