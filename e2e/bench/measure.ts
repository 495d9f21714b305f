import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { SAMPLE_END, SAMPLE_START } from './longest-task';
import { awaitArmed, median, metrics, scriptMsBetween, taskMsBetween } from './main-thread';
import { answerFromMockBackend } from './mock-api';
import { readyForWhenDrawn } from './when-drawn';

/**
 * The steps the page benches share: signing in against the mock backend in Node, measuring one action to the armed
 * promise (./main-thread.ts), and a traced sample between the marks of ./longest-task.ts.
 */

/**
 * Answers the API from the mock backend in Node (with `scenario`), readies the page's documents for armed waits
 * (./when-drawn.ts), signs `account` in on /login and waits for the shell. Returns the origin of `baseURL`.
 */
export async function signInOnMockBackend(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  account: { email: string; password: string },
  scenario: string,
): Promise<string> {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4631').origin;
  await answerFromMockBackend(context, `${origin}/api`, { scenario });
  await readyForWhenDrawn(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  return origin;
}

export interface Measured<T> {
  taskMs: number;
  scriptMs: number;
  wallMs: number;
  /** What the armed promise resolved with. */
  value: T;
}

/** Main-thread work, script and wall time of `act` until the armed promise resolves. */
export async function measured<T>(cdp: CDPSession, act: () => Promise<void>): Promise<Measured<T>> {
  const start = await metrics(cdp);
  const startedAt = Date.now();
  await act();
  const value = await awaitArmed<T>(cdp);
  const wallMs = Date.now() - startedAt;
  const end = await metrics(cdp);
  return { taskMs: taskMsBetween(start, end), scriptMs: scriptMsBetween(start, end), wallMs, value };
}

/** One sample of a traced pass: `act`, then the armed promise, between the marks SAMPLE_START and SAMPLE_END. */
export async function markedSample(page: Page, cdp: CDPSession, act: () => Promise<void>): Promise<void> {
  await page.evaluate((mark) => performance.mark(mark), SAMPLE_START);
  await act();
  await awaitArmed(cdp);
  await page.evaluate((mark) => performance.mark(mark), SAMPLE_END);
}

/** The figures of a traced pass: the median and the longest of the samples' longest tasks, and each. */
export const longestTaskFigures = (longestTasks: readonly number[]) => ({
  medianLongestTaskMs: median(longestTasks),
  maxLongestTaskMs: Math.max(...longestTasks),
  longestTasksMs: longestTasks,
});
