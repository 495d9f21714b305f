import { expect, type Page } from '@playwright/test';
import type { RouteVisit } from './routes';

/**
 * A client-side navigation, as a link does it (the app and its loaded modules stay, the route's own chunk loads), through
 * the router a mock-mode build exposes. It starts once the last navigation is on screen, as a person's next click would.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForRouteOnScreen(page);
  await page.evaluate((to) => window.__appRouter?.navigate(to), path);
  await waitForRouteOnScreen(page);
}

/** The router is idle and React has rendered its location (a redirect a page renders is one more navigation). */
export async function waitForRouteOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = window.__appRouter;
    return router !== undefined && router.state.navigation.state === 'idle' && window.__appRenderedLocationKey === router.state.location.key;
  });
}

const ROUTE_ERROR_TITLES = /^(Whoops…|This page could not be loaded)$/;

export async function expectWorkingPage(page: Page, visit: RouteVisit): Promise<void> {
  if (visit.shows === 'spinner') {
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    return;
  }
  if (visit.shows === 'generic-error') {
    await expect(page.getByRole('heading', { name: 'Whoops…' })).toBeVisible();
    return;
  }
  // A page has a main landmark; an error page outside the shell (not allowed, say) shows its title alone.
  const main = page.getByRole('main');
  const errorTitle = page.getByRole('heading', { level: 1 });
  await expect(main.or(errorTitle).first(), 'a main landmark or an error page').toBeVisible();
  if ((await main.count()) > 0) {
    // Settled: no spinner left in the main area, and it shows text (innerText is what is rendered visibly).
    await expect(main.getByRole('progressbar')).toHaveCount(0);
    await expect.poll(async () => (await main.innerText()).trim().length, { message: 'the main area has visible content' }).toBeGreaterThan(0);
  }
  await expect(page.getByRole('heading', { name: ROUTE_ERROR_TITLES }), 'no route error page').toHaveCount(0);
  await expectPageTitle(page);
}

/** WCAG 2.4.2: the browser tab names the page (its h1) first, then the company in the shell, then the app. */
export async function expectPageTitle(page: Page): Promise<void> {
  const titles = () =>
    page.evaluate(() => ({ heading: document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '', title: document.title }));
  await expect
    .poll(async () => {
      const { heading, title } = await titles();
      return heading !== '' && title.startsWith(`${heading} · `);
    }, { message: 'the document title starts with the page’s h1' })
    .toBe(true);
}

