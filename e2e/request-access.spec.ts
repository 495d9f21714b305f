import type { Page } from '@playwright/test';
import { accounts, expect, signIn, submitCredentials, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';

/** The end user's devices list, signed in on a fresh mock (optionally with a scenario such as the dark branding). */
async function openDevices(page: Page, scenario?: string): Promise<void> {
  if (scenario) {
    await page.goto(`/login?mock-reset&mock-scenario=${scenario}`);
    await page.waitForFunction(() => window.__mockBackend !== undefined);
    await submitCredentials(page, accounts.user.email, accounts.user.password);
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  } else {
    await signIn(page, 'user');
  }
  // The end user's home is the devices list.
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
}

const requestAccess = (page: Page, device: string) => page.getByRole('button', { name: `Request access to ${device}` });
const CHILLER = 'Chiller Hamburg 04 (Northwind)';

/**
 * Opens the dialog for the chiller, whose locked VPN and web access Northwind Controls controls, and fills it in,
 * ready to send: with the VPN chosen only Northwind's approver may approve. The user's VPN request for the chiller
 * already waits for an approver, so the device offers the dialog from its web service, Node-RED, instead.
 */
async function fillChillerRequest(page: Page) {
  await page.getByRole('link', { name: CHILLER }).click();
  await page
    .getByRole('list', { name: 'Services' })
    .getByRole('button', { name: `Request access to Node-RED on ${CHILLER}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Request access to ${CHILLER}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Node-RED' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Send request' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Node-RED' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'VPN' }).check();
  await expect(dialog.getByText('Northwind Controls controls this device')).toBeVisible();
  // Who cannot approve the VPN is listed on demand, disabled.
  await dialog.getByRole('searchbox', { name: 'Search approvers' }).fill('ZOE');
  await dialog.getByRole('button', { name: 'Show 1 who cannot approve these services' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Zoë Müller/ })).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Search approvers' }).fill('fatima');
  await dialog.getByRole('checkbox', { name: 'Fatima Zahra Benali' }).check();
  await dialog.getByRole('searchbox', { name: 'Search approvers' }).fill('');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Replace the chiller setpoints');
  await dialog.getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: '2 hours' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return dialog;
}

test.describe('requesting access to a device', () => {
  test('a device nobody can approve says "Unable to request access"', async ({ page }) => {
    await openDevices(page);
    await requestAccess(page, 'Palletizer Rotterdam 09').click();
    const dialog = page.getByRole('dialog', { name: 'Unable to request access' });
    await expect(dialog).toContainText('Nobody can approve access to this device yet');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('sends a request and says it must be approved; axe finds nothing on the form or the success view', async ({
    page,
  }) => {
    await openDevices(page);
    const dialog = await fillChillerRequest(page);
    await expectNoAxeViolations(page, '.MuiDialog-container');
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/agents\/ag-004\/access-requests$/.test(request.url()),
    );
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      vpn: true,
      servers: [{ publicId: 'ag-004-vpn' }],
      reason: 'Replace the chiller setpoints',
      allowedApprovers: [{ publicId: 'u-021' }],
    });
    expect(Date.parse(String(body.end)) - Date.parse(String(body.start))).toBe(2 * 3_600_000);

    const success = page.getByRole('dialog', { name: 'Request access' });
    await expect(success).toContainText('Your request was submitted. It must be approved before you can connect');
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();
  });

  // Colours and layout vary independently: the default branding at 1280 px and the dark one at 600 px cover both.
  for (const [width, scenario] of [
    [1280, undefined],
    [600, 'dark-branding'],
  ] as const) {
    test(`looks right at ${width} px${scenario ? ' with the dark branding' : ''}; Escape closes the picker, then asks before discarding the form`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openDevices(page, scenario);
      const dialog = await fillChillerRequest(page);
      await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
      await screenshot(page, testInfo, `request-access-${width}${scenario ? '-dark' : ''}`);
      if (scenario) await expectNoAxeViolations(page, '.MuiDialog-container');
      await dialog.getByRole('spinbutton', { name: 'Hours' }).click();
      await screenshot(page, testInfo, `request-access-${width}${scenario ? '-dark' : ''}-from`);
      // The picker's calendar and clock open from its button; Escape closes the picker, not the dialog.
      await dialog.getByRole('button', { name: /^Choose date/ }).click();
      const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
      await expect(picker).toBeVisible();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await screenshot(page, testInfo, `request-access-${width}${scenario ? '-dark' : ''}-calendar`);
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeHidden();
      await expect(dialog).toBeVisible();
      // Escape on the changed form itself asks before discarding it.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
