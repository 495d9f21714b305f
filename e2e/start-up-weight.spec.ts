import { serveWithoutMock } from './support/minimal-api';
import {
  SIGN_IN_GOAL_KIB,
  describeScripts,
  outsideEntryClosure,
  readBuildManifest,
  signedOutScripts,
  totalKiB,
} from './support/start-up-weight';
import { expect, test } from './fixtures';

/**
 * Start-up weight (QUALITY.md, issue 9): signed out, any address shows the sign-in page within the start-up budget of
 * JavaScript (SIGN_IN_GOAL_KIB, the gzip of what the browser loads) and nothing outside the entry's static import
 * closure, so nothing of the admin area. A size check, not a timing. The build runs as a deployment with the mock off
 * (config.json `mock: false` and a minimal API), so no mock code or service worker is counted.
 */
test.use({ serviceWorkers: 'block' });

for (const address of ['/login', '/groups']) {
  test(`signed out, ${address} shows the sign-in page with at most ${SIGN_IN_GOAL_KIB} KiB of JavaScript and nothing outside the entry`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await serveWithoutMock(context, new URL(baseURL ?? 'http://127.0.0.1:4173').origin);
    const scripts = await signedOutScripts(page, context, address);

    const build = readBuildManifest();
    const total = totalKiB(scripts);
    const outside = outsideEntryClosure(scripts, build);
    const report = [
      `${address} signed out: ${total.toFixed(1)} KiB gzip in ${scripts.length} scripts (≤ ${SIGN_IN_GOAL_KIB} KiB); ` +
        `entry closure in the manifest ${build.gzipKiBOf(build.entryClosure).toFixed(1)} KiB`,
      ...describeScripts(scripts, build),
      `outside the entry's static import closure: ${outside.length}`,
      ...describeScripts(outside, build),
    ].join('\n');
    console.log(report);
    await testInfo.attach('start-up scripts', { body: report, contentType: 'text/plain' });

    expect(scripts.length, 'scripts were recorded').toBeGreaterThan(0);
    expect.soft(describeScripts(outside, build), 'scripts outside the entry closure loaded before sign-in').toEqual([]);
    expect(Number(total.toFixed(1)), `sign-in JavaScript (gzip KiB) as ${address} loads it signed out`).toBeLessThanOrEqual(SIGN_IN_GOAL_KIB);
  });
}
