import { expect, test } from '@playwright/test';
import { accounts } from '../fixtures';
import {
  cataloguesAmong,
  outsideEntryClosure,
  readBuildManifest,
  recordScripts,
  signedOutScripts,
  totalKiB,
  type ScriptLoad,
} from '../support/start-up-weight';
import { answerFromMockBackend } from './mock-api';
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
    // The interface language's texts load beside the entry's closure by design (src/i18n): listed, not counted as outside.
    catalogues: cataloguesAmong(scripts, build),
    outsideEntryClosure: namedScripts(
      outsideEntryClosure(scripts, build).filter((script) => cataloguesAmong([script], build).length === 0),
      build,
    ),
    manifestEntryClosureKiB: build.gzipKiBOf(build.entryClosure),
    manifestClosureKiB: build.gzipKiBOf(build.closureOf(scripts.map((script) => script.path.replace(/^\//, '')))),
  };
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

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });
  test('signed out, /login: the scripts of the sign-in page in German', async ({ page, context }) => {
    const scripts = await signedOutScripts(page, context, '/login');
    writeResult('sign-in-de', summary(scripts, { address: '/login (de-DE)' }));
  });
});

for (const [name, account] of [
  ['first-admin-page', accounts.admin],
  // Helix's administrator, whose language is German: the same pages with the German texts.
  ['first-admin-page-de', accounts.german],
] as const) {
  test(`${account.name} signs in: the scripts up to the first admin page`, async ({ page, context, baseURL }) => {
    await answerFromMockBackend(context, `${new URL(baseURL ?? 'http://127.0.0.1:4631').origin}/api`);
    const recorder = recordScripts(context);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await recorder.settled();
    writeResult(
      name,
      summary(scripts, { address: `${new URL(page.url()).pathname}${name.endsWith('-de') ? ' (German)' : ''}` }),
    );
  });
}
