import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

async function openDevices(page: Page, mode: string): Promise<void> {
  await signIn(page, 'user', '/devices', `mock-connector=${mode}`);
  await expect(page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
}

/** One step of a paused clock (250 ms), then the state: poll it (with DRIVE) to drive time until the state holds. */
async function advanceUntil(page: Page, state: () => Promise<boolean>): Promise<boolean> {
  if (await state()) return true;
  await page.clock.runFor(250);
  return state();
}

/** Poll settings for advanceUntil: short real pauses, so many fake-time steps fit in the timeout. */
const DRIVE = { intervals: [50], timeout: 30_000 };

const openSockets = (page: Page) => page.evaluate(() => window.__mockConnector?.openSockets() ?? 0);

test.describe('the local VPN client', () => {
  test('missing → found: VPN client installation found', async ({ page }) => {
    await page.clock.install();
    await openDevices(page, 'missing');
    // Paused, so the 3-second notice cannot time out on a busy machine before it is seen.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.evaluate(() => window.__mockConnector?.setMode('found'));
    const found = page.getByRole('status').filter({ hasText: 'VPN client installation found' });
    await expect.poll(() => advanceUntil(page, () => found.isVisible()), DRIVE).toBe(true);
    await expect.poll(() => openSockets(page)).toBe(1);
  });

  test('lost after missing: a persistent notice whose Retry bootstraps again', async ({ page }) => {
    // About 80 fake-time steps with a real pause each: more than the default 2 minutes on a slow, busy machine.
    test.setTimeout(180_000);
    const inFlight = new Set<Request>();
    page.on('request', (request) => {
      if (new URL(request.url()).port === '9250') inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.clock.install();
    await openDevices(page, 'found');
    await expect.poll(() => openSockets(page)).toBe(1);
    // From here on only runFor moves time: a discovery poll firing on its own would recover the client before Retry.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.evaluate(() => window.__mockConnector?.setMode('lost'));
    // Two socket retries 6 s apart, then missing; the next discovery answers but the socket does not: lost after missing.
    // Each step lets the client's answers arrive before time moves on.
    const notice = page.getByRole('alert').filter({ hasText: 'Unable to communicate with the VPN client' });
    await expect.poll(() => advanceUntil(page, () => notice.isVisible()), DRIVE).toBe(true);
    await page.clock.runFor(60_000);
    await expect(notice).toBeVisible();

    // A discovery that the last step of time started may still be on its way; answered once the client is back, it would
    // find the client before Retry does. So the client first stops answering, every call on its way settles, then it returns.
    await page.evaluate(() => window.__mockConnector?.setMode('missing'));
    await expect.poll(() => inFlight.size).toBe(0);
    await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
    await expect(notice).toBeVisible();
    await page.evaluate(() => window.__mockConnector?.setMode('found'));
    // A click event rather than a pointer click: under a paused clock the notice's entry transition never reports "stable".
    await notice.getByRole('button', { name: 'Retry' }).dispatchEvent('click');
    // Retry's discovery starts on a zero-delay timer: drive the paused clock until the client talks again and the notice is gone.
    const recovered = async () => (await openSockets(page)) === 1 && (await notice.isHidden());
    await expect.poll(() => advanceUntil(page, recovered), DRIVE).toBe(true);
  });

  // One sign-in for both info dialogs: the second part loads the app again with the client blocked from the start, as
  // signing in with `mock-connector=blocked` did (the mode is read from the address whenever the app starts).
  test('the info dialog: missing offers Retry and the installer; blocked by the browser says so', async ({ page }) => {
    await test.step('missing: the info dialog offers Retry and the installer', async () => {
      await openDevices(page, 'missing');
      await page.getByRole('button', { name: 'VPN details for Bottling PLC Rotterdam 01' }).click();
      const dialog = page.getByRole('dialog', { name: 'VPN' });
      await expect(dialog.getByText('No VPN client installation found on this computer.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Release notes' })).toBeHidden();
      await expect(dialog.getByRole('link', { name: 'Download installer' })).toBeVisible();
    });

    await test.step('blocked by the browser: the info dialog says so', async () => {
      await page.goto('/devices?mock-connector=blocked');
      await expect(page.getByRole('link', { name: 'Bottling PLC Rotterdam 01' })).toBeVisible();
      expect(await page.evaluate(() => window.__mockConnector?.mode())).toBe('blocked');
      await page.getByRole('button', { name: 'VPN details for Bottling PLC Rotterdam 01' }).click();
      await expect(
        page.getByRole('dialog').getByText('Your browser blocks access to the VPN client', { exact: false }),
      ).toBeVisible();
    });
  });
});
