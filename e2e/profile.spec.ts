import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accounts, expect, signIn, submitCredentials, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 (SHA-1, 30 s, 6 digits) from the base32 key the page shows, as an authenticator app computes it. */
function totp(secret: string, at = Date.now()): string {
  let bits = '';
  for (const char of secret.replace(/\s/g, '')) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const field = (page: Page, scope: string, label: string) => section(page, scope).getByLabel(new RegExp(`^${label}`));

/** Signs in (a fresh mock database) and opens My profile from the account menu, the way people get there. */
async function openProfile(page: Page, account: 'admin' | 'user') {
  await signIn(page, account);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByLabel('Email address')).toBeVisible();
}

test('change the password with its strength shown, then sign in with the new one', async ({ page }) => {
  await openProfile(page, 'admin');
  await expect(section(page, 'Profile').getByRole('textbox', { name: 'Name' })).toHaveValue(accounts.admin.name);
  await expectNoAxeViolations(page);

  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill(accounts.admin.password);
  await password.getByLabel(/^New password/).fill('password');
  await expect(password.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Weak',
  );
  await password.getByLabel(/^New password/).fill('Tr0mbone-river');
  await expect(password.getByText('Strength: Strong')).toBeVisible();
  await password.getByLabel('Repeat the new password').fill('Tr0mbone-river');
  await password.getByRole('checkbox', { name: 'Sign out my other sessions' }).check();
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/users/me/password'),
  );
  await password.getByRole('button', { name: 'Change password' }).click();
  const request = await posted;
  expect(request.postDataJSON()).toEqual({
    oldPassword: accounts.admin.password,
    newPassword: 'Tr0mbone-river',
    deleteAccessTokens: true,
  });
  expect(request.headers()['api-branding']).toBeTruthy();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');

  await signOut(page);
  await submitCredentials(page, accounts.admin.email, accounts.admin.password);
  await expect(page.getByText('The email address or password is wrong.')).toBeVisible();
  await submitCredentials(page, accounts.admin.email, 'Tr0mbone-river');
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
});

test("set up two-factor from the QR code's key, sign in with a code, then remove it", async ({ page }) => {
  await openProfile(page, 'admin');
  const twoFactor = section(page, 'Two-factor authentication');
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Set up' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code with the key for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await twoFactor.getByLabel('Key', { exact: true }).textContent()) ?? '';
  await field(page, 'Two-factor authentication', 'Code').fill(totp(secret));
  await field(page, 'Two-factor authentication', 'Device name').fill('Pixel 9');
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  await expect(twoFactor.getByText('Pixel 9')).toBeVisible();

  await signOut(page);
  await submitCredentials(page, accounts.admin.email, accounts.admin.password);
  await page.getByLabel('One-time password').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

  // From the account menu, the way people get there.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await twoFactor.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove two-factor authentication?' });
  await expectNoAxeViolations(page, '.MuiDialog-container');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByText('Two-factor authentication has been removed.')).toBeVisible();
});

test('remove trusted devices one by one and all at once', async ({ page }) => {
  await openProfile(page, 'user');
  const table = page.getByRole('table', { name: 'Trusted devices' });
  await expect(table.getByRole('rowheader')).toHaveText(["Umar's Windows PC", "Umar's Linux laptop"]);
  const listRead = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().includes('/trusted-devices'),
  );
  await page.reload();
  expect((await listRead).headers()['api-device-identifier']).toMatch(/\S+/);

  await table.getByRole('button', { name: "Remove Umar's Linux laptop" }).click();
  const dialog = page.getByRole('dialog', { name: "Remove Umar's Linux laptop?" });
  await expectNoAxeViolations(page, '.MuiDialog-container');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('rowheader')).toHaveText(["Umar's Windows PC"]);

  await page.getByRole('button', { name: 'Remove all other devices' }).click();
  await page.getByRole('dialog', { name: 'Remove all other devices?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No trusted devices.')).toBeVisible();
  await expectNoAxeViolations(page);
});
