import type { Page } from '@playwright/test';
import { drawer, expect, signIn, test } from './fixtures';
import { builtFileOf } from './support/build-manifest';

test.describe('shell layout', () => {
  // One sign-in for four checks of the shell. Each part that needs another size opens its page again at that size, so it
  // starts from a fresh load as it did in a test of its own; the api-unavailable part comes last, as it breaks a rel.
  test('the shell: host branding, the small-screen drawer, the scroll position kept on coming back, the api-unavailable page', async ({
    page,
  }) => {
    await test.step('the host branding names the app, titles the browser and sets the favicon', async () => {
      await signIn(page, 'admin');
      await expect(page.getByRole('banner').getByText('Device Portal (local)')).toBeVisible();
      // The tab names the page, the company, then the app (the branding's browser title, else Device Portal).
      await expect(page).toHaveTitle('Users · Acme Industrial · Device Portal');
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /^data:image\//);
    });

    await test.step('on a small screen the drawer opens from the menu button and closes after navigating', async () => {
      await page.setViewportSize({ width: 600, height: 800 });
      await page.goto('/users');
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      await expect(drawer(page)).toBeHidden();
      await page.getByRole('button', { name: 'Main menu' }).click();
      await drawer(page).getByRole('link', { name: 'Roles' }).click();
      await expect(page).toHaveURL(/\/roles$/);
      await expect(drawer(page)).toBeHidden();
    });

    await test.step('a page keeps its scroll position when the person comes back to it', async () => {
      await page.setViewportSize({ width: 1280, height: 260 });
      await page.goto('/users');
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const scrolled = await page.evaluate(() => window.scrollY);
      await drawer(page).getByRole('link', { name: 'Roles' }).click();
      await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    await test.step('the api-unavailable page links the status page on the provider cloud domain', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // Read by the next load of the app, /messages below.
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          json: { ...config, cloudDomain: '127.0.0.1', statusPageUrl: 'https://status.example.test' },
        });
      });
      // The messages page is what reads MessageList.
      await page.evaluate(() => window.__mockBackend?.failRel('MessageList', 503));
      await page.goto('/messages');
      await expect(page.getByRole('heading', { name: 'API server unavailable' })).toBeVisible();
      await expect(page.getByText('Check the status page for news.')).toBeVisible();
      const link = page.getByRole('link', { name: 'Open the status page' });
      await expect(link).toHaveAttribute('href', 'https://status.example.test');
      await expect(link).toHaveAttribute('target', '_blank');
    });
  });

  test('the messages page is fetched quietly a few seconds after the shell is up', async ({ page }) => {
    const messagesPage = builtFileOf('src/features/messages/components/messages-page.tsx');
    expect(messagesPage).toBeTruthy();
    await page.clock.install();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await signIn(page, 'admin');
    expect(scripts.filter((url) => messagesPage && url.endsWith(messagesPage))).toEqual([]);
    await page.clock.fastForward(5_000);
    await expect.poll(() => scripts.filter((url) => messagesPage && url.endsWith(messagesPage)).length).toBe(1);
  });

  test.describe('on mobile web', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      viewport: { width: 390, height: 800 },
    });

    test('an app-store banner of 80 px with the store link sits above the top bar and can be closed', async ({
      page,
      context,
    }) => {
      const lookups: { id: string | null; authorization: string | undefined }[] = [];
      // context.route also sees what the mock service worker passes through to the network.
      await context.route('https://itunes.apple.com/lookup**', async (route) => {
        const request = route.request();
        lookups.push({
          id: new URL(request.url()).searchParams.get('id'),
          authorization: request.headers()['authorization'],
        });
        await route.fulfill({
          json: {
            resultCount: 1,
            results: [{ trackName: 'Acme Remote', artworkUrl512: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }],
          },
        });
      });
      await signIn(page, 'admin');
      const banner = page.getByRole('complementary', { name: 'Get the app' });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height).toBe(80);
      await expect(banner.getByRole('link', { name: 'Get' })).toHaveAttribute('href', /apps\.apple\.com/);
      await expect(banner.getByText('Acme Remote')).toBeVisible();
      expect(lookups).toEqual([{ id: '0000000001', authorization: undefined }]);
      await banner.getByRole('button', { name: 'Close' }).click();
      await expect(banner).toBeHidden();
    });
  });
});

/** The words of the page's table cells drawn over two lines other than at a hyphen (e.g. "Updat|ed"), with their table. */
const wordsBrokenInTables = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('table td, table th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`${cell.closest('table')?.getAttribute('aria-label')}: ${word[0]}`);
        }
      }
    }
    return broken;
  });

test.describe('tables of names and short words', () => {
  // One sign-in for both widths: each width opens every page again at its size.
  test('break lines between words, never inside a name, a word or an address, at 1280 and 600 px; a users row is at most two lines at 1280 px', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const pages = {
      '/users': ['Users', 'Pending invitations'],
      '/audit-trail': ['Audit trail entries'],
      '/licenses': ['Licences', 'Devices and their licences'],
    };
    for (const width of [1280, 600]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        for (const [address, tables] of Object.entries(pages)) {
          await page.goto(address);
          for (const table of tables) await expect(page.getByRole('table', { name: table, exact: true })).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          expect(await wordsBrokenInTables(page), `${address} at ${width} px`).toEqual([]);
        }
        if (width === 1280) {
          await page.goto('/users');
          await expect(
            page.getByRole('table', { name: 'Users', exact: true }).getByRole('rowheader').first(),
          ).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          // A users row is at most two lines of text (about eleven users a screen): its cells' content, each.
          const tallest = await page.evaluate(() => {
            const cells = [
              ...document.querySelectorAll(
                'table[aria-label="Users"] tbody td > div, table[aria-label="Users"] tbody th > div',
              ),
            ];
            const lineHeight = parseFloat(getComputedStyle(cells[0] as Element).lineHeight);
            return Math.max(...cells.map((cell) => Math.round(cell.getBoundingClientRect().height / lineHeight)));
          });
          expect(tallest, 'lines in the tallest users cell at 1280 px').toBeLessThanOrEqual(2);
        }
      });
    }
  });
});
