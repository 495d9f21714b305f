import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Set by the hostile policies of the `terms-xss` scenario, if any of their scripts ran. */
    __termsXss?: number;
  }
}

/** Records every alert, confirm or prompt the page opens (none may, with hostile content on it). */
export function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}
