import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

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

/**
 * The policy text of the `terms-xss` scenario as shown in `text`: its words and links only, no element or attribute
 * that could run, send a form or lay itself over the page, the javascript and same-tab links without an address, the
 * new-tab link opening apart; then the hover target pointed at and the javascript link clicked, which must do nothing
 * (the caller checks that nothing ran and no dialog opened).
 */
export async function expectHostileTermsInert(text: Locator): Promise<void> {
  await expect(text).toContainText('Only this text and the links may show.');
  await expect(
    text.locator('script, iframe, form, input, button, style, [onerror], [onmouseover], [style]'),
  ).toHaveCount(0);
  await expect(text.getByText('A javascript link')).not.toHaveAttribute('href', /./);
  await expect(text.getByRole('link', { name: 'A new-tab link' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(text.getByRole('link', { name: 'A new-tab link' })).toHaveAttribute('target', '_blank');
  await expect(text.getByText('A same-tab link')).not.toHaveAttribute('href');
  for (const attribute of ['class', 'id', 'name', 'popover'])
    await expect(text.getByText('Not above the page')).not.toHaveAttribute(attribute);
  await text.getByText('Point here').hover();
  await text.getByText('A javascript link').click();
}
