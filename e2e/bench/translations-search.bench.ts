import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../fixtures';
import { median, metrics, scriptMsBetween, taskMsBetween } from './main-thread';
import { signInOnMockBackend } from './measure';
import { writeResult } from './results';

/**
 * The search on /translations over 5 000 translations (the mock scenario `many-translations`, answered in Node by the
 * mock backend's handlers): for each of 20 searches, one keystroke in "Search translations", then until the grid shows
 * that search's rows (filtered in the page: no request, no debounce). Measured with the DevTools protocol's
 * Performance.getMetrics: the renderer main thread's task time (TaskDuration) and script time (ScriptDuration) between
 * the keystroke and the next frame after the updated grid (the check that the rows are right included), the part up to
 * the first frame after the keystroke, and the wall time. The median goes to
 * bench-results/translations-search.json; e2e/tools/bench.mjs prints it beside the 16 ms goal.
 */

/** One keystroke each: the last character is pressed and measured; the ones before it are typed and settled first. */
const SEARCHES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '0',
  '12',
  '34',
  '56',
  '78',
  '90',
  'pre',
  'dru',
  'tem',
  'ven',
  '999',
];
const GRID = '[role="grid"][aria-label="Translations"]';

interface Sample {
  search: string;
  taskMs: number;
  scriptMs: number;
  /** Of taskMs: from the keystroke to the next frame drawn (the box, the filter and the grid's new rows). */
  keystrokeTaskMs: number;
  wallMs: number;
  rows: number;
}

/**
 * Waits until the grid's rows differ from `before` and every one holds `search` in its key or a text (ignoring case and
 * diacritics), then for that frame to be drawn (./when-drawn.ts).
 */
function settledFor(page: Page, search: string, before: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ text, previous, grid }) => {
      const fold = (value: string) => value.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
      const wanted = fold(text);
      const check = (): string[] | undefined => {
        const rows = [...document.querySelectorAll(`${grid} [role="row"]:not([aria-rowindex="1"])`)];
        const texts = rows.map((row) =>
          [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')]
            .map((cell) => cell.textContent ?? '')
            .join(' '),
        );
        if (texts.length === 0 || texts.join('\n') === previous.join('\n')) return undefined;
        return texts.every((row) => fold(row).includes(wanted)) ? texts : undefined;
      };
      if (!window.__benchWhenDrawn) throw new Error('readyForWhenDrawn was not called for this page');
      return window.__benchWhenDrawn(check, {
        timeoutMs: 60_000,
        failure: `The grid never showed the rows of "${text}"`,
        busy: false,
        checkFirst: true,
      });
    },
    { text: search, previous: [...before], grid: GRID },
  );
}

/** The grid's rows as they are now (key and texts). */
const rowTexts = (page: Page) =>
  page.evaluate(
    (grid) =>
      [...document.querySelectorAll(`${grid} [role="row"]:not([aria-rowindex="1"])`)].map((row) =>
        [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')]
          .map((cell) => cell.textContent ?? '')
          .join(' '),
      ),
    GRID,
  );

test('search keystroke to the updated 5 000-translation grid, main-thread work', async ({ page, context, baseURL }) => {
  test.setTimeout(600_000);
  await signInOnMockBackend(page, context, baseURL, accounts.translator, 'many-translations');
  await page.goto('/translations');
  const box = page.getByRole('searchbox', { name: 'Search translations' });
  await expect(page.getByRole('status').filter({ hasText: /of 5\s?2\d\d keys shown/ })).toBeVisible({
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
  const everyone = await rowTexts(page);
  expect(everyone.length).toBeGreaterThan(0);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const samples: Sample[] = [];
  for (const search of SEARCHES) {
    // Back to every row, then the search's first characters, settled: not measured.
    await box.fill('');
    await page.waitForFunction(
      (first) => (document.querySelector('[role="grid"] [role="rowheader"]')?.textContent ?? '') === first,
      everyone[0]?.split(' ')[0] ?? '',
    );
    let before = everyone;
    const prefix = search.slice(0, -1);
    if (prefix) {
      await box.pressSequentially(prefix);
      before = await settledFor(page, prefix, everyone);
    }
    await box.focus();

    const start = await metrics(cdp);
    const startedAt = Date.now();
    await page.keyboard.press(search.slice(-1));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const drawn = await metrics(cdp);
    const rows = await settledFor(page, search, before);
    const wallMs = Date.now() - startedAt;
    const end = await metrics(cdp);
    samples.push({
      search,
      taskMs: taskMsBetween(start, end),
      scriptMs: scriptMsBetween(start, end),
      keystrokeTaskMs: taskMsBetween(start, drawn),
      wallMs,
      rows: rows.length,
    });
  }

  const result = {
    address: '/translations',
    translations: 5_000,
    keystrokes: samples.length,
    medianTaskMs: median(samples.map((sample) => sample.taskMs)),
    medianScriptMs: median(samples.map((sample) => sample.scriptMs)),
    medianKeystrokeTaskMs: median(samples.map((sample) => sample.keystrokeTaskMs)),
    medianWallMs: median(samples.map((sample) => sample.wallMs)),
    samples,
  };
  writeResult('translations-search', result);
  console.log(
    `translations search: median ${result.medianTaskMs.toFixed(1)} ms main-thread work per keystroke (${result.medianScriptMs.toFixed(1)} ms script; ${result.medianKeystrokeTaskMs.toFixed(1)} ms to the next frame), ${result.medianWallMs} ms wall`,
  );
});
