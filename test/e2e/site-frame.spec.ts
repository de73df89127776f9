import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { limits } from '../../src/domain/limits.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { companyContent, formatAddress, telUri } from '../../src/domain/content/company.ts';
import { en } from '../../src/domain/i18n/catalogue/en.ts';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { flagOf } from '../../src/site/content/languages.ts';
import { footerQuickLinks, futureOutlook, headerLinks } from '../../src/domain/site-navigation.ts';
import { adminApi } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';
import { stubMap } from './public/helpers.ts';
import { withdrawTranslations } from './fixtures/withdrawn-translations.ts';

// What a fresh install shows: the 'company' document's defaults.
const company = companyContent.defaults;
const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test('header: the links in their documented order, the current one marked with aria-current', async ({ page }) => {
  await page.goto(routes.services);
  const nav = mainNav(page);
  for (const link of headerLinks) await expect(nav.getByRole('link', { name: en.nav[link.text], exact: true })).toHaveAttribute('href', link.href);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Services']);
  await page.goto(routes.home);
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(['Home']);
  await expect(page.locator('header')).toHaveCSS('position', 'sticky');
});

test("the 'FutureOutlook' dropdown opens, lists its five pages and marks the current one", async ({ page }) => {
  await page.goto(routes.vision);
  const nav = mainNav(page);
  const ourAim = nav.getByRole('link', { name: 'Our Aim' });
  await expect(ourAim).toBeHidden();
  await nav.getByText(en.nav[futureOutlook.text]).click();
  for (const link of futureOutlook.links) await expect(nav.getByRole('link', { name: en.nav[link.text] })).toHaveAttribute('href', link.href);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Our Vision']);
  await page.keyboard.press('Escape');
  await expect(ourAim).toBeHidden();
});

