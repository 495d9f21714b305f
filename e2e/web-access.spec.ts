import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { ADMIN_TOKEN, api, USER_TOKEN } from './support/mock-api';

const PUMP = 'Pump station Düsseldorf 03';

/** Whether anything in the dialog scrolls but its content (the approver list must not be a scroll box of its own). */
const scrollersIn = (dialog: Locator) =>
  dialog.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) =>
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) &&
          element.scrollHeight > element.clientHeight,
      )
      .map((element) => (element.classList.contains('MuiDialogContent-root') ? 'content' : element.className)),
  );

async function chooseState(page: Page, state: string) {
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: state, exact: true }).click();
}

test('the end user opens a web service, asks for one that needs approval, sees it pending without a second request, and follows it to Active and Ended', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'user', '/devices/ag-001');

  await test.step('a web service without an approval step opens in a new tab, with no way back to the portal', async () => {
    const services = page.getByRole('list', { name: 'Services' });
    const opened = page.waitForEvent('popup');
    await services.getByRole('button', { name: 'Open Web HMI on Bottling PLC Rotterdam 01' }).click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { level: 1, name: 'Web HMI' })).toBeVisible();
    await expect(tab.getByText('Bottling PLC Rotterdam 01')).toBeVisible();
    expect(new URL(tab.url()).origin).toBe(new URL(page.url()).origin);
    expect(await tab.evaluate(() => window.opener === null)).toBe(true);
    await tab.close();
  });

  let creates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/agents/ag-003/access-requests')
      creates += 1;
  });
  await test.step('one that needs approval: Request access for that service, then "Request pending" in its place', async () => {
    await page.goto('/devices/ag-003');
    const services = page.getByRole('list', { name: 'Services' });
    await services.getByRole('button', { name: `Request access to Router admin on ${PUMP}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request access to ${PUMP}` });
    await expect(dialog.getByRole('checkbox', { name: 'Router admin' })).toBeChecked();
    await dialog.getByRole('searchbox', { name: 'Search approvers' }).fill('ada');
    await dialog.getByRole('checkbox', { name: 'Ada Admin' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Check the router logs');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('dialog', { name: 'Request access' }).getByRole('button', { name: 'OK' }).click();
    await expect(
      services.getByRole('link', { name: /^Request pending for Router admin, .*: see it in My access requests$/ }),
    ).toBeVisible();
    await expect(services.getByRole('button', { name: `Request access to Router admin on ${PUMP}` })).toHaveCount(0);
    expect(creates).toBe(1);
  });

  await test.step('My access requests: Pending, then Active once approved, then Ended as time passes', async () => {
    await page
      .getByRole('list', { name: 'Services' })
      .getByRole('link', { name: /^Request pending for Router admin/ })
      .click();
    await expect(page).toHaveURL(/\/access-requests\?state=pending$/);
    const rows = page
      .getByRole('table', { name: 'My access requests' })
      .locator('tbody tr')
      .filter({ hasText: PUMP })
      .filter({ hasText: 'Router admin' });
    await expect(rows).toHaveText([/Pending/]);

    const mine = (await api(page, USER_TOKEN, 'GET', '/users/me/access-requests?page-size=1000')).data as {
      request: { publicId: string; status: string; servers: { publicId: string }[] };
    }[];
    const asked = mine.find(
      ({ request }) =>
        request.status === 'pending' && request.servers.some((server) => server.publicId === 'ag-003-http1'),
    );
    expect(asked).toBeDefined();
    expect(
      (await api(page, ADMIN_TOKEN, 'POST', `/agents/ag-003/access-requests/approve/${asked?.request.publicId}`))
        .status,
    ).toBe(201);
    await chooseState(page, 'Active');
    // The person's requests are read again every 30 seconds.
    await page.clock.runFor(35_000);
    await expect(rows).toHaveText([/Active until /]);

    // The window was 30 minutes.
    await page.clock.runFor(31 * 60_000);
    await expect(rows).toHaveCount(0);
    await chooseState(page, 'Ended');
    await expect(rows).toHaveText([/Ended/]);
    expect(creates).toBe(1);
  });
});

test('the request dialog fits: its actions stay in view at 1280×800 and 600×900, and only its content scrolls', async ({
  page,
}) => {
  await signIn(page, 'user', '/devices/ag-004');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 600, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page
      .getByRole('list', { name: 'Services' })
      .getByRole('button', { name: /^Request access to Node-RED on / })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Request access to Chiller Hamburg 04/ });
    await dialog.getByRole('checkbox', { name: 'VPN' }).check();
    // Who can approve first; the nine who cannot, on demand.
    await expect(dialog.getByRole('group', { name: 'Approvers' }).getByRole('checkbox').first()).toHaveAccessibleName(
      'Fatima Zahra Benali',
    );
    await dialog.getByRole('button', { name: 'Show 9 who cannot approve these services' }).click();
    await expect(dialog.getByRole('button', { name: 'Send request' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    expect(await scrollersIn(dialog)).toEqual(expect.arrayContaining(['content']));
    expect((await scrollersIn(dialog)).filter((scroller) => scroller !== 'content')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  }
});
