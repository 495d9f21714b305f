import AxeBuilder from '@axe-core/playwright';
import { drawer, expect, signIn, test } from './fixtures';

test.describe('admin shell', () => {
  const menus = {
    admin: ['Users', 'Groups', 'Roles', 'Access categories', 'Identity', 'Translations', 'Data usage', 'Audit trail', 'Licenses', 'Apps', 'Assets', 'Custom fields', 'MQTT', 'Devices', 'My access requests', 'Access approvals'],
    secure: ['Groups', 'Devices'],
    translator: ['Translations', 'Devices'],
    user: ['Devices', 'My access requests'],
  } as const;

  for (const [account, items] of Object.entries(menus) as [keyof typeof menus, readonly string[]][]) {
    test(`${account} sees exactly their menu`, async ({ page }) => {
      await signIn(page, account);
      await expect(drawer(page).getByRole('link')).toHaveText([...items]);
    });
  }

  test('the end user sees not-allowed and can switch company from there', async ({ page }) => {
    await signIn(page, 'user');
    await expect(page.getByRole('heading', { name: 'Page not allowed' })).toBeVisible();
    await page.getByRole('link', { name: 'Switch company' }).click();
    await expect(page).toHaveURL(/\/my-companies$/);
    await expect(page.getByRole('button', { name: 'Acme Industrial' })).toHaveAttribute('aria-current', 'true');
  });

  test('a section collapses and expands, and the drawer state survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    const section = drawer(page).getByRole('button', { name: 'Company' });
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await section.click();
    await expect(drawer(page).getByRole('link', { name: 'Translations' })).toBeHidden();
    await section.click();
    await expect(drawer(page).getByRole('link', { name: 'Translations' })).toBeVisible();

    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(drawer(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(drawer(page)).toBeVisible();
  });

  test('a 504 shows Gateway Timeout error and keeps the page', async ({ page }) => {
    await signIn(page, 'admin');
    // The messages page reads MessageList (the badge reads MyUser.unreadMessagesCount, which the session needs too).
    await page.evaluate(() => window.__mockBackend?.failRel('MessageList', 504));
    await page.goto('/messages');
    await expect(page.getByRole('alert').filter({ hasText: 'Gateway Timeout error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  });

  test('a 500 shows API server unavailable at the same address until the next navigation', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => window.__mockBackend?.failRel('MessageList', 500, 1));
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'API server unavailable' })).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
    // Not on the provider's cloud domain: try again, no status page link.
    await expect(page.getByText('Please try again in a few minutes.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the status page' })).toHaveCount(0);
    await page.goto('/roles');
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  });

  test('offline shows No connection until the connection is back', async ({ page, context }) => {
    await signIn(page, 'admin');
    await context.setOffline(true);
    await expect(page.getByText('No connection')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('No connection')).toBeHidden();
  });

  test('the help center that does not load within 3 s gives a snackbar', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'admin');
    await page.route('**/help/**', () => undefined);
    await page.getByRole('button', { name: 'Help' }).click();
    await page.clock.fastForward(3100);
    await expect(page.getByText('Unable to load help center')).toBeVisible();
  });

  test('a new deployed version offers Reload now after the 15-minute check', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'admin');
    await page.evaluate(() => window.__mockBackend?.setDeployedVersion('99.0.0'));
    await page.clock.fastForward('14:00');
    await expect(page.getByRole('button', { name: 'Reload now' })).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(page.getByRole('button', { name: 'Reload now' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
  });

  for (const width of [1280, 600]) {
    test(`the shell has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'admin');
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
