import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { routes } from '../../src/domain/routes.ts';
import { adminApi } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';
import { withdrawTranslations } from './fixtures/withdrawn-translations.ts';

/**
 * The translation widget, configured (on the second test server, TRANSLATE_WIDGET_URL on a host
 * of its own whose script the browser is handed by a stand-in): no page view loads it or allows
 * it; a pick of a language the page is not offered in asks for the page with its translation,
 * whose answer alone allows the widget, which is then loaded and set to that language.
 */
test.use({ baseURL: e2e.accounts.baseUrl });

const widgetOrigin = new URL(e2e.accounts.translateWidgetUrl).origin;

/** A stand-in for the widget: a select of the offered languages in the container, like Google's. */
const STAND_IN = `window.google = { translate: { TranslateElement: function (options, id) {
  var select = document.createElement('select');
  select.className = 'goog-te-combo';
  select.add(new Option('', ''));
  options.includedLanguages.split(',').forEach(function (code) { select.add(new Option(code, code)); });
  document.getElementById(id).append(select);
} } };
window.initWidget();`;

async function serveStandIn(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${widgetOrigin}/**`, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  return asked;
}

test('a page view neither loads the widget nor allows it', async ({ page }) => {
  const asked = await serveStandIn(page);
  const response = await page.goto(routes.about);
  expect(response?.headers()['content-security-policy']).not.toContain(widgetOrigin);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('on a page not offered in the language picked', () => {
  /**
   * Every language now ships translated, so /about is made not offered in Gujarati here, as an
   * editor can (by publishing its translation empty), and put back afterwards. This server's only
   * other tests, the account changes', read no page; its admin signs in as configured until those
   * have changed its e-mail and password.
   */
  const server = { baseUrl: e2e.accounts.baseUrl, admins: [e2e.admin, e2e.accounts.changedAdmin] };
  let request: APIRequestContext | undefined;
  let putBack: (() => Promise<void>) | undefined;
  test.beforeAll(async ({ playwright }) => {
    request = await playwright.request.newContext({ baseURL: server.baseUrl });
    const { call } = await adminApi(request, server);
    putBack = await withdrawTranslations(call, [routes.about], ['gu']);
  });
  test.afterAll(async () => {
    await putBack?.();
    await request?.dispose();
  });

  test('picking a language the page is not offered in loads the widget on that page only, set to the language', async ({ page }) => {
    const asked = await serveStandIn(page);
    await page.goto(routes.about);
    await page.getByLabel('Language: English').click();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/about?translate=gu')),
      page.getByRole('link', { name: 'ગુજરાતી', exact: true }).click(),
    ]);
    expect(answer.headers()['content-security-policy']).toContain(widgetOrigin);
    await expect(page.locator('select.goog-te-combo')).toHaveValue('gu');
    expect(asked).toEqual([e2e.accounts.translateWidgetUrl]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
    // The site's links lead on to translated pages; English leads back to the page as it is.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services?translate=gu');
    await page.getByLabel('Language: ગુજરાતી').click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });
});