test('dropdown entries are active when the path starts with their route', async ({ page }) => {
  await page.goto(routes.staffDetail('00000000-0000-4000-8000-000000000000'));
  // '/team' is not a prefix of '/staff/...': nothing is marked there.
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  await page.goto(`${routes.internship}/`);
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(['Internship Opportunity']);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });
  test('the menu is collapsed behind the toggle and opens and closes', async ({ page }) => {
    await page.goto(routes.about);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const contact = mainNav(page).getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(contact).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(contact).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

test('the language menu offers the ten languages, each named in its own script with a 20 px flag and a link to this page in it', async ({ page }) => {
  await page.goto(routes.about);
  const summary = page.getByLabel('Language: English');
  await summary.click();
  for (const language of LANGUAGES) {
    const link = page.getByRole('link', { name: language.nativeName, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', language.code === 'en' ? routes.about : `/${language.code}${routes.about}`);
    await expect(link).toHaveAttribute('lang', language.code);
    const flag = link.locator('img');
    await expect(flag).toHaveAttribute('src', flagOf(language.code));
    expect((await flag.boundingBox())?.width).toBe(20);
  }
});

/** The languages this page is offered in, as its menu says (English, and those its copy is translated into). */
const offeredOn = async (page: Page) => ((await page.locator('[data-language-menu]').getAttribute('data-offered')) ?? '').split(' ');
const pick = async (page: Page, from: string, to: RegExp) => {
  await page.getByLabel(`Language: ${from}`).click();
  await page.getByRole('link', { name: to }).click();
};
const withSetter = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { picked: string[] }).picked = [];
    window.setSiteLanguage = (code: string) => (window as unknown as { picked: string[] }).picked.push(code);
  });

test.describe('on pages not offered in the language picked', () => {
  /**
   * Every language now ships translated, so these pages are made not offered in Gujarati, Kannada,
   * Tamil and Telugu for these tests, as an editor can (by publishing their translations empty),
   * and put back afterwards. The Future Outlook's aim and internship pages: no other test reads
   * them in those languages, while the browser tests share one server.
   */
  const notOffered = { page: routes.aim, another: routes.internship };
  let request: APIRequestContext | undefined;
  let putBack: (() => Promise<void>) | undefined;
  test.beforeAll(async ({ playwright }) => {
    request = await playwright.request.newContext({ baseURL: e2e.baseUrl });
    const { call } = await adminApi(request);
    putBack = await withdrawTranslations(call, Object.values(notOffered), ['gu', 'kn', 'ta', 'te']);
  });
  test.afterAll(async () => {
    await putBack?.();
    await request?.dispose();
  });

  test('without the widget, picking a language the page is not offered in calls window.setSiteLanguage and stays on the page', async ({ page }) => {
    await withSetter(page);
    await page.goto(notOffered.page);
    expect(await offeredOn(page)).not.toContain('gu');
    await pick(page, 'English', /^ગુજરાતી/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
    await pick(page, 'ગુજરાતી', /^ಕನ್ನಡ/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    expect(new URL(page.url()).pathname).toBe(notOffered.page);
    expect(await page.evaluate(() => (window as unknown as { picked: string[] }).picked)).toEqual(['gu', 'kn']);
  });

  test('without the widget, a language picked for a page not offered in it holds past the 2 s checks, after a reload and on another page', async ({ page }) => {
    await withSetter(page);
    await page.goto(notOffered.page);
    await pick(page, 'English', /^ગુજરાતી/);
    await page.waitForTimeout(limits.languagePollMs * 2 + 500);
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await page.goto(notOffered.another);
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await page.waitForTimeout(limits.languagePollMs * 2 + 500);
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
  });

  test('with nothing to translate in the browser, a pick leads to the page in that language, and English pages lead on in it', async ({ page }) => {
    await page.goto(notOffered.page);
    await pick(page, 'English', /^ગુજરાતી/);
    await expect(page).toHaveURL(new RegExp(`${localisedPath(notOffered.page, 'gu')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    // Back on an English page (typed, or from a search engine): it stays English, its links lead to Gujarati.
    await page.goto(routes.services);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Language: English')).toBeVisible();
    await expect(mainNav(page).locator('a.nav-link').nth(1)).toHaveAttribute('href', '/gu/about');
    await pick(page, 'English', /^English$/);
    await expect(page).toHaveURL(/\/services$/);
    await expect(mainNav(page).locator('a.nav-link').nth(1)).toHaveAttribute('href', '/about');
  });

  test("a widget cookie left from an earlier visit does not undo a language picked without the widget", async ({ page, context, baseURL }) => {
    await withSetter(page);
    await context.addCookies([{ name: 'googtrans', value: '/en/ta', url: baseURL! }]);
    await page.goto(notOffered.page);
    await expect(page.getByLabel('Language: தமிழ்')).toBeVisible();
    await pick(page, 'தமிழ்', /^తెలుగు/);
    await page.waitForTimeout(limits.languagePollMs * 2 + 500);
    await expect(page.getByLabel('Language: తెలుగు')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Language: తెలుగు')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  });

  test("the menu follows the widget's select and its googtrans cookie", async ({ page, context, baseURL }) => {
    await withSetter(page);
    await context.addCookies([{ name: 'googtrans', value: '/en/ta', url: baseURL! }]);
    await page.goto(notOffered.page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    // A widget select appears and changes: the menu follows at once, and drives it when picking.
    await page.evaluate(() => {
      const select = document.createElement('select');
      select.className = 'goog-te-combo';
      for (const code of ['', 'gu', 'kn']) select.add(new Option(code, code));
      document.body.append(select);
      select.value = 'gu';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByLabel('Language: ગુજરાતી')).toBeVisible();
    const changes = await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('select.goog-te-combo')!;
      const seen: string[] = [];
      select.addEventListener('change', () => seen.push(select.value));
      (window as unknown as { seen: string[] }).seen = seen;
      return seen.length;
    });
    expect(changes).toBe(0);
    await pick(page, 'ગુજરાતી', /^ಕನ್ನಡ/);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['kn']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  });
});

test('footer: tagline, social links, quick links, contact details, lazy 200 px map on request, copyright, logo, privacy', async ({ page }) => {
  await stubMap(page);
  await page.goto(routes.about);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(company.tagline);
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute('target', '_blank');
  }
  const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  expect(await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(footerQuickLinks.map((link) => link.href));
  await expect(footer.locator('address')).toHaveText(formatAddress(company.address));
  await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute('href', telUri(company.phone));
  await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
  const map = footer.locator('iframe');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', /Map/);
  await expect(map).toHaveAttribute('height', '200');
  await footer.getByText(en.footer.showMap).click();
  await expect(map).toBeVisible();
  expect((await map.boundingBox())?.height).toBe(200);
  await expect(footer).toContainText(`© 2025 ${company.name}`);
  const logo = footer.locator('img[src="/images/logo.svg"]');
  await expect(logo).toHaveAttribute('width', '70');
  await expect(logo).toHaveAttribute('height', '70');
  await footer.getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
});

test('the head: unique title and description, canonical from PUBLIC_URL, Open Graph, organisation JSON-LD', async ({ page, baseURL }) => {
  await page.goto(routes.services);
  await expect(page).toHaveTitle(`Our Services | ${company.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/services`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Our Services | ${company.name}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/og-default.png`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Organization');
  expect(`tel:${jsonLd.telephone}`).toBe(telUri(company.phone));
  expect(jsonLd.address.addressLocality).toBe(company.address.city);
  const servicesDescription = await page.locator('meta[name="description"]').getAttribute('content');
  await page.goto(routes.about);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(servicesDescription);
});

test('every public page has its own title and description; the home page is titled with the company name', async ({ request }) => {
  const heads = await Promise.all(
    publicPageRoutes.map(async (route) => {
      const html = await (await request.get(route)).text();
      return { route, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] };
    }),
  );
  expect(heads.find((head) => head.route === routes.home)?.title).toBe(company.name);
  for (const part of ['title', 'description'] as const) {
    const values = heads.map((head) => head[part]);
    expect(values.every(Boolean), `every page has a ${part}`).toBe(true);
    expect(new Set(values).size, `${part}s are unique`).toBe(heads.length);
  }
});
