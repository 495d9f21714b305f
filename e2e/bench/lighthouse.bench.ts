import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { resultPath, writeResult } from './results';

/**
 * Lighthouse (performance only) on the sign-in page of the bench build, as a phone (its default: simulated slow 4G and
 * a slower CPU) and as a desktop. It runs with CHROME_PATH and these Chrome flags. Figures go to bench-results/.
 */
const run = promisify(execFile);
const LIGHTHOUSE = resolve('node_modules/.bin/lighthouse');

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

for (const formFactor of ['mobile', 'desktop'] as const) {
  test(`Lighthouse on /login, ${formFactor}`, async ({ baseURL }) => {
    const reportPath = resultPath(`lighthouse-${formFactor}.report.json`);
    await run(
      LIGHTHOUSE,
      [
        new URL('/login', baseURL).href,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        '--only-categories=performance',
        '--output=json',
        `--output-path=${reportPath}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as LighthouseReport;
    const audit = (id: string): number | null => report.audits[id]?.numericValue ?? null;
    const score = report.categories.performance.score;
    writeResult(`lighthouse-${formFactor}`, {
      formFactor,
      performance: score === null ? null : Math.round(score * 100),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
    });
  });
}
