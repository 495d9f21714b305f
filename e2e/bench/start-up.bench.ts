import { resolve } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import type * as MockHandlers from '../../mocks/handlers';
import { accounts } from '../fixtures';
import { isUnderApi } from '../support/minimal-api';
import {
  outsideEntryClosure,
  readBuildManifest,
  recordScripts,
  signedOutScripts,
  totalKiB,
  type ScriptLoad,
} from '../support/start-up-weight';
import { BENCH_DIST, namedScripts, writeResult } from './results';

/**
 * What a browser loads from the bench build (config.json `mock: false`): the sign-in page opened signed out, from
 * /login and from a deep admin address, against the server's minimal API; then the demo administrator signing in and
 * landing on the first admin page, with the API answered by the mock backend's own handlers in Node (no mock code in
 * the page). Figures go to bench-results/ for e2e/tools/bench.mjs; the judging is there.
 */
const build = readBuildManifest(BENCH_DIST);

function summary(scripts: ScriptLoad[], extra: Record<string, unknown>) {
  return {
    ...extra,
    totalKiB: totalKiB(scripts),
    scripts: namedScripts(scripts, build),
    outsideEntryClosure: namedScripts(outsideEntryClosure(scripts, build), build),
    manifestEntryClosureKiB: build.gzipKiBOf(build.entryClosure),
    manifestClosureKiB: build.gzipKiBOf(build.closureOf(scripts.map((script) => script.path.replace(/^\//, '')))),
  };
}

/**
 * The mock backend's handlers answer every call under the API base, in Node, as the worker would in the page. Vite
 * loads them (they import JSON without import attributes, which Node's own loader refuses).
 */
async function answerFromMockBackend(context: BrowserContext, apiBase: string): Promise<void> {
  const { module } = await runnerImport<typeof MockHandlers>(resolve('mocks/handlers/index.ts'), { configFile: false, logLevel: 'warn' });
  const handlers = module.apiHandlers(apiBase);
  await context.route(
    (url) => isUnderApi(url, apiBase),
    async (route) => {
      const request = route.request();
      const headers = Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':'));
      const posted = ['GET', 'HEAD'].includes(request.method()) ? null : request.postDataBuffer();
      const body = posted ? Uint8Array.from(posted) : undefined;
      const response = await getResponse(handlers, new Request(request.url(), { method: request.method(), headers, body }));
      if (!response) return route.fulfill({ status: 404, json: { type: 'Error', data: [{ message: 'Not found' }], moreAfter: null, status: 'error' } });
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
}

for (const [name, address] of [
  ['sign-in', '/login'],
  ['signed-out-deep', '/groups'],
] as const) {
  test(`signed out, ${address}: the scripts of the sign-in page`, async ({ page, context }) => {
    const scripts = await signedOutScripts(page, context, address);
    writeResult(name, summary(scripts, { address }));
  });
}

test('the demo administrator signs in: the scripts up to the first admin page', async ({ page, context, baseURL }) => {
  await answerFromMockBackend(context, `${new URL(baseURL ?? 'http://127.0.0.1:4631').origin}/api`);
  const recorder = recordScripts(context);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(accounts.admin.email);
  await page.getByLabel('Password').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await recorder.settled();
  writeResult('first-admin-page', summary(scripts, { address: new URL(page.url()).pathname }));
});
