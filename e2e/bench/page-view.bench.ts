import { readFileSync } from 'node:fs';
import { expect, test, type CDPSession, type Page, type Response } from '@playwright/test';
import { LARGE_PAGES_AGENT, LARGE_TWELVE_PAGE } from '@mocks/scenarios/scenarios';
import { accounts } from '../fixtures';
import { longestTasksMs, SAMPLE_END, SAMPLE_START, traced } from './longest-task';
import { ARMED, awaitArmed, median } from './main-thread';
import { longestTaskFigures, measured, signInOnMockBackend } from './measure';
import { writeResult } from './results';

/**
 * The viewer of a 12-component sheet page (the mock scenario `large`: `pg-l-twelve` for `ag-001`, 4 line charts, 3
 * bar charts, a table, 2 values and 2 gauges; the mock backend answers in Node) on a 1920 × 1080 screen, in four
 * measures:
 *
 * - the first draw: `page.goto` of /devices/ag-001/pages/pg-l-twelve?period=last-30-days (a full load, the scripts
 *   fetched again: the bench server sends no-store), from the navigation's start (the document's time origin) to the
 *   frame after the last change of the page's components: all 12 sections there, none aria-busy, no skeleton left,
 *   the 7 charts' canvases drawn at their final size, the gauges' values and the table's rows shown, and "Updated at"
 *   under the page. The components settle over a few frames (each chart is drawn, then resized to its legend and its
 *   cell), so the end is the frame after the last change before 400 ms without any. Also from the DataList answer's
 *   arrival (its Resource Timing `responseEnd`) to that frame: the goal of "a page drawn within one second of its data
 *   arriving". 10 loads;
 * - a period change: the Period select opened and the option focused (not measured), then Enter, to the same last
 *   frame, from the key's event time. RTK Query keeps a period's answer for 60 s, so going back to a period read a
 *   moment ago is no read at all; each change is made on a fresh load instead, alternating: a load at Last 30 days
 *   changed to Last 7 days, a load at Last 7 days changed to Last 30 days (10 changes, each a new read). Before each,
 *   the app's deferred work after a load (its reminder reads at about 4 s, the preloads at 5 s) is left to finish;
 * - the longest main-thread task of each (./longest-task.ts, traced, 10 more loads and 10 more changes): for the first
 *   draw over the whole load (the app's start included) and from the data's arrival to the last frame; for a period
 *   change from the key to the last frame. Goal: none over 50 ms;
 * - the tooltip: on a 2560 × 1440 screen at Last 7 days the 12-column Temperatures line chart (3 series) is planned
 *   2 200 px wide (its plot 2 141 px), so the step rule (no more points than pixels, docs/MACHINE-DATA.md) reads it
 *   at 5 minutes: 3 × 2 016 = 6 048 points, counted in the DataList answer. 30 pointer moves across it, 60 px apart (each a new data index):
 *   from each pointermove's event time to the frame after the tooltip shows the new text. Goal: within a frame, 16 ms.
 *
 * The medians go to bench-results/page-view.json; e2e/tools/bench.mjs prints them beside the goals.
 *
 * Measured on 2 cores shared with other work (medians of 10, 30 moves; `npm run bench` with the machine busy, then
 * this bench alone on a quieter one):
 *
 * - first draw: 2 170 / 1 760 ms from the navigation; from the data's arrival 474 / 446 ms (goal ≤ 1 000 ms), of
 *   which about 300 ms is React holding the charts' Suspense boundaries (the chart code is requested only once the
 *   data is there, arrives 150 ms later, and React reveals a boundary no sooner than 300 ms after its fallback);
 *   2 DataList requests per load, the first (planned at the grid's fallback width) given up at once;
 * - period change: 364 / 217 ms from Enter, 136 / 66 ms of it after the data arrived;
 * - longest task (goal ≤ 50 ms): a first draw's whole load 65 / 54 ms (at most 271 / 77), after its data 53 / 42 ms
 *   (at most 73 / 62): the one task that reveals the 7 charts (React's layout effects making each uPlot and drawing
 *   it); a period change 77 / 40 ms (at most 154 / 55);
 * - tooltip over 6 048 points: 14.4 / 10.2 ms from the pointermove (goal ≤ 16 ms), at worst 175 / 54 ms; 7.3 / 6.9 ms
 *   of it in the page, 1.8 ms in uPlot's cursor and the tooltip's text.
 *
 * See docs/MACHINE-DATA.md, "Weight and speed".
 */

