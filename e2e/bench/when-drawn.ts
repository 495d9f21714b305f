import type { Page } from '@playwright/test';

export interface WhenDrawnOptions {
  /** How long to wait before failing with `failure`. */
  timeoutMs: number;
  failure: string;
  /** Also check when an `aria-busy` attribute changes (a list that turns busy and back). */
  busy: boolean;
  /** Check at once as well, not only after the page's next change. */
  checkFirst: boolean;
}

declare global {
  interface Window {
    /**
     * Resolves with what `check` first returns other than undefined, after the frame that draws it. A MutationObserver
     * checks after each change of the page: no polling on every frame, which would add its own main-thread work to a
     * measure. Installed by `readyForWhenDrawn`.
     */
    __benchWhenDrawn?: <T>(check: () => T | undefined, options: WhenDrawnOptions) => Promise<T>;
  }
}

/** Runs in the page (serialised by Playwright): nothing from outside the function. */
function installWhenDrawn(): void {
  window.__benchWhenDrawn = <T>(check: () => T | undefined, options: WhenDrawnOptions) =>
    new Promise<T>((resolve, reject) => {
      const drawn = (value: T) => requestAnimationFrame(() => setTimeout(() => resolve(value)));
      if (options.checkFirst) {
        const now = check();
        if (now !== undefined) return drawn(now);
      }
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(options.failure));
      }, options.timeoutMs);
      const observer = new MutationObserver(() => {
        const value = check();
        if (value === undefined) return;
        observer.disconnect();
        clearTimeout(timer);
        drawn(value);
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        ...(options.busy && { attributes: true, attributeFilter: ['aria-busy'] }),
      });
    });
}

/** Gives every document `page` opens from now on `window.__benchWhenDrawn`, before the page's own scripts. */
export async function readyForWhenDrawn(page: Page): Promise<void> {
  await page.addInitScript(installWhenDrawn);
}
