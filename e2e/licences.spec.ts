import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';
import { closeNotice } from './support/notices';

const DEVICE = 'Compressor Lyon 05';

/** The next `method` request whose path matches `pathname`. */
const request = (page: Page, method: string, pathname: RegExp) =>
  page.waitForRequest((candidate) => candidate.method() === method && pathname.test(new URL(candidate.url()).pathname));

test.describe('licences', () => {
  test('redeem a coupon, then on a device activate logging with a trial, see it, deactivate it; extend a bundle', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin', '/licenses');
    const licences = page.getByRole('table', { name: 'Licences' });
    await expect(licences.getByRole('rowheader', { name: 'ACM-101-LIC-501' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'licences-1280');

    // Redeem: a malformed code is refused before anything is sent; a good one (typed in lower case) is listed.
    await page.getByRole('button', { name: 'Redeem coupon codes' }).click();
    const codes = page.getByRole('dialog').getByRole('textbox', { name: 'Coupon codes' });
    await codes.fill('bcd-12-fgh-456\n');
    await expect(page.getByRole('dialog')).toContainText('“BCD-12-FGH-456” is not a coupon code');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await codes.fill(' log-101-aaa-002 ');
    const redeem = request(page, 'POST', /\/api\/licences$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem' }).click();
    expect((await redeem).postDataJSON()).toEqual([{ couponCode: 'LOG-101-AAA-002' }]);
    await expect(licences.getByRole('rowheader', { name: 'LOG-101-AAA-002' })).toBeVisible();

    // On a device: the logging app with a trial; the body is the agent and the trial only.
    const devices = page.getByRole('table', { name: 'Devices and their licences' });
    await page.getByRole('searchbox', { name: 'Search devices' }).fill('lyon 05');
    await expect(devices.getByRole('rowheader')).toHaveText([DEVICE]);
    await devices.getByRole('button', { name: `Activate the logging app on ${DEVICE}` }).click();
    await expect(page.getByRole('dialog', { name: `Activate the logging app on ${DEVICE}` })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    const activate = request(page, 'POST', /\/app\/logging\/activate$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    expect((await activate).postDataJSON()).toEqual({ publicId: 'ag-005', trial: true });
    await closeNotice(page, `The logging app is activated on ${DEVICE}.`);
    await expect(devices.getByRole('button', { name: `Deactivate the logging app on ${DEVICE}` })).toBeVisible();
    await expect(devices.getByRole('row').filter({ hasText: DEVICE })).toContainText('On (trial)');

    const deactivate = request(page, 'DELETE', /\/app\/logging$/);
    await devices.getByRole('button', { name: `Deactivate the logging app on ${DEVICE}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate the logging app?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await deactivate;
    await expect(devices.getByRole('button', { name: `Activate the logging app on ${DEVICE}` })).toBeVisible();

    // Extend a bundle with a coupon code.
    await page
      .getByRole('table', { name: 'Licence bundles' })
      .getByRole('button', { name: 'Extend Basic bundle' })
      .click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Coupon code' }).fill('RMT-300-CCC-001');
    const extend = request(page, 'POST', /\/extend$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Extend' }).click();
    expect((await extend).postDataJSON()).toEqual({ couponCode: 'RMT-300-CCC-001' });
    await expect(page.getByText('Bundle extended.')).toBeVisible();
  });

  test('at 600 px with a dark branding the page reads and passes axe', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signIn(page, 'admin', '/licenses', 'mock-scenario=dark-branding');
    await expect(
      page.getByRole('table', { name: 'Devices and their licences' }).getByRole('rowheader').first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Licence types' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'licences-600-dark');
  });
});
