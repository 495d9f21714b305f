import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The renderer's metrics now (DevTools protocol Performance.getMetrics: TaskDuration, ScriptDuration, ...). */
export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

/** Main-thread task time between two metrics readings, in milliseconds. */
export const taskMsBetween = (from: Record<string, number>, to: Record<string, number>): number =>
  ((to.TaskDuration ?? 0) - (from.TaskDuration ?? 0)) * 1000;

/** Script time between two metrics readings, in milliseconds. */
export const scriptMsBetween = (from: Record<string, number>, to: Record<string, number>): number =>
  ((to.ScriptDuration ?? 0) - (from.ScriptDuration ?? 0)) * 1000;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The name of the promise a measure arms in the page before it starts (see `awaitArmed`). */
export const ARMED = '__benchSettled';

/**
 * Waits for the promise armed in the page as `window.__benchSettled` and returns its value. The page was told what to
 * wait for before the measure started, so during the measure the harness costs the main thread one small evaluation
 * (a global's name, not a function to compile with its arguments) besides its MutationObserver's checks.
 */
export async function awaitArmed<T>(cdp: CDPSession): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `window.${ARMED}`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
}

/**
 * The harness's own main-thread work in a measure, with nothing for the page to do: the metrics readings and the
 * wait for an armed promise that resolves after the next frame. Median of 20, on the page measured.
 */
export async function harnessOnlyMs(page: Page, cdp: CDPSession): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    await page.evaluate((name) => {
      Object.assign(window, { [name]: new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))) });
    }, ARMED);
    const start = await metrics(cdp);
    await awaitArmed(cdp);
    samples.push(taskMsBetween(start, await metrics(cdp)));
  }
  return median(samples);
}

/**
 * The same measure for a keystroke into a bare `<input>` on an empty page: main-thread work from the key to the next
 * frame (the key's events, one frame, the harness's own calls), median of 20. It is this machine's and this harness's
 * floor, to read the app's numbers against on a slower or faster machine.
 */
export async function bareInputKeystrokeMs(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  await page.setContent('<!doctype html><title>Reference</title><input aria-label="Reference">');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const input = page.getByRole('textbox', { name: 'Reference' });
  await input.focus();
  return medianKeystrokeMs(page, cdp, 20, () =>
    input.evaluate((element, name) => {
      const drawn = new Promise((resolve) =>
        element.addEventListener('input', () => requestAnimationFrame(() => setTimeout(resolve)), { once: true }),
      );
      Object.assign(window, { [name]: drawn });
    }, ARMED),
  );
}

/**
 * Main-thread work of `count` keystrokes on `page` (the digits in turn), each from the key until the promise that
 * `arm` sets up in the page (see `awaitArmed`) resolves; then closes the page. The median, in milliseconds.
 */
export async function medianKeystrokeMs(
  page: Page,
  cdp: CDPSession,
  count: number,
  arm: () => Promise<unknown>,
): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    await arm();
    const start = await metrics(cdp);
    await page.keyboard.press(String(index % 10));
    await awaitArmed(cdp);
    samples.push(taskMsBetween(start, await metrics(cdp)));
  }
  await page.close();
  return median(samples);
}
