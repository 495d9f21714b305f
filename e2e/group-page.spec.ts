import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './support/ordered-types';

/**
 * Picks the first suggestion that is not already in the group, after typing `search`; answers its name. The picker keeps
 * the last answer while the next search runs, so the pick waits for the list to be the answer of `search` itself.
 */
async function pickFirstFree(page: Page, combobox: Locator, search: string): Promise<string> {
  const answered = page.waitForResponse((response) => {
    const filters = new URL(response.url()).searchParams.get('filters') ?? '';
    return response.request().method() === 'GET' && filters.includes(`"${search}"`);
  });
  await combobox.fill(search);
  const body = (await (await answered).json()) as { data: { name: string }[] };
  const names = body.data.map((item) => item.name);
  // A person's option shows the address under the name: the name is its first line.
  const shown = page.locator('[role="option"] > p:first-child');
  await expect.poll(() => shown.allTextContents()).toEqual(names);
  const option = page.locator('[role="option"]:not([aria-disabled="true"])').first();
  const name = (await option.locator('p').first().textContent()) ?? '';
  await option.click();
  await expect(combobox).toHaveValue(name);
  return name;
}

test.describe('a group’s page', () => {
  test('the administrator follows a group’s device count to its page, adds a device and a member, and removes the device again', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'admin', '/groups');
    const groups = page.getByRole('table', { name: 'Groups of the type Site' });
    const deviceCount = groups.getByRole('link', { name: /devices? of Rotterdam plant$/ });
    const before = Number(await deviceCount.textContent());
    await deviceCount.click();

    await expect(page).toHaveURL(/\/groups\/g-\d+\?tab=devices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rotterdam plant' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Site' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Devices' })).toHaveAttribute('aria-selected', 'true');
    const devices = page.getByRole('table', { name: 'Devices of Rotterdam plant' });
    await expect(devices.getByRole('link')).toHaveCount(before);
    await expectNoAxeViolations(page);

    // A device found by its name.
    await page.getByRole('button', { name: 'Add device' }).click();
    const addDevice = page.getByRole('dialog', { name: 'Add a device to Rotterdam plant' });
    await expect(addDevice.getByRole('combobox', { name: 'Device' })).toBeFocused();
    await expectNoAxeViolations(page, '.MuiDialog-root');
    const posted = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/agents/memberships' && request.method() === 'POST',
    );
    const device = await pickFirstFree(page, addDevice.getByRole('combobox', { name: 'Device' }), 'Lyon');
    await addDevice.getByRole('button', { name: 'Add' }).click();
    expect((await posted).postDataJSON()).toEqual([
      {
        agent: { publicId: expect.stringMatching(/^ag-/) as unknown },
        group: { publicId: expect.stringMatching(/^g-/) as unknown },
      },
    ]);
    await expect(page.getByRole('status').filter({ hasText: `${device} added to Rotterdam plant.` })).toBeVisible();
    await expect(addDevice).toBeHidden();
    const deviceLink = devices.getByRole('link', { name: device, exact: true });
    await expect(deviceLink).toHaveAttribute('href', /^\/devices\/ag-/);
    await expect(devices.getByRole('link')).toHaveCount(before + 1);

    // A person with a role.
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/groups\/g-\d+$/);
    const members = page.getByRole('table', { name: 'Members of Rotterdam plant' });
    await expect(members.getByRole('rowheader').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add member' }).click();
    const addMember = page.getByRole('dialog', { name: 'Add a member to Rotterdam plant' });
    const person = await pickFirstFree(page, addMember.getByRole('combobox', { name: 'Person' }), 'a');
    await addMember.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Auditor' });
    await expectNoAxeViolations(page, '.MuiDialog-root');
    await addMember.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${person} added to Rotterdam plant as Auditor.` }),
    ).toBeVisible();
    const memberRow = members.getByRole('row').filter({ has: page.getByRole('rowheader', { name: person }) });
    await expect(memberRow).toContainText('Auditor');
    await expect(memberRow).toContainText('No end');

    // The device leaves the group again, after a confirmation.
    await page.getByRole('tab', { name: 'Devices' }).click();
    await devices.getByRole('button', { name: `Remove ${device} from the group` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove device' });
    await expect(confirm).toContainText(`Remove ${device} from Rotterdam plant?`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${device} removed from Rotterdam plant.` })).toBeVisible();
    await expect(deviceLink).toBeHidden();
    await expect(devices.getByRole('link')).toHaveCount(before);

    // Back on the groups page the counts follow.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Groups' }).click();
    await expect(groups.getByRole('link', { name: /devices? of Rotterdam plant$/ })).toHaveText(String(before));
  });
});
