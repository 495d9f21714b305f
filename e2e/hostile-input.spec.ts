import { expect, forgetTab, signIn, test } from './fixtures';

const HOSTILE_NAMES = [
  '<script>window.__pwned = true</script><img src=x onerror="window.__pwned=true">',
  'مرحبا بالعالم — שלום עולם',
  'Zoë 👩‍🔧 Ünïcödé ✓',
  'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstaltsangestelltengewerkschaft'.repeat(2),
];

// One test for both widths; each width starts from a tab that forgot the one before (forgetTab) and signs in again on a
// fresh mock database at its size, as a test of its own did: the names are added again, not found from the first width.
test('hostile names are stored and shown as text, without script and without breaking the layout at 1280 and 600 px', async ({
  page,
}) => {
  for (const [index, width] of [1280, 600].entries()) {
    await test.step(`hostile names are stored and shown as text, without script and without breaking the layout at ${width} px`, async () => {
      if (index > 0) await forgetTab(page);
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'admin', '/groups');
      for (const name of HOSTILE_NAMES) {
        await page.getByRole('button', { name: 'Add group type' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
        await dialog.getByRole('radio', { name: 'Teal' }).check();
        await dialog.getByRole('button', { name: 'Add' }).click();
        await expect(dialog).toBeHidden();
        await expect(
          page.getByRole('navigation', { name: 'Group types' }).getByRole('link', { name, exact: true }),
        ).toBeVisible();
      }
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
      // Nothing pushes the page sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
    });
  }
});

// A colour from the API reaches CSS only parsed: a value that closes the rule and opens another is drawn as no colour.
test('a hostile group type colour from the API makes no global style rule', async ({ page }) => {
  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.test')) evilRequests.push(request.url());
  });
  await signIn(page, 'admin', '/groups', 'mock-scenario=hostile-colours');
  const nav = page.getByRole('navigation', { name: 'Group types' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const injected = await page.evaluate(() => {
    const rules: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (
          rule.cssText.includes('evil.test') ||
          (rule instanceof CSSStyleRule && rule.selectorText === 'body' && rule.cssText.includes('url('))
        )
          rules.push(rule.cssText);
      }
    }
    return { rules, bodyImage: getComputedStyle(document.body).backgroundImage };
  });
  expect(injected).toEqual({ rules: [], bodyImage: 'none' });
  expect(evilRequests).toEqual([]);
});
