import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The service worker registrations a document found as it started, by their newest script (an init script). */
    __mockWorkersAtStart?: Promise<string[]>;
  }
}

/** The mock backend's one worker file, at its fixed address (mocks/worker-registration.ts). */
export const mockWorkerUrl = (baseURL: string | undefined): string =>
  new URL('/mockServiceWorker.entry.js', baseURL).href;

/**
 * From now on, each document of the page notes the service worker registrations it finds as it starts, before the app
 * runs. MSW's worker used to unregister itself whenever the page being left said goodbye (mocks/README.md, "The service
 * worker"), so a full load started with the registration on its way out and found none.
 */
export async function recordMockWorkersAtStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__mockWorkersAtStart = navigator.serviceWorker
      .getRegistrations()
      .then((registrations) =>
        registrations.map(
          (registration) => (registration.installing ?? registration.waiting ?? registration.active)?.scriptURL ?? '',
        ),
      );
  });
}

/** The registrations the current document found as it started (recordMockWorkersAtStart). */
export const mockWorkersAtStart = (page: Page): Promise<string[] | undefined> =>
  page.evaluate(() => window.__mockWorkersAtStart);
