import type { Page } from '@playwright/test';
import { drawer, expect, signIn, test } from './fixtures';
import { builtFileOf } from './support/build-manifest';

/**
 * A page's chunk that cannot be fetched (a deploy replaced the files, the connection dropped) shows an error page with
 * Reload instead of a blank screen; Reload, once the chunk can be fetched again, shows the page.
 */

/**
 * Fails every request for the chunk built of the lazy feature module `source`.
 * On the context, not the page: the mock's service worker fetches what it lets through, and only the context's routes
 * see a service worker's requests.
 */
async function failChunk(
  page: Page,
  source: string,
): Promise<{ requests: () => number; restore: () => Promise<void> }> {
  const file = builtFileOf(source);
  if (!file) throw new Error(`The build has no chunk of ${source}`);
  const pattern = `**/${file}`;
  let requests = 0;
  await page.context().route(pattern, (route) => {
    requests += 1;
    return route.abort('failed');
  });
  return { requests: () => requests, restore: () => page.context().unroute(pattern) };
}

// One sign-in for both ways in: the first load of the second part is a page.goto, a new load of the app as before.
test('a page whose chunk cannot load shows Reload instead of a blank screen, inside the shell when opened from the menu and on a first load; Reload shows the page; one still loading shows its frame with placeholders', async ({
  page,
}) => {
  await signIn(page, 'admin');

  await test.step('opening a page whose chunk cannot load shows Reload inside the shell, and Reload shows the page', async () => {
    const groupsChunk = await failChunk(page, 'src/features/group-types/index.ts');
    await drawer(page).getByRole('link', { name: 'Groups' }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(main.getByText('The portal may have been updated since you opened it')).toBeVisible();
    expect(groupsChunk.requests()).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/groups$/);
    // The shell stays usable around the error.
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

    await groupsChunk.restore();
    await main.getByRole('button', { name: 'Reload' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Group types' }).getByRole('link', { name: 'Site' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  });

  await test.step('a page whose code is still downloading draws its frame at once, with placeholders, then the page', async () => {
    const file = builtFileOf('src/features/roles/components/roles-page.tsx');
    if (!file) throw new Error('The build has no chunk of the roles page');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(`**/${file}`, async (route) => {
      await held;
      await route.continue();
    });
    await drawer(page).getByRole('link', { name: 'Roles' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(main.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(main.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
    await page.context().unroute(`**/${file}`);
  });

  await test.step('a first load of a page whose chunk cannot load shows Reload, not a blank screen', async () => {
    const assetsChunk = await failChunk(page, 'src/features/asset-types/index.ts');
    await page.goto('/assets');

    const reload = page.getByRole('main').getByRole('button', { name: 'Reload' });
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    expect(assetsChunk.requests()).toBeGreaterThan(0);

    await assetsChunk.restore();
    await reload.click();
    await expect(
      page.getByRole('navigation', { name: 'Asset types' }).getByRole('link', { name: 'Pump' }),
    ).toBeVisible();
  });
});
