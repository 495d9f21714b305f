import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

async function openDevices(page: Page, mode: string): Promise<void> {
  await signIn(page, 'user');
  await page.goto(`/devices?mock-connector=${mode}`);
  await expect(page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
}

const openSockets = (page: Page) => page.evaluate(() => window.__mockConnector?.openSockets() ?? 0);

test.describe('the local VPN client', () => {
  test('missing → found: VPN client installation found', async ({ page }) => {
    await page.clock.install();
    await openDevices(page, 'missing');
    await page.evaluate(() => window.__mockConnector?.setMode('found'));
    await page.clock.runFor(2_500);
    await expect(page.getByRole('status').filter({ hasText: 'VPN client installation found' })).toBeVisible();
    await expect.poll(() => openSockets(page)).toBe(1);
  });

  test('lost after missing: a persistent notice whose Retry bootstraps again', async ({ page }) => {
    await page.clock.install();
    await openDevices(page, 'found');
    await expect.poll(() => openSockets(page)).toBe(1);
    await page.evaluate(() => window.__mockConnector?.setMode('lost'));
    // Two socket retries 6 s apart, then missing; the next discovery answers but the socket does not: lost after missing.
    await page.clock.runFor(6_000);
    await page.clock.runFor(6_000);
    await page.clock.runFor(2_500);
    const notice = page.getByRole('alert').filter({ hasText: 'Unable to communicate with the VPN client' });
    await expect(notice).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(notice).toBeVisible();

    await page.evaluate(() => window.__mockConnector?.setMode('found'));
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeHidden();
    await expect.poll(() => openSockets(page)).toBe(1);
  });

  test('blocked by the browser: the info dialog says so', async ({ page }) => {
    await openDevices(page, 'blocked');
    await page.getByRole('button', { name: 'VPN details for Bottling PLC Rotterdam 01' }).click();
    await expect(page.getByRole('dialog').getByText('Your browser blocks access to the VPN client', { exact: false })).toBeVisible();
  });

  test('missing: the info dialog offers Retry and the installer', async ({ page }) => {
    await openDevices(page, 'missing');
    await page.getByRole('button', { name: 'VPN details for Bottling PLC Rotterdam 01' }).click();
    const dialog = page.getByRole('dialog', { name: 'VPN' });
    await expect(dialog.getByText('No VPN client installation found on this computer.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Release notes' })).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Download installer' })).toBeVisible();
  });
});