/** The viewer's English texts: the status under the page says "Reading the data…", then "Updated at {{time}}". */
const viewerTexts = JSON.parse(readFileSync('src/i18n/locales/en/pages-viewer.json', 'utf8')) as {
  viewer: { reading: string; readAt: string };
};

const PAGE_PATH = `/devices/${LARGE_PAGES_AGENT}/pages/${LARGE_TWELVE_PAGE}`;
const LAST_30_DAYS = { value: 'last-30-days', option: 'Last 30 days' } as const;
const LAST_7_DAYS = { value: 'last-7-days', option: 'Last 7 days' } as const;
type Period = typeof LAST_30_DAYS | typeof LAST_7_DAYS;
const address = (period: Period) => `${PAGE_PATH}?period=${period.value}`;

/** What the page holds once drawn: its sections, the charts' canvases, the gauges' meters. */
const COMPONENTS = 12;
const CHARTS = 7;
const GAUGES = 2;
/** The page has settled once its components have not changed for this long. */
const QUIET_MS = 400;
/** After a load, the app makes its reminder reads (about 4 s) and preloads other pages' code (5 s): past that first. */
const DEFERRED_DONE_MS = 6_000;
const SAMPLES = 10;
const TOOLTIP_MOVES = 30;
const TOOLTIP_GAP_PX = 60;
const WIDE = { width: 2560, height: 1440 };
const TOOLTIP_CHART = 'Temperatures';

interface ArmOptions {
  name: string;
  period: string;
  components: number;
  charts: number;
  gauges: number;
  quietMs: number;
  /** From the Enter key's event time (a period change), else from the navigation (0). */
  fromKey: boolean;
  reading: string;
  readAtPrefix: string;
}

/** What the armed promise resolves with; times are the page's performance.now(). */
interface Drawn {
  /** The measure's start: 0 (the navigation) or the Enter key's event time. */
  startAt: number;
  /** The DataList answer drawn: its Resource Timing responseEnd. */
  dataAt: number;
  /** The end of the frame after the last change of the page's components. */
  drawnAt: number;
  /** The end of the frame in which every component was first there (before the charts' last resizes). */
  completeAt: number;
  /** DataList requests since the start, and of those the ones given up (no answer). */
  reads: number;
  abortedReads: number;
  /** Scripts requested after the data arrived (the charts' lazy chunk on a first load), and when the last arrived. */
  scriptsAfterData: number;
  lastScriptAt: number | null;
}

/**
 * Runs in the page (serialised: nothing from outside). Arms `window[options.name]` to resolve with `Drawn` once the
 * page's components are all drawn for `options.period` (./when-drawn.ts's `__benchWhenDrawn`) and have then not
 * changed for `quietMs`. Waits for the document's body when armed at its start (an init script).
 */
