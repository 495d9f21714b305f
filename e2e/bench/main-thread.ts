import type { BrowserContext, CDPSession } from '@playwright/test';

/** The renderer's metrics now (DevTools protocol Performance.getMetrics: TaskDuration, ScriptDuration, ...). */
export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The same measure for a keystroke into a bare `<input>` on an empty page: main-thread work from the key to the next
 * frame (the key's events, one frame, the DevTools protocol's own calls), median of 20. It is this machine's and this
 * harness's floor, to read the app's numbers against on a slower or faster machine.
 */
export async function bareInputKeystrokeMs(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  await page.setContent('<!doctype html><title>Reference</title><input aria-label="Reference">');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.getByRole('textbox', { name: 'Reference' }).focus();
  const samples: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    const start = await metrics(cdp);
    await page.keyboard.press(String(index % 10));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const end = await metrics(cdp);
    samples.push(((end.TaskDuration ?? 0) - (start.TaskDuration ?? 0)) * 1000);
  }
  await page.close();
  return median(samples);
}
