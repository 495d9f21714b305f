import { expect, openFresh, signIn, test } from './fixtures';
import { expectHostileTermsInert, recordDialogs } from './support/hostile-content';
import { expectNoAxeViolations } from './support/ordered-types';

test.describe('policy pages and builders', () => {
  test('signed out, the sector’s hostile terms and privacy statement show as text: nothing runs, no alert opens', async ({
    page,
  }) => {
    const opened = recordDialogs(page);
    const authorizations: string[] = [];
    page.on('request', (request) => {
      const authorization = request.headers()['authorization'];
      if (/terms-of-use-policies|privacy-statements/.test(request.url()) && authorization)
        authorizations.push(authorization);
    });
    await openFresh(page);
    await page.evaluate(() => window.__mockBackend?.scenario('terms-xss'));
    await page.goto('/terms-of-use');

    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    const text = page.getByRole('article', { name: 'Terms of use' });
    await expectHostileTermsInert(text);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The other language, then the privacy statement: the same payload, the same outcome.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(text).toHaveAttribute('lang', 'de');
    await expect(text).toContainText('Only this text and the links may show.');
    await page.goto('/privacy-statement');
    const statement = page.getByRole('article', { name: 'Privacy statement' });
    await expect(statement).toContainText('Only this text and the links may show.');
    await statement.getByText('Point here').hover();
    await expectNoAxeViolations(page);

    expect(await page.evaluate(() => window.__termsXss)).toBeUndefined();
    expect(opened).toEqual([]);
    expect(authorizations).toEqual([]);
  });

  test('the builder: the company decides, English edited with the toolbar, saved, previewed, published; the company’s page shows it', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'admin');
    // Acme follows the sector's terms: its own page sends there.
    await page.goto('/my-company/terms-of-use');
    await expect(page).toHaveURL(/\/terms-of-use$/);

    await page.goto('/custom-terms-of-use-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use builder' })).toBeVisible();
    await expect(page.getByText('Nothing has been published yet.')).toBeVisible();
    // Controlled: the choice takes effect after the confirmation.
    await page.getByRole('radio', { name: "The company's own (published here)" }).click();
    await page.getByRole('dialog', { name: 'Change the setting?' }).getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('radio', { name: "The company's own (published here)" })).toBeChecked();

    const editor = page.getByRole('textbox', { name: 'Text in English' });
    await expect(editor).toContainText('Acme Industries terms of use');
    await expectNoAxeViolations(page);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Every session is recorded.');
    await page.keyboard.press('Shift+Home');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting of the text in English' });
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'English (unsaved)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

    await page.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.getByRole('region', { name: 'Preview in English' });
    await expect(preview.locator('strong')).toHaveText('Every session is recorded.');
    await page.getByRole('button', { name: 'Save English' }).click();
    await expect(page.getByText('English saved')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'English', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Publish the draft?' }).getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Version 1 published')).toBeVisible();
    // Acme's own terms apply from now on: the portal asks the admin to accept them at once.
    const terms = page.getByRole('dialog', { name: 'Terms of use' });
    await expect(terms.getByRole('region', { name: 'Terms of use text' }).locator('strong')).toHaveText(
      'Every session is recorded.',
    );
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(terms).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Draft of version 2' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View the published version' }).click();
    await expect(page).toHaveURL(/\/my-company\/terms-of-use$/);
    const text = page.getByRole('article', { name: 'Terms of use' });
    await expect(text.locator('strong')).toHaveText('Every session is recorded.');
    await expect(page.getByText(/^Version 1 · published /)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
