import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LANGUAGES, type LanguageCode } from '../../src/domain/languages.ts';
import { routes } from '../../src/domain/routes.ts';
import { adminApi } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

/**
 * The language menu follows the languages the company offers: Punjabi switched off leaves it, its
 * pages lead to English, a visitor's earlier choice of it no longer leads the site's links; switched
 * on again, it is back. On the second test server: switching a language off on the shared one
 * would fail the tests that read every page in every language meanwhile. That server's other
 * tests read English and Gujarati only; its admin signs in as configured until the account-change
 * tests have changed its e-mail and password.
 */
test.use({ baseURL: e2e.accounts.baseUrl });
// Publishes and page loads in a row: room for a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const server = { baseUrl: e2e.accounts.baseUrl, admins: [e2e.admin, e2e.accounts.changedAdmin] };
const punjabi = LANGUAGES.find((language) => language.code === 'pa')!;
let request: APIRequestContext | undefined;

/** Publishes the company details with these languages, as an owner does. */
async function offer(languages: readonly LanguageCode[]): Promise<void> {
  const { call } = await adminApi(request!, server);
  const { version, published } = await call<{ version: number; published: object }>('GET', '/content/company');
  await call('PUT', '/content/company', { version, draft: { ...published, languages } });
  await call('POST', '/content/company/publish', {});
}

const menuLinks = async (page: Page) => {
  await page.getByLabel('Language: English').click();
  return page.locator('[data-language-menu] a[lang]');
};

test.beforeAll(async ({ playwright }) => {
  request = await playwright.request.newContext({ baseURL: server.baseUrl });
});
test.afterAll(async () => {
  // Every language, as the other tests expect.
  await offer(LANGUAGES.map((language) => language.code));
  await request?.dispose();
});

test('a language switched off leaves the menu and leads to English; switched on again it is back', async ({ page }) => {
  // A visitor reads Punjabi: the choice is kept.
  await page.goto(`/pa${routes.services}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');

  await offer(LANGUAGES.filter((language) => language.code !== 'pa').map((language) => language.code));

  await page.goto(routes.about);
  const links = await menuLinks(page);
  await expect(links).toHaveCount(LANGUAGES.length - 1);
  await expect(links.filter({ hasText: punjabi.nativeName })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'മലയാളം', exact: true })).toBeVisible();
  // The kept choice of a language no longer offered leads nowhere: the site's links stay English.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', routes.services);

  // An old link to a Punjabi page lands on the English one.
  await page.goto(`/pa${routes.about}`);
  await expect(page).toHaveURL(new RegExp(`${routes.about}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await offer(LANGUAGES.map((language) => language.code));
  await page.reload();
  const back = await menuLinks(page);
  await expect(back).toHaveCount(LANGUAGES.length);
  await page.getByRole('link', { name: punjabi.nativeName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pa${routes.about}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
});
