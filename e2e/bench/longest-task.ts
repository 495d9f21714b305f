import type { Browser, Page } from '@playwright/test';

/** The marks a traced measure sets around each sample (outside the measured work). */
export const SAMPLE_START = 'bench-sample-start';
export const SAMPLE_END = 'bench-sample-end';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/** The tasks the renderer's main thread runs (one per task, nested ones left out). */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The longest main-thread task of each sample in a trace: between the marks SAMPLE_START and SAMPLE_END of the page's
 * main thread (where the marks are), the longest outermost task, in milliseconds. A task is what the browser cannot
 * interrupt to draw a frame: one over 16 ms makes a 60 Hz screen miss a frame.
 */
export function longestTasksMs(trace: { traceEvents: TraceEvent[] }): number[] {
  const events = trace.traceEvents;
  const starts = events.filter((event) => event.name === SAMPLE_START).sort((a, b) => a.ts - b.ts);
  const ends = events.filter((event) => event.name === SAMPLE_END).sort((a, b) => a.ts - b.ts);
  const first = starts[0];
  if (!first || starts.length !== ends.length)
    throw new Error(`The trace holds ${starts.length} sample starts and ${ends.length} ends`);
  const tasks = events
    .filter(
      (event) => event.ph === 'X' && TASK_NAMES.has(event.name) && event.pid === first.pid && event.tid === first.tid,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  return starts.map((start, index) => {
    const end = ends[index]?.ts ?? start.ts;
    let longest = 0;
    let outerEnd = -Infinity;
    for (const task of tasks) {
      if (task.ts < start.ts || task.ts > end) continue;
      const taskEnd = task.ts + (task.dur ?? 0);
      if (taskEnd <= outerEnd) continue;
      outerEnd = taskEnd;
      longest = Math.max(longest, (task.dur ?? 0) / 1000);
    }
    return longest;
  });
}

/** Records a trace of the page's main-thread tasks and the samples' marks while `run` goes, and returns it. */
export async function traced(
  browser: Browser,
  page: Page,
  run: () => Promise<void>,
): Promise<{ traceEvents: TraceEvent[] }> {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await run();
  const buffer = await browser.stopTracing();
  return JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
}
