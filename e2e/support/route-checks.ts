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
    return (
      router !== undefined &&
      router.state.navigation.state === 'idle' &&
      window.__appRenderedLocationKey === router.state.location.key
    );
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
    await expect
      .poll(async () => (await main.innerText()).trim().length, { message: 'the main area has visible content' })
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('heading', { name: ROUTE_ERROR_TITLES }), 'no route error page').toHaveCount(0);
  await expectPageTitle(page);
}

/** WCAG 2.4.2: the browser tab names the page (its h1) first, then the company in the shell, then the app. */
export async function expectPageTitle(page: Page): Promise<void> {
  const titles = () =>
    page.evaluate(() => ({
      heading: document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      title: document.title,
    }));
  await expect
    .poll(
      async () => {
        const { heading, title } = await titles();
        return heading !== '' && title.startsWith(`${heading} · `);
      },
      { message: 'the document title starts with the page’s h1' },
    )
    .toBe(true);
}

/** The widths every route is read at: a small tablet or a phone held sideways, a laptop, a full-HD screen. */
export const CHECKED_WIDTHS = [600, 1920, 1280] as const;

/**
 * No page scrolls sideways: at each width the document is no wider than the window. Ends at 1280 px, the suite's
 * viewport. On failure it names the widest elements that stick out, which says where to look.
 */
/**
 * Buttons, tabs and chips show their whole label (longer words, in German or French, say): none is cut off by its own
 * box. Names the ones that are.
 */
async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, [role="button"], [role="tab"], .MuiChip-label')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(element);
        const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        // Shortened on purpose, with the whole text in its title (a long code name in a narrow column, say).
        const titled = element.closest('[title]')?.getAttribute('title') === (element.textContent ?? '').trim();
        return clips && !titled && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

export async function expectNoSidewaysScroll(
  page: Page,
  what: string,
  { labels = false }: { labels?: boolean } = {},
): Promise<void> {
  // Measured once what loads is on screen: placeholders are narrower than what replaces them.
  await expect(page.locator('[aria-busy="true"]'), `${what}: everything loaded`).toHaveCount(0);
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(async () => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      // A resize re-renders what depends on the width (the menu becomes a drawer, say): a few frames to settle.
      for (let frame = 0; frame < 20; frame += 1) {
        await nextFrame();
        if (document.documentElement.scrollWidth <= window.innerWidth) return '';
      }
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')} (right ${Math.round(element.getBoundingClientRect().right)})`;
      const sticking = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
      );
      // The innermost elements that stick out, where the cause usually is.
      const leaves = sticking.filter(
        (element) => !sticking.some((other) => other !== element && element.contains(other)),
      );
      return `${document.documentElement.scrollWidth} px wide: ${leaves.slice(0, 4).map(describe).join(', ')}`;
    });
    expect.soft(overflow, `${what} at ${width} px scrolls sideways`).toBe('');
    if (labels) expect.soft(await clippedLabels(page), `${what} at ${width} px: labels cut off`).toEqual([]);
  }
}
