import { expect, type Page } from '@playwright/test';

/**
 * Opens the help panel from the top bar and expects the help center's own page inside its frame (the demo help center of
 * public/help/, which config.json's helpCenterUrl names), and no "Unable to load" notice. A frame the headers refuse
 * (frame-src, or the help page's frame-ancestors) would show the browser's error page there instead.
 */
export async function expectHelpCenterShown(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Help' }).click();
  const frame = page.locator('iframe[title="Help center"]').contentFrame();
  await expect(frame.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Connecting to a device' })).toBeVisible();
  await expect(page.getByText('Unable to load help center')).toHaveCount(0);
}

/** Whether the page's Permissions-Policy lets it use each feature (Chromium's `document.featurePolicy`). */
export async function allowedFeatures(page: Page, features: readonly string[]): Promise<Record<string, boolean>> {
  return page.evaluate((names) => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } })
      .featurePolicy;
    if (!policy) throw new Error('This browser has no document.featurePolicy to read the Permissions-Policy with.');
    return Object.fromEntries(names.map((name) => [name, policy.allowsFeature(name)]));
  }, features);
}
