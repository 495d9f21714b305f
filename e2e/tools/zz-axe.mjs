import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const ctx = await browser.newContext({
  baseURL: 'http://127.0.0.1:4173',
  reducedMotion: 'reduce',
  viewport: { width: 1280, height: 900 },
});
const page = await ctx.newPage();
await page.goto('/login?mock-reset');
await page.waitForFunction(() => window.__mockBackend !== undefined);
await page.getByLabel('Email address').fill('admin@acme.test');
await page.getByLabel('Password').fill('admin-demo-1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
await page.waitForTimeout(1500);
await page.evaluate(axeSource);
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
for (const variant of ['default', 'nopreload', 'default', 'nopreload', 'perf']) {
  const r = await page.evaluate(
    async ({ variant, tags }) => {
      const t = performance.now();
      const opts = { runOnly: { type: 'tag', values: tags }, iframes: false };
      if (variant === 'nopreload') opts.preload = false;
      if (variant === 'perf') {
        opts.performanceTimer = true;
      }
      const res = await window.axe.run(document, opts);
      return [performance.now() - t, res.violations.length, res.incomplete.length];
    },
    { variant, tags },
  );
  console.log(variant, r.map((x) => (typeof x === 'number' ? Math.round(x) : x)).join(' '));
}
const logs = [];
page.on('console', (m) => logs.push(m.text()));
await page.evaluate(async (tags) => {
  await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false, performanceTimer: true });
}, tags);
console.log(
  logs
    .filter((l) => /rule|Measure|ms/i.test(l))
    .slice(0, 60)
    .join('\n'),
);
await browser.close();