function armPageDrawn(options: ArmOptions): void {
  let startAt = 0;
  if (options.fromKey) {
    startAt = Number.NaN;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') startAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  }
  const frame = () =>
    new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()))));
  let sawReading = false;
  let settled: Promise<number> | null = null;
  // From the first complete state on, every change of the components counts, to the frame after the last.
  const settle = (grid: Element): Promise<number> =>
    new Promise((resolve) => {
      let lastAt = 0;
      let pending = 0;
      let quiet = 0;
      const finish = () => {
        if (pending > 0) {
          quiet = window.setTimeout(finish, options.quietMs);
          return;
        }
        observer.disconnect();
        resolve(lastAt);
      };
      const observer = new MutationObserver(() => {
        pending += 1;
        void frame().then((at) => {
          pending -= 1;
          lastAt = Math.max(lastAt, at);
        });
        clearTimeout(quiet);
        quiet = window.setTimeout(finish, options.quietMs);
      });
      observer.observe(grid, { subtree: true, childList: true, characterData: true, attributes: true });
      quiet = window.setTimeout(finish, options.quietMs);
    });
  const check = (): true | undefined => {
    const main = document.querySelector('main');
    if (!main || new URLSearchParams(window.location.search).get('period') !== options.period) return undefined;
    const statuses = [...main.querySelectorAll('[role="status"]')].map((status) => status.textContent ?? '');
    if (statuses.includes(options.reading)) sawReading = true;
    if (!sawReading || !statuses.some((text) => text.startsWith(options.readAtPrefix))) return undefined;
    const sections = main.querySelectorAll('section');
    if (sections.length !== options.components) return undefined;
    if (main.querySelector('[aria-busy="true"], .MuiSkeleton-root')) return undefined;
    const canvases = [...main.querySelectorAll('figure canvas')] as HTMLCanvasElement[];
    if (canvases.length !== options.charts || canvases.some((canvas) => canvas.width === 0)) return undefined;
    if (main.querySelectorAll('[role="meter"][aria-valuenow]').length !== options.gauges) return undefined;
    if (main.querySelectorAll('table tbody tr').length === 0) return undefined;
    settled ??= settle(sections[0]?.parentElement?.parentElement ?? main);
    return true;
  };
  const arm = () => {
    const drawWhen = window.__benchWhenDrawn;
    if (!drawWhen) throw new Error('readyForWhenDrawn was not called for this page');
    return drawWhen(check, {
      timeoutMs: 120_000,
      failure: `The page never settled on ${options.period}`,
      busy: true,
      checkFirst: false,
    })
      .then(() => performance.now())
      .then(async (firstAt) => {
        const drawnAt = Math.max(firstAt, (await settled) ?? 0);
        const reads = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) =>
            entry.initiatorType === 'fetch' &&
            new URL(entry.name).pathname.endsWith('/data') &&
            entry.startTime >= startAt,
        );
        const answered = reads.filter((entry) => entry.responseStart > 0);
        const drawn = answered[answered.length - 1];
        if (!drawn) throw new Error(`No DataList answer for ${options.period} since the start`);
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => entry.name.endsWith('.js') && entry.startTime >= drawn.responseEnd,
        );
        return {
          startAt,
          dataAt: drawn.responseEnd,
          drawnAt,
          completeAt: firstAt,
          reads: reads.length,
          abortedReads: reads.length - answered.length,
          scriptsAfterData: scripts.length,
          lastScriptAt: scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
        };
      });
  };
  const armed: Promise<Drawn> = document.body
    ? arm()
    : new Promise<void>((ready) => document.addEventListener('DOMContentLoaded', () => ready(), { once: true })).then(
        arm,
      );
  Object.assign(window, { [options.name]: armed });
}

const armOptions = (period: Period, fromKey: boolean): ArmOptions => ({
  name: ARMED,
  period: period.value,
  components: COMPONENTS,
  charts: CHARTS,
  gauges: GAUGES,
  quietMs: QUIET_MS,
  fromKey,
  reading: viewerTexts.viewer.reading,
  readAtPrefix: viewerTexts.viewer.readAt.split('{{')[0] ?? '',
});

/** Every load of the page arms the first draw for the period in its address, at the document's start. */
async function armEveryLoad(page: Page): Promise<void> {
  const source = armPageDrawn.toString();
  const byPeriod = Object.fromEntries(
    [LAST_30_DAYS, LAST_7_DAYS].map((period) => [period.value, armOptions(period, false)]),
  );
  await page.addInitScript(
    `if (location.pathname === ${JSON.stringify(PAGE_PATH)}) {
      const options = ${JSON.stringify(byPeriod)}[new URLSearchParams(location.search).get('period')];
      if (options) (${source})(options);
    }`,
  );
}

