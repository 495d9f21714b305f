import type { Page } from '@playwright/test';
import { drawer, expect, signIn, test } from './fixtures';
import { ADMIN_TOKEN, api, USER_TOKEN } from './support/mock-api';
import { expectNoAxeViolations } from './support/ordered-types';

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

test.describe('access requests', () => {
  test('the end user sees their requests in states people understand and filters them; the device link opens the device', async ({
    page,
  }) => {
    await signIn(page, 'user');
    await drawer(page).getByRole('link', { name: 'My access requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My access requests' })).toBeVisible();
    const table = page.getByRole('table', { name: 'My access requests' });
    for (const state of [
      /^Active until /,
      /^Upcoming \(from /,
      /^Pending$/,
      /^Ended$/,
      /^Rejected by .+ on /,
      /^Revoked by .+ on /,
    ]) {
      await expect(table.getByText(state).first()).toBeVisible();
    }
    await expect(table.getByText('Approved', { exact: true })).toHaveCount(0);
    await expect(drawer(page).getByRole('link', { name: 'Access approvals' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const choose = async (state: string) => {
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: state, exact: true }).click();
    };
    await choose('Rejected');
    await expect(rows(page, 'My access requests')).toHaveCount(1);
    await expect(rows(page, 'My access requests')).toContainText('Chiller Hamburg 04 (Northwind)');
    await expect(page).toHaveURL(/\/access-requests\?state=rejected$/);
    await choose('Active');
    // Kiln 02 (running, 2 h left) and Pump station 03 (8 minutes left).
    await expect(rows(page, 'My access requests')).toHaveCount(2);
    await choose('Upcoming');
    // Pump station 03's Router admin, tomorrow.
    await expect(rows(page, 'My access requests')).toHaveCount(1);
    await choose('Active');

    await rows(page, 'My access requests').getByRole('link', { name: 'Kiln controller Eindhoven 02' }).click();
    await expect(page).toHaveURL(/\/devices\/ag-002$/);
  });

  test('an approver approves (with a notice naming person and device) and rejects from the inbox, revokes an active approval, and finds each in the Decided record', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await drawer(page).getByRole('link', { name: 'Access approvals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Access approvals' })).toBeVisible();
    const pending = page.getByRole('table', { name: 'Pending access requests' });
    await expect(pending).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Access approvals' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer(page).getByRole('link', { name: 'My access requests' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);

    const count = await pending.getByRole('button', { name: /^Approve the request/ }).count();
    // Umar's request for the Chiller, which another company controls.
    const umar = pending.getByRole('button', { name: /^Approve the request of Umar User for Chiller Hamburg 04/ });
    await umar.click();
    await expect(umar).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Approved: Umar User on Chiller Hamburg 04 (Northwind)');
    await expect(page.getByRole('tab', { name: `Pending (${count - 1})` })).toBeVisible();
    const reject = pending.getByRole('button', { name: /^Reject the request of/ }).first();
    const rejected = (await reject.getAttribute('aria-label')) ?? '';
    await reject.click();
    await expect(pending.getByRole('button', { name: rejected, exact: true })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: `Pending (${count - 2})` })).toBeVisible();

    await page.getByRole('tab', { name: /^Active approvals/ }).click();
    const active = page.getByRole('table', { name: 'Active approvals' });
    await expect(
      active.getByRole('button', { name: /^Revoke the access of Umar User to Chiller Hamburg 04/ }),
    ).toBeVisible();
    const revoke = active.getByRole('button', {
      name: /^Revoke the access of Umar User to Kiln controller Eindhoven 02/,
    });
    await revoke.click();
    const confirm = page.getByRole('dialog', { name: 'Revoke access?' });
    await expect(confirm).toContainText('Umar User loses access to Kiln controller Eindhoven 02 at once.');
    await expectNoAxeViolations(page, '.MuiDialog-root');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(revoke).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The record of what was decided, by whom and when: the revocation first, then the approval.
    await page.getByRole('tab', { name: 'Decided' }).click();
    const decided = page.getByRole('table', { name: 'Decided access requests' });
    const latest = decided.getByRole('row').nth(1);
    await expect(latest).toContainText('Umar User');
    await expect(latest).toContainText('Kiln controller Eindhoven 02');
    await expect(latest).toContainText('Revoked');
    await expect(latest).toContainText('Ada Admin');
    await expect(
      decided.getByRole('row').filter({ hasText: 'Chiller Hamburg 04' }).filter({ hasText: 'Approved' }).first(),
    ).toContainText('Ada Admin');
    await expectNoAxeViolations(page);

    // What the server holds now, as Umar reads it.
    const mine = (await api(page, USER_TOKEN, 'GET', '/users/me/access-requests?page-size=1000')).data as {
      request: { status: string };
      agent: { publicId: string } | null;
    }[];
    expect(
      mine
        .filter((r) => r.agent?.publicId === 'ag-004')
        .map((r) => r.request.status)
        .sort(),
    ).toEqual(['approved', 'rejected']);
    expect(mine.filter((r) => r.agent?.publicId === 'ag-002').map((r) => r.request.status)).toContain('revoked');
  });

  test('a new request of the user, approved by an approver meanwhile, is told in a 4-second snackbar', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'user', '/access-requests');
    const table = page.getByRole('table', { name: 'My access requests' });
    await expect(table).toBeVisible();
    const pendingBefore = await table.getByText('Pending', { exact: true }).count();
    // The status watcher starts with the background features, 3 s after the first page when nobody touches it. They run
    // once the reminder of the Pump station's ending access shows.
    await page.clock.runFor(3_000);
    await expect(
      page.getByText('Your access to Pump station Düsseldorf 03 will expire', { exact: false }).first(),
    ).toBeVisible();

    // Umar asks for the Kiln's VPN tomorrow (as the request dialog would send it).
    const approvers = (await api(page, USER_TOKEN, 'GET', '/agents/ag-002/approvers?fields=user.publicId')).data as {
      user: { publicId: string };
    }[];
    const start = new Date(Math.ceil((Date.now() + 86_400_000) / 300_000) * 300_000);
    const created = await api(page, USER_TOKEN, 'POST', '/agents/ag-002/access-requests', {
      vpn: true,
      servers: [{ publicId: 'ag-002-vpn' }],
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      reason: 'Kiln firmware update',
      allowedApprovers: approvers.map((approver) => ({ publicId: approver.user.publicId })),
    });
    expect(created.status).toBe(201);
    const { publicId } = created.data as { publicId: string };
    // The next read (every 30 s) shows it pending, and says nothing: a new request is no decision.
    await page.clock.runFor(30_000);
    await expect(table.getByText('Pending', { exact: true })).toHaveCount(pendingBefore + 1);
    await expect(page.getByRole('status')).toHaveCount(0);

    // An approver approves it meanwhile.
    expect((await api(page, ADMIN_TOKEN, 'POST', `/agents/ag-002/access-requests/approve/${publicId}`)).status).toBe(
      201,
    );
    await page.clock.runFor(30_000);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Your access request for Kiln controller Eindhoven 02 was approved' });
    await expect(notice).toBeVisible();
    // From here the page's time moves only when the test says so (a little ahead, so never in the past on a busy machine).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await page.clock.runFor(3_000);
    await expect(notice).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(notice).toBeHidden();
    await expect(table.getByText('Pending', { exact: true })).toHaveCount(pendingBefore);
  });
});
