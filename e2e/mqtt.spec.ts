import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';
import { inBothBrandings, screenshot } from './support/screenshot';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ\n-----END CERTIFICATE-----\n';
const SECRET = 'Sup3r-secret-passw0rd';

function mqttPage(page: Page) {
  const dialog = page.getByRole('dialog');
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  return {
    dialog,
    section,
    clients: (broker: string) =>
      section(broker)
        .getByRole('table', { name: `Clients of ${broker}` })
        .getByRole('rowheader'),
    request: (method: string, pathname: RegExp) =>
      page.waitForRequest(
        (candidate) => candidate.method() === method && pathname.test(new URL(candidate.url()).pathname),
      ),
    open: async (query = '') => {
      await page.goto(`/mqtt${query}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Plant broker Rotterdam' })).toBeVisible();
    },
  };
}

test.describe('MQTT brokers', () => {
  test('create a broker, see it, edit it, delete it; the port is checked', async ({ page }) => {
    const mqtt = mqttPage(page);
    await signIn(page, 'admin');
    await mqtt.open();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add broker' }).click();
    await expect(mqtt.dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await mqtt.dialog.getByRole('textbox', { name: 'Name' }).fill('Edge broker');
    await mqtt.dialog.getByRole('textbox', { name: 'Host' }).fill('edge.acme.test');
    await mqtt.dialog.getByRole('textbox', { name: 'Port' }).fill('0');
    await expect(mqtt.dialog.getByText('A whole number from 1 to 65535.')).toBeVisible();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await mqtt.dialog.getByRole('textbox', { name: 'Port' }).fill('8883');
    await mqtt.dialog.getByRole('combobox', { name: 'Message format' }).selectOption({ label: 'Sparkplug B as JSON' });
    // The CA certificate read from a chosen file.
    const chooser = page.waitForEvent('filechooser');
    await mqtt.dialog.getByRole('button', { name: 'Read from a file: CA certificate' }).click();
    await (await chooser).setFiles({ name: 'ca.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(CERT) });
    await expect(mqtt.dialog.getByRole('textbox', { name: 'CA certificate' })).toHaveValue(CERT);
    const post = mqtt.request('POST', /\/api\/mqtt-brokers$/);
    await mqtt.dialog.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({
      name: 'Edge broker',
      host: 'edge.acme.test',
      port: 8883,
      messageFormat: 'sparkplug_b_json',
      certauth: CERT,
    });
    await expect(mqtt.section('Edge broker')).toContainText('edge.acme.test:8883');
    await expect(mqtt.section('Edge broker')).toContainText('Sparkplug B as JSON');

    await page.getByRole('button', { name: 'Edit broker Edge broker' }).click();
    await mqtt.dialog.getByRole('textbox', { name: 'Port' }).fill('1883');
    await mqtt.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(mqtt.section('Edge broker')).toContainText('edge.acme.test:1883');

    await page.getByRole('button', { name: 'Delete broker Edge broker' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete MQTT broker' });
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(mqtt.section('Edge broker')).toHaveCount(0);
  });

  test('a client inside a broker: create with a password, edit without seeing it, delete; the password is never displayed; a client is added by keyboard alone, and the focus comes back to where it was', async ({
    page,
  }, testInfo) => {
    // Several checks in one sign-in: the time of several tests.
    test.setTimeout(180_000);
    const mqtt = mqttPage(page);
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/mqtt-brokers') && response.request().method() === 'GET')
        answers.push(await response.text());
    });
    await signIn(page, 'admin');
    await mqtt.open();
    await mqtt
      .section('Test broker (no TLS)')
      .getByRole('button', { name: 'Add client to Test broker (no TLS)' })
      .click();
    await expect(mqtt.dialog).toHaveAccessibleName('Add client to Test broker (no TLS)');
    await mqtt.dialog.getByRole('textbox', { name: 'Client name' }).fill('probe');
    await mqtt.dialog.getByRole('textbox', { name: 'User name' }).fill('probe-user');
    const password = mqtt.dialog.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill(SECRET);
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'mqtt-client-add-1280');
    const post = mqtt.request('POST', /\/api\/mqtt-brokers\/mq-003\/clients$/);
    await mqtt.dialog.getByRole('button', { name: 'Add' }).click();
    expect((await post).postDataJSON()).toEqual({
      name: 'probe',
      username: 'probe-user',
      clientCert: null,
      password: SECRET,
      clientKey: null,
    });
    await expect(mqtt.clients('Test broker (no TLS)')).toHaveText(['probe']);
    await expect(page.locator('body')).not.toContainText(SECRET);

    await mqtt.section('Test broker (no TLS)').getByRole('button', { name: 'Edit client probe' }).click();
    await expect(mqtt.dialog.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(mqtt.dialog.getByText('Leave empty to keep it unchanged', { exact: false }).first()).toBeVisible();
    // Removing greys the field out; its hint stays readable.
    const removeKey = mqtt.dialog.getByRole('checkbox', { name: 'Remove the stored client key' });
    await removeKey.check();
    await expect(mqtt.dialog.getByRole('textbox', { name: 'Client key' })).toBeDisabled();
    await expectNoAxeViolations(page, '.MuiDialog-container');
    await screenshot(page, testInfo, 'mqtt-client-edit-1280');
    await removeKey.uncheck();
    await mqtt.dialog.getByRole('textbox', { name: 'User name' }).fill('probe-2');
    const patch = mqtt.request('PATCH', /\/api\/mqtt-brokers\/mq-003\/clients\/[^/]+$/);
    await mqtt.dialog.getByRole('button', { name: 'Save' }).click();
    // Left empty, the password is not sent: the stored one stays.
    expect((await patch).postDataJSON()).toEqual({ name: 'probe', username: 'probe-2', clientCert: null });
    await expect(mqtt.section('Test broker (no TLS)').getByRole('row', { name: /probe/ })).toContainText('probe-2');

    await mqtt.section('Test broker (no TLS)').getByRole('button', { name: 'Delete client probe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete client' });
    await expect(confirm).toContainText('Delete the client probe of Test broker (no TLS)?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(mqtt.section('Test broker (no TLS)')).toContainText('No clients yet.');
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).not.toContain(SECRET);

    const add = mqtt
      .section('Test broker (no TLS)')
      .getByRole('button', { name: 'Add client to Test broker (no TLS)' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(mqtt.dialog.getByRole('textbox', { name: 'Client name' })).toBeFocused();
    await page.keyboard.type('kb-client');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kb-user');
    await page.keyboard.press('Tab');
    await expect(mqtt.dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(SECRET);
    await page.keyboard.press('Enter');
    await expect(mqtt.clients('Test broker (no TLS)')).toHaveText(['kb-client']);
    await expect(add).toBeFocused();
  });

  test('reads well at 1280 px, and at 600 px with a dark branding', async ({ page }, testInfo) => {
    const mqtt = mqttPage(page);
    await signIn(page, 'admin');
    await inBothBrandings(page, testInfo, async (query, shot) => {
      await mqtt.open(query);
      await expectNoAxeViolations(page);
      await shot('mqtt');
      await page.getByRole('button', { name: 'Edit broker Plant broker Rotterdam' }).click();
      await expectNoAxeViolations(page, '.MuiDialog-container');
      await shot('mqtt-broker-edit');
    });
  });
});
