import { serveWithoutMock } from './support/minimal-api';
import {
  SIGN_IN_GOAL_KIB,
  cataloguesAmong,
  describeScripts,
  outsideEntryClosure,
  readBuildManifest,
  signedOutScripts,
  totalKiB,
} from './support/start-up-weight';
import { expect, test } from './fixtures';

/**
 * Start-up weight (docs/RULES.md#quality): signed out, any address shows the sign-in page within the start-up budget of
 * JavaScript (SIGN_IN_GOAL_KIB, the gzip of what the browser loads) and nothing outside the entry's static import
 * closure, so nothing of the admin area. A size check, not a timing. The build runs as a deployment with the mock off
 * (config.json `mock: false` and a minimal API), so no mock code or service worker is counted.
 */
test.use({ serviceWorkers: 'block' });

/** Each address in an English and a German browser: the texts come in the browser's language, and only those. */
const CASES = [
  { address: '/login', locale: 'en-GB', language: 'en' },
  { address: '/groups', locale: 'en-GB', language: 'en' },
  { address: '/login', locale: 'de-DE', language: 'de' },
] as const;

for (const { address, locale, language } of CASES) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test(`signed out, ${address} shows the sign-in page with at most ${SIGN_IN_GOAL_KIB} KiB of JavaScript and nothing outside the entry but its texts`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      await serveWithoutMock(context, new URL(baseURL ?? 'http://127.0.0.1:4173').origin);
      const scripts = await signedOutScripts(page, context, address);

      const build = readBuildManifest();
      const total = totalKiB(scripts);
      const catalogues = cataloguesAmong(scripts, build);
      // The one catalogue of the sign-in page, read in the interface's language only.
      const outside = outsideEntryClosure(scripts, build).filter((script) => !cataloguesAmong([script], build).length);
      const report = [
        `${address} signed out in ${locale}: ${total.toFixed(1)} KiB gzip in ${scripts.length} scripts (≤ ${SIGN_IN_GOAL_KIB} KiB); ` +
          `entry closure in the manifest ${build.gzipKiBOf(build.entryClosure).toFixed(1)} KiB; catalogues ${catalogues.join(', ')}`,
        ...describeScripts(scripts, build),
        `outside the entry's static import closure (catalogues aside): ${outside.length}`,
        ...describeScripts(outside, build),
      ].join('\n');
      console.log(report);
      await testInfo.attach('start-up scripts', { body: report, contentType: 'text/plain' });

      expect(scripts.length, 'scripts were recorded').toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(catalogues, 'texts read before sign-in').toEqual([`${language}/translation`]);
      expect
        .soft(describeScripts(outside, build), 'scripts outside the entry closure loaded before sign-in')
        .toEqual([]);
      expect(
        Number(total.toFixed(1)),
        `sign-in JavaScript (gzip KiB) as ${address} loads it signed out`,
      ).toBeLessThanOrEqual(SIGN_IN_GOAL_KIB);
    });
  });
}
