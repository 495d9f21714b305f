import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '../fixtures';
import { finishAnimations } from './animations';

/** The WCAG levels the portal meets (docs/RULES.md#quality): 2.0 and 2.1 A and AA, and 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  nodes: AxeNode[];
}

const describe = (violations: AxeViolation[]) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim()).join(', ')}`,
  );

/**
 * Axe's violations on the page, or within `scope` (a CSS selector), each as "rule: element what is wrong". Axe is put
 * into the page once (again after a full load) and run there: AxeBuilder's default mode opens a blank page for every
 * analysis and took three times as long, which the many checks of the suite paid for in minutes. A page with frames
 * (the help panel) is analysed by AxeBuilder, which puts axe into each frame.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
    if (scope) builder.include(scope);
    return describe((await builder.analyze()).violations);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ scope: within, tags }) => {
      // The axe-core global put in above; typed here by what is read of it.
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const { violations: found } = await axe.run(within ?? document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
      });
      return found.map(({ id, nodes }) => ({
        id,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { scope, tags: AXE_TAGS },
  );
  return describe(violations);
}

/**
 * No violation on the page, or in `scope`, once what is fading or sliding in (a dialog, a snackbar) has arrived:
 * half-transparent colours are not what people see. Endless animations (spinners, pulses) are not waited for.
 */
export async function expectNoAxeViolations(page: Page, scope?: string): Promise<void> {
  const dialog = page.locator('.MuiDialog-container').last();
  if (scope && (await dialog.count()) > 0) await expect(dialog).toHaveCSS('opacity', '1');
  await finishAnimations(page);
  expect(await axeViolations(page, scope), `axe on ${scope ?? new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * Escape on a form dialog with changes: the "Discard changes?" confirmation comes, without axe violations; Discard
 * closes it and the form, leaving no dialog.
 */
export async function discardChangesAccessibly(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
