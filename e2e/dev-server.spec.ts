import type { Page, Request } from '@playwright/test';
import { expect, signIn, test, type AccountName } from './fixtures';
import { mockWorkersAtStart, mockWorkerUrl, recordMockWorkersAtStart } from './support/mock-worker';
import { expectWorkingPage, navigateInApp, waitForRouteOnScreen } from './support/route-checks';
import { ROUTE_VISITS, type RouteVisit } from './support/routes';

/**
 * `npm start` as a developer opens it (the dev-server project of playwright.config.ts): every route of the routing table,
 * as the demo administrator and as the demo end user, with no failed script or module request, no uncaught error and
 * no blank main area. The dev server serves the app's sources one module at a time, so a mock handler that answers a
 * module path (`/src/api/...`) breaks a page here even when the production build works.
 */

/** What went wrong while visiting, with a document counter so a request aborted by a reload of the page is told apart. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  let documents = 0;
  const aborted: { url: string; document: number }[] = [];
  const isScript = (request: Request) =>
    request.resourceType() === 'script' || /\.(m?[jt]sx?)(\?|$)/.test(new URL(request.url()).pathname);
  page.on('domcontentloaded', () => (documents += 1));
  page.on('requestfailed', (request) => {
    if (!isScript(request)) return;
    const error = request.failure()?.errorText ?? '';
    if (error === 'net::ERR_ABORTED') aborted.push({ url: request.url(), document: documents });
    else problems.push(`script request failed (${error}): ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && isScript(response.request()))
      problems.push(`script answered ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /^Uncaught\b|dynamically imported module|Importing a module script failed/i.test(message.text())
    ) {
      problems.push(`console: ${message.text()}`);
    }
    // The mock worker's registration and updates say nothing when they work (mocks/README.md, "The service worker").
    else if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /service ?worker|mock backend’s worker/i.test(message.text())
    ) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return {
    /** Problems so far; an aborted script counts unless a new document (Vite's dependency reload) replaced the page. */
    take(): string[] {
      const stillAborted = aborted
        .filter((entry) => entry.document === documents)
        .map((entry) => `script request aborted: ${entry.url}`);
      const all = [...problems, ...stillAborted];
      problems.length = 0;
      aborted.length = 0;
      return all;
    },
  };
}

/** Visits one route and checks it, reporting failed scripts and page errors first (they say why a page is broken). */
async function visitAndCheck(
  page: Page,
  problems: ReturnType<typeof watchProblems>,
  visit: RouteVisit,
  load: () => Promise<void>,
) {
  await test.step(visit.path, async () => {
    try {
      await load();
      await expectWorkingPage(page, visit);
      await waitForRouteOnScreen(page);
    } finally {
      expect.soft(problems.take(), `${visit.path}: failed script requests and uncaught errors`).toEqual([]);
    }
  });
}

// The widths are read in the production build: drift.spec.ts reads every route at 600, 1280 and 1920 px for both
// accounts (dark branding), languages.spec.ts every route in German, the longer language, with the default branding.
for (const account of ['admin', 'user'] as const satisfies readonly AccountName[]) {
  test(`every route works on the dev server for the ${account === 'admin' ? 'administrator' : 'end user'}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const problems = watchProblems(page);
    await recordMockWorkersAtStart(page);
    await signIn(page, account);
    if (account === 'admin') {
      // A full load of a page with its own chunks: the dev server serves its modules to a fresh document, which finds
      // the mock worker still registered (the page left behind no longer unregisters it).
      for (const path of ['/groups', '/devices']) {
        await visitAndCheck(page, problems, { pattern: path.slice(1), path }, async () => {
          await page.goto(path);
          expect(await mockWorkersAtStart(page), `${path}: the mock worker at the start of the document`).toEqual([
            mockWorkerUrl(baseURL),
          ]);
        });
      }
    }
    // Signing out comes last (routes.ts).
    for (const visit of ROUTE_VISITS) await visitAndCheck(page, problems, visit, () => navigateInApp(page, visit.path));
  });
}
