import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';

function appsPage(page: Page) {
  const table = page.getByRole('table', { name: 'Installable apps' });
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  return {
    table,
    row,
    /** The state of an app, as its row says it (the description is a column of its own only on wide screens). */
    state: (name: string) => row(name).getByText(/^(Not installed|Installed, (enabled|disabled))$/),
    /** The next `method` request of the apps' rels whose address names `appId`. */
    request: (method: string, appId: string) =>
      page.waitForRequest(
        (candidate) =>
          candidate.method() === method && candidate.url().includes(appId) && !candidate.url().endsWith('/apps'),
      ),
    dialog: page.getByRole('dialog'),
  };
}

const searchOf = (request: Request) => new URL(request.url()).searchParams;

test.describe('apps', () => {
  test('install, disable (after confirming) and uninstall an app, each with its request; axe on the page and the dialogs', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const apps = appsPage(page);
    await signIn(page, 'admin', '/apps');
    await expect(apps.state('Router display')).toHaveText('Not installed');
    await expect(apps.state('Reports')).toHaveText('Installed, disabled');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'apps-1280');

    const read = apps.request('GET', 'app-004');
    await apps.row('Router display').getByRole('button', { name: 'Install Router display' }).click();
    expect(searchOf(await read).get('fields')).toBe('name,publicId');
    const dialog = page.getByRole('dialog', { name: 'Install app' });
    await expect(dialog).toContainText('Install Router display for Acme Industrial?');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'apps-install-dialog-1280');
    const install = apps.request('POST', 'app-004');
    await dialog.getByRole('button', { name: 'Install' }).click();
    const installed = await install;
    expect(installed.postData()).toBeNull();
    expect(installed.headers()['api-company']).toBe('c-acme');
    await expect(apps.state('Router display')).toHaveText('Installed, enabled');
    await expect(page.getByText('Router display installed.')).toBeVisible();

    // Off for the whole company: asked first.
    const patch = apps.request('PATCH', 'app-004');
    await apps.row('Router display').getByRole('switch', { name: 'Router display enabled' }).click();
    const disable = page.getByRole('dialog', { name: 'Disable app' });
    await expect(disable).toContainText('Disable Router display for everyone in Acme Industrial?');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await disable.getByRole('button', { name: 'Disable' }).click();
    expect((await patch).postDataJSON()).toEqual({ enabled: false });
    await expect(page.getByRole('status').filter({ hasText: 'Router display disabled.' })).toBeVisible();
    await expect(apps.state('Router display')).toHaveText('Installed, disabled');
    await expect(apps.row('Router display').getByRole('switch')).not.toBeChecked();

    await apps.row('Router display').getByRole('button', { name: 'Uninstall Router display' }).click();
    const remove = apps.request('DELETE', 'app-004');
    await page.getByRole('dialog', { name: 'Uninstall app' }).getByRole('button', { name: 'Uninstall' }).click();
    await remove;
    await expect(apps.state('Router display')).toHaveText('Not installed');
    await expect(apps.row('Router display').getByRole('switch')).toHaveCount(0);
    // Kept by the server, not only on screen.
    await page.reload();
    await expect(apps.state('Router display')).toHaveText('Not installed');
    await expect(apps.state('Alarming')).toHaveText('Installed, enabled');
  });

  test('at 600 px with a dark branding: readable, usable by keyboard, no axe violations', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 900 });
    const apps = appsPage(page);
    await signIn(page, 'admin', '/apps', 'mock-scenario=dark-branding');
    await expect(apps.state('Webhooks')).toHaveText('Not installed');
    // A hovered row is lighter: what it holds stays readable.
    await apps.row('Alarming').hover();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'apps-600-dark');
    const install = apps.row('Webhooks').getByRole('button', { name: 'Install Webhooks' });
    await install.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Install app' });
    await expect(dialog).toContainText('Install Webhooks');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'apps-install-dialog-600-dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(install).toBeFocused();
    // The whole row fits: the install button is on screen without scrolling sideways.
    const box = await install.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(600);
  });
});
