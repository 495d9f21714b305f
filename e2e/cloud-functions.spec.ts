import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeViolations } from './support/axe';
import { expectNoticeForThreeSeconds } from './support/notices';
import { expectNoAxeViolations } from './support/ordered-types';
import { screenshot } from './support/screenshot';

/** Axe on the cloud functions section only (the rest of /apps is another part's). */
async function expectSectionAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page, 'section[aria-labelledby="cloud-functions-heading"]')).toEqual([]);
}

function cloudFunctions(page: Page) {
  const table = page.getByRole('table', { name: 'Cloud functions' });
  return {
    table,
    dialog: page.getByRole('dialog'),
    /** The next `method` request whose path matches `pathname`. */
    request: (method: string, pathname: RegExp) =>
      page.waitForRequest(
        (candidate) => candidate.method() === method && pathname.test(new URL(candidate.url()).pathname),
      ),
    add: async (name: string) => {
      await page.getByRole('button', { name: 'Add cloud function' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add cloud function' });
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Add' }).click();
    },
  };
}

test.describe('cloud functions', () => {
  test('create a cloud function, configure it, share it, subscribe to it and download its logs as cloud-function.log', async ({
    page,
  }, testInfo) => {
    const cf = cloudFunctions(page);
    await signIn(page, 'admin', '/apps');
    await expect(cf.table.getByRole('button', { name: 'Energy report exporter', exact: true })).toBeVisible();
    await expectSectionAccessible(page);
    await screenshot(page, testInfo, 'cloud-functions-1280');

    const create = cf.request('POST', /\/backend-component-templates$/);
    await cf.add('Meter reader');
    expect((await create).postDataJSON()).toEqual({ name: 'Meter reader' });
    await cf.table.getByRole('button', { name: 'Meter reader', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Cloud function Meter reader' });
    await expect(detail.getByText('Not configured yet')).toBeVisible();
    await expectNoAxeViolations(page, '.MuiDialog-container');

    // Configure: a new template's first config is made with POST.
    const values = detail.getByRole('textbox', { name: 'Configuration values (JSON)' });
    await values.fill('{"meter": 7');
    await expect(detail.getByText('This is not valid JSON.')).toBeVisible();
    await values.fill('{"meter": 7}');
    const configure = cf.request('POST', /\/backend-component-template-configs$/);
    await detail.getByRole('button', { name: 'Save configuration' }).click();
    const configBody = (await configure).postDataJSON() as { template: { publicId: string }; values: string };
    expect(configBody).toEqual({ template: { publicId: expect.any(String) as unknown }, values: '{"meter": 7}' });
    await expect(detail.getByText('Enabled', { exact: true })).toBeVisible();

    // Share with one of the user's other companies, chosen from the list by keyboard.
    const shares = detail.getByRole('region', { name: 'Shared with' });
    await shares.getByRole('combobox', { name: 'Company to share with' }).fill('North');
    await page.getByRole('option', { name: 'Northwind Controls' }).click();
    const share = cf.request('POST', /\/backend-component-template-shares$/);
    await shares.getByRole('button', { name: 'Share' }).click();
    expect((await share).postDataJSON()).toEqual({ template: configBody.template, company: { publicId: 'c-north' } });
    await expect(shares.getByRole('list').getByText('Northwind Controls')).toBeVisible();

    // Subscribe this company to its messages.
    const subscriptions = detail.getByRole('region', { name: 'Message subscriptions' });
    await subscriptions.getByRole('combobox', { name: 'Company to subscribe' }).fill('Acme Industrial');
    const subscribe = cf.request('POST', /\/backend-component-message-subscriptions$/);
    await subscriptions.getByRole('button', { name: 'Subscribe' }).click();
    expect((await subscribe).postDataJSON()).toEqual({
      template: configBody.template,
      company: { publicId: 'c-acme' },
    });
    await expect(subscriptions.getByRole('list').getByText('Acme Industrial')).toBeVisible();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'cloud-functions-detail-1280');

    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Download logs' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cloud-function.log');
    expect(await readFile(await file.path(), 'utf8')).toContain('Meter reader: created');
  });

  test('at 600 px with a dark branding: an unprovisioned company reads “Company not fully provisioned” for 3 s; a failed log download “Download failed”', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.clock.install();
    const cf = cloudFunctions(page);
    await signIn(page, 'admin', '/apps', 'mock-scenario=unprovisioned-company,dark-branding');
    await expect(cf.table.getByRole('button', { name: 'Energy report exporter', exact: true })).toBeVisible();
    await expectSectionAccessible(page);
    await screenshot(page, testInfo, 'cloud-functions-600-dark');

    await page.getByRole('button', { name: 'Add cloud function' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add cloud function' });
    await addDialog.getByRole('textbox', { name: 'Name' }).fill('Meter reader');
    await expectNoticeForThreeSeconds(
      page,
      () => addDialog.getByRole('button', { name: 'Add' }).click(),
      page.getByRole('alert').filter({ hasText: 'Company not fully provisioned' }),
    );
    await page.getByRole('dialog', { name: 'Add cloud function' }).getByRole('button', { name: 'Cancel' }).click();

    await page.evaluate(() => window.__mockBackend!.failRel('BackendComponentTemplateDownloadLogs', 500, 1));
    await cf.table.getByRole('button', { name: 'Energy report exporter', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Cloud function Energy report exporter' });
    await expect(detail.getByRole('textbox', { name: 'Configuration values (JSON)' })).toHaveValue(
      '{"interval": 15, "target": "erp.acme.test"}',
    );
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'cloud-functions-detail-600-dark');
    await detail.getByRole('button', { name: 'Download logs' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toBeVisible();
    await expect(detail).toBeVisible();
  });
});
