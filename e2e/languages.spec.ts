import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accounts, expect, openFresh, signIn, submitCredentials, test } from './fixtures';
import { expectNoSidewaysScroll, expectPageTitle, navigateInApp, waitForRouteOnScreen } from './support/route-checks';
import { ROUTE_VISITS, type RouteVisit } from './support/routes';

/**
 * The interface in five languages (issue: five languages): the German demo account lands in German; switching My
 * profile's language turns every page into it at once, and no page scrolls sideways in German at 600, 1280 or 1920 px.
 * The texts expected are read from the catalogues themselves, so a wording change does not break these journeys.
 */
type Catalogue = Record<string, unknown>;
const catalogue = (language: string, area: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../src/i18n/locales/${language}/${area}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const text = (entries: Catalogue, path: string): string =>
  String(path.split('.').reduce<unknown>((node, key) => (node as Catalogue | undefined)?.[key], entries));

const LANGUAGE_NAMES = { de: 'Deutsch', fr: 'Français', nl: 'Nederlands', es: 'Español', en: 'English' } as const;

async function chooseProfileLanguage(page: Page, from: string, to: keyof typeof LANGUAGE_NAMES) {
  const profile = catalogue(from, 'profile');
  await page.getByRole('combobox', { name: text(profile, 'form.language') }).click();
  await page.getByRole('option', { name: LANGUAGE_NAMES[to] }).click();
  await page.getByRole('button', { name: text(profile, 'form.save') }).click();
  // Redrawn at once in the new language, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: text(catalogue(to, 'profile'), 'title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** A route works (as expectWorkingPage checks, whatever the language): its main area or error title, settled, titled. */
async function expectWorkingPageInAnyLanguage(page: Page, visit: RouteVisit) {
  if (visit.shows === 'spinner') {
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    return;
  }
  const main = page.getByRole('main');
  await expect(main.or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  if (visit.shows === 'generic-error') return;
  if ((await main.count()) > 0) await expect(main.getByRole('progressbar')).toHaveCount(0);
  await expectPageTitle(page);
}

test('the German demo account lands in German, and the sign-in page offers the five languages', async ({ page }) => {
  await openFresh(page);
  const signInTexts = catalogue('de', 'translation');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: text(signInTexts, 'session.login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('combobox', { name: text(signInTexts, 'session.login.language') }).locator('option'),
  ).toHaveText(['English', 'Deutsch', 'Français', 'Nederlands', 'Español']);
  await page.getByRole('combobox', { name: text(signInTexts, 'session.login.language') }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await submitCredentials(page, accounts.german.email, accounts.german.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: text(catalogue('de', 'users'), 'title') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text(catalogue('de', 'shell'), 'drawer.label') })).toBeVisible();
});

test('switching My profile to German turns every page into German at once; none scrolls sideways or cuts a label off; then French, Dutch and Spanish', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  await navigateInApp(page, '/my-profile');
  await chooseProfileLanguage(page, 'en', 'de');
  const usersTitle = (language: string) => text(catalogue(language, 'users'), 'title');

  // Logout last, below: it ends the session.
  for (const visit of ROUTE_VISITS.filter(({ pattern }) => pattern !== 'logout')) {
    await test.step(visit.path, async () => {
      await navigateInApp(page, visit.path);
      await waitForRouteOnScreen(page);
      await expectWorkingPageInAnyLanguage(page, visit);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      if (!visit.shows) await expectNoSidewaysScroll(page, `${visit.path} in German`, { labels: true });
    });
  }
  await navigateInApp(page, '/users');
  await expect(page.getByRole('heading', { level: 1, name: usersTitle('de') })).toBeVisible();

  let current = 'de';
  for (const language of ['fr', 'nl', 'es'] as const) {
    await navigateInApp(page, '/my-profile');
    await chooseProfileLanguage(page, current, language);
    await navigateInApp(page, '/users');
    await expect(page.getByRole('heading', { level: 1, name: usersTitle(language) })).toBeVisible();
    current = language;
  }
  // Signed out, the sign-in page stays in the language last used.
  await navigateInApp(page, '/logout');
  await expect(
    page.getByRole('heading', { level: 1, name: text(catalogue('es', 'translation'), 'session.login.title') }),
  ).toBeVisible();
});