/** A load of the page at `period`, to its last component drawn. */
async function load(page: Page, cdp: CDPSession, period: Period): Promise<Drawn> {
  await page.goto(address(period));
  return awaitArmed<Drawn>(cdp);
}

/** The app's deferred work after a load is over (see DEFERRED_DONE_MS). */
async function settledAfterLoad(page: Page): Promise<void> {
  await page.waitForFunction((ms) => performance.now() > ms, DEFERRED_DONE_MS, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** The Period select opened on `to`, the option focused and the menu's transition over; the change armed. */
async function prepareChange(page: Page, to: Period): Promise<void> {
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('listbox', { name: 'Period' }).getByRole('option', { name: to.option, exact: true }).focus();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  await page.evaluate(armPageDrawn, armOptions(to, true));
}

const choose = (page: Page) => () => page.keyboard.press('Enter');

/** Marks a window of the traced pass in the page's timeline: from `from` to `to` (performance.now() values). */
const markWindow = (page: Page, from: number, to: number) =>
  page.evaluate(
    ({ start, end, marks }) => {
      performance.mark(marks.start, { startTime: start });
      performance.mark(marks.end, { startTime: end });
    },
    { start: from, end: to, marks: { start: SAMPLE_START, end: SAMPLE_END } },
  );

interface Tooltip {
  /** The pointermove's event time, its dispatch in the page, the tooltip's new text and the frame after it. */
  eventAt: number;
  dispatchedAt: number;
  changedAt: number;
  drawnAt: number;
}

/** Runs in the page: arms `window[name]` to resolve once the chart's tooltip shows another text, after its frame. */
function armTooltip({ name, chart }: { name: string; chart: string }): void {
  const over = document.querySelector(`main figure[aria-label="${chart}"] .u-over`);
  const tip = over?.lastElementChild;
  if (!(tip instanceof HTMLElement) || tip.style.pointerEvents !== 'none') throw new Error(`No tooltip on ${chart}`);
  const before = tip.textContent;
  const shown = new Promise<Tooltip>((resolve) => {
    let eventAt = Number.NaN;
    let dispatchedAt = Number.NaN;
    window.addEventListener(
      'pointermove',
      (event) => {
        eventAt = event.timeStamp;
        dispatchedAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (tip.textContent === before || tip.style.display === 'none') return;
      observer.disconnect();
      const changedAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ eventAt, dispatchedAt, changedAt, drawnAt: performance.now() })),
      );
    });
    observer.observe(tip, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  Object.assign(window, { [name]: shown });
}

/** The data of a DataList answer (the platform's envelope: `{ type, data, ... }`). */
const dataOf = (answer: unknown): unknown[] => {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
};

/** The points of the chart's series (refs `c0q…`: the page's first component) in a DataList answer. */
function pointsOf(answer: unknown): number[] {
  const counts = new Map<string, number>();
  for (const item of dataOf(answer) as { points?: { values?: Record<string, unknown> }[] }[]) {
    for (const point of item.points ?? []) {
      for (const [ref, value] of Object.entries(point.values ?? {})) {
        if (ref.startsWith('c0q') && value !== null) counts.set(ref, (counts.get(ref) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, count]) => count);
}

/** The step (seconds) and limit the chart's queries asked for, from the DataList body. */
function stepOf(body: unknown): { step: number | null; limit: number | null } {
  for (const item of Array.isArray(body) ? (body as { tags?: { queries?: Record<string, unknown>[] }[] }[]) : []) {
    for (const tag of item.tags ?? []) {
      const query = tag.queries?.find((candidate) => candidate.ref === 'c0q0');
      if (query) return { step: Number(query.step ?? NaN), limit: Number(query.limit ?? NaN) };
    }
  }
  return { step: null, limit: null };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

test.use({ viewport: { width: 1920, height: 1080 } });

test('a 12-component sheet page: first draw, period change, longest task and the tooltip over 6 000 points', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(900_000);
  await signInOnMockBackend(page, context, baseURL, accounts.admin, 'large');
  await armEveryLoad(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // A first load, not measured: the mock backend's first answers (its modules, its data) come slower.
  await load(page, cdp, LAST_30_DAYS);
  await settledAfterLoad(page);

  // 1. The first draw at Last 30 days.
  const firstDraws: Drawn[] = [];
  for (let run = 0; run < SAMPLES; run += 1) firstDraws.push(await load(page, cdp, LAST_30_DAYS));
  const loadTasks: number[] = [];
  const afterDataTasks: number[] = [];
  for (let run = 0; run < SAMPLES; run += 1) {
    let drawn: Drawn | undefined;
    const trace = await traced(browser, page, async () => {
      drawn = await load(page, cdp, LAST_30_DAYS);
      if (drawn) {
        await markWindow(page, 0, drawn.drawnAt);
        await markWindow(page, drawn.dataAt, drawn.drawnAt);
      }
    });
    const [whole, afterData] = longestTasksMs(trace);
    loadTasks.push(whole ?? 0);
    afterDataTasks.push(afterData ?? 0);
  }

  // 2. Period changes, each on a fresh load: 30 days to 7, then 7 days to 30, and so on.
  const from = (run: number): [Period, Period] =>
    run % 2 === 0 ? [LAST_30_DAYS, LAST_7_DAYS] : [LAST_7_DAYS, LAST_30_DAYS];
  const changes: (Drawn & { taskMs: number; scriptMs: number; to: string })[] = [];
  for (let run = 0; run < SAMPLES; run += 1) {
    const [start, to] = from(run);
    await load(page, cdp, start);
    await settledAfterLoad(page);
    await prepareChange(page, to);
    const { value, taskMs, scriptMs } = await measured<Drawn>(cdp, choose(page));
    changes.push({ ...value, taskMs, scriptMs, to: to.value });
  }
  const changeTasks: number[] = [];
  for (let run = 0; run < SAMPLES; run += 1) {
    const [start, to] = from(run);
    await load(page, cdp, start);
    await settledAfterLoad(page);
    await prepareChange(page, to);
    const trace = await traced(browser, page, async () => {
      await page.evaluate((mark) => performance.mark(mark), SAMPLE_START);
      await choose(page)();
      const drawn = await awaitArmed<Drawn>(cdp);
      await page.evaluate(({ mark, at }) => performance.mark(mark, { startTime: at }), {
        mark: SAMPLE_END,
        at: drawn.drawnAt,
      });
    });
    changeTasks.push(...longestTasksMs(trace));
  }

  // 4. The tooltip on a wide screen at Last 7 days, over the chart's 6 000 points.
  await page.setViewportSize(WIDE);
  const answers: { body: unknown; answer: Promise<unknown> }[] = [];
  const onResponse = (response: Response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/data') && response.ok())
      answers.push({ body: response.request().postDataJSON() as unknown, answer: response.json() as Promise<unknown> });
  };
  page.on('response', onResponse);
  await load(page, cdp, LAST_7_DAYS);
  page.off('response', onResponse);
  const read = answers[answers.length - 1];
  const points = pointsOf(await read?.answer);
  const planned = stepOf(read?.body);
  await settledAfterLoad(page);
  const chart = page.getByRole('figure', { name: TOOLTIP_CHART });
  const plot = await chart.locator('.u-over').boundingBox();
  if (!plot) throw new Error('The chart has no plot');
  const y = plot.y + plot.height / 2;
  await page.mouse.move(plot.x + 10, y);
  const moves: (Tooltip & { taskMs: number })[] = [];
  for (let move = 0; move < TOOLTIP_MOVES; move += 1) {
    await page.evaluate(armTooltip, { name: ARMED, chart: TOOLTIP_CHART });
    const x = plot.x + 30 + ((move * TOOLTIP_GAP_PX) % Math.max(TOOLTIP_GAP_PX, plot.width - 60));
    const { value, taskMs } = await measured<Tooltip>(cdp, () => page.mouse.move(x, y));
    moves.push({ ...value, taskMs });
  }
  await expect(chart.locator('.u-over')).toBeVisible();

  const navigationMs = firstDraws.map((drawn) => drawn.drawnAt - drawn.startAt);
  const fromDataMs = firstDraws.map((drawn) => drawn.drawnAt - drawn.dataAt);
  const changeMs = changes.map((drawn) => drawn.drawnAt - drawn.startAt);
  const changeFromDataMs = changes.map((drawn) => drawn.drawnAt - drawn.dataAt);
  const tooltipMs = moves.map((move) => move.drawnAt - move.eventAt);
  const result = {
    address: address(LAST_30_DAYS),
    components: COMPONENTS,
    viewport: { width: 1920, height: 1080 },
    firstDraw: {
      runs: firstDraws.length,
      medianMs: median(navigationMs),
      medianDataArrivedMs: median(firstDraws.map((drawn) => drawn.dataAt)),
      medianFromDataMs: median(fromDataMs),
      maxFromDataMs: Math.max(...fromDataMs),
      medianCompleteFromDataMs: median(firstDraws.map((drawn) => drawn.completeAt - drawn.dataAt)),
      medianChartCodeFromDataMs: median(firstDraws.map((drawn) => (drawn.lastScriptAt ?? drawn.dataAt) - drawn.dataAt)),
      medianScriptsAfterData: median(firstDraws.map((drawn) => drawn.scriptsAfterData)),
      medianReads: median(firstDraws.map((drawn) => drawn.reads)),
      medianAbortedReads: median(firstDraws.map((drawn) => drawn.abortedReads)),
      ...longestTaskFigures(loadTasks),
      afterData: longestTaskFigures(afterDataTasks),
      samples: firstDraws.map((drawn) => ({
        ...drawn,
        ms: round(drawn.drawnAt),
        fromDataMs: round(drawn.drawnAt - drawn.dataAt),
      })),
    },
    periodChange: {
      runs: changes.length,
      medianMs: median(changeMs),
      medianFromDataMs: median(changeFromDataMs),
      medianTaskMs: median(changes.map((change) => change.taskMs)),
      medianScriptMs: median(changes.map((change) => change.scriptMs)),
      medianReads: median(changes.map((change) => change.reads)),
      ...longestTaskFigures(changeTasks),
      samples: changes.map((change) => ({ ...change, ms: round(change.drawnAt - change.startAt) })),
    },
    tooltip: {
      viewport: WIDE,
      period: LAST_7_DAYS.value,
      chart: TOOLTIP_CHART,
      plotWidthPx: Math.round(plot.width),
      ...planned,
      seriesPoints: points,
      points: points.reduce((sum, count) => sum + count, 0),
      moves: moves.length,
      medianMs: median(tooltipMs),
      maxMs: Math.max(...tooltipMs),
      medianInPageMs: median(moves.map((move) => move.drawnAt - move.dispatchedAt)),
      medianHandlerMs: median(moves.map((move) => move.changedAt - move.dispatchedAt)),
      medianTaskMs: median(moves.map((move) => move.taskMs)),
      samplesMs: tooltipMs.map(round),
    },
  };
  writeResult('page-view', result);
  console.log(
    `page view, first draw: ${Math.round(result.firstDraw.medianMs)} ms from the navigation, ${Math.round(result.firstDraw.medianFromDataMs)} ms from the data; ` +
      `longest task ${result.firstDraw.medianLongestTaskMs.toFixed(1)} ms (after the data ${result.firstDraw.afterData.medianLongestTaskMs.toFixed(1)} ms)`,
  );
  console.log(
    `page view, period change: ${Math.round(result.periodChange.medianMs)} ms, ${Math.round(result.periodChange.medianFromDataMs)} ms from the data; longest task ${result.periodChange.medianLongestTaskMs.toFixed(1)} ms`,
  );
  console.log(
    `page view, tooltip over ${result.tooltip.points} points: ${result.tooltip.medianMs.toFixed(1)} ms, at worst ${result.tooltip.maxMs.toFixed(1)} ms`,
  );
});
