import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { LANGUAGE_CODES, languageOf } from '../../src/domain/languages.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { adminToken, hydrated } from './public/helpers.ts';

/** The public site in other languages, in a real browser: /{code}/… pages, Arabic right to left, the forms in Malayalam. */

const ml = catalogueFor('ml');
const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });
const offeredOn = async (page: Page) => ((await page.locator('[data-language-menu]').getAttribute('data-offered')) ?? '').split(' ');

test('on /about, picking Malayalam leads to /ml/about, in Malayalam', async ({ page }) => {
  await page.goto(routes.about);
  await page.getByLabel('Language: English').click();
  await page.getByRole('link', { name: /^മലയാളം/ }).click();
  await expect(page).toHaveURL(/\/ml\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel(`ഭാഷ: മലയാളം`)).toBeVisible();
  const nav = mainNav(page, ml.nav.label);
  await expect(nav.locator('[aria-current="page"]')).toHaveText([ml.nav.about]);
  await expect(nav.getByRole('link', { name: ml.nav.services, exact: true })).toHaveAttribute('href', '/ml/services');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: ml.footer.privacyNotice })).toHaveAttribute('href', '/ml/privacy');
});

test("/ml/about's heading is in Malayalam script when its copy is translated", async ({ page }) => {
  await page.goto('/ml/about');
  // The page copy comes from the site content's Malayalam translation: until it is stored, the
  // page is not offered in Malayalam and shows the English copy.
  test.skip(!(await offeredOn(page)).includes('ml'), 'the about page has no Malayalam copy yet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0D00-\u0D7F]/);
});

test('every public page answers in all ten languages with the navigation of its language', async ({ page, request }) => {
  test.setTimeout(120_000);
  const team = (await (await request.get('/api/team')).json()) as { id: string }[];
  const pages = [...publicPageRoutes, ...(team[0] ? [routes.staffDetail(team[0].id)] : [])];
  for (const lang of LANGUAGE_CODES) {
    const { nav } = catalogueFor(lang);
    for (const route of pages) {
      const response = await request.get(localisedPath(route, lang));
      expect(response.status(), `${lang} ${route}`).toBe(200);
    }
    // In the browser, once per language: its words, its direction, its links.
    await page.goto(localisedPath(routes.services, lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', languageOf(lang).direction);
    await expect(mainNav(page, nav.label).getByRole('link', { name: nav.contact, exact: true })).toHaveAttribute('href', localisedPath(routes.contact, lang));
  }
});

test.describe('Arabic', () => {
  test('is right to left from the first paint, without any script: navigation starts on the right', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(localisedPath(routes.about, 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('link[rel="stylesheet"][data-deferred]')).toHaveAttribute('href', /\.rtl\.css$/);
    const nav = mainNav(page, catalogueFor('ar').nav.label);
    const left = async (selector: string) => (await nav.locator(selector).first().boundingBox())!.x;
    const links = nav.locator('a.nav-link');
    const [brand, first, last] = [await left('.navbar-brand'), (await links.first().boundingBox())!.x, (await links.last().boundingBox())!.x];
    expect(brand).toBeGreaterThan(first);
    expect(first).toBeGreaterThan(last);
    await context.close();
  });

  test('/ar/contact shows the phone and e-mail left to right, and the address with Arabic commas', async ({ page }) => {
    await page.goto(localisedPath(routes.contact, 'ar'));
    const details = page.locator('#contact-details-heading').locator('xpath=..');
    const runs = [details.locator('a[href^="tel:"]'), details.locator('a[href^="mailto:"]'), page.locator('footer a[href^="tel:"]')];
    for (const run of runs) {
      // Where the first and the last character are drawn: left to right means the first is further left.
      const [first, last] = await run.evaluate((element) => {
        const text = element.firstChild!;
        const at = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().left;
        };
        return [at(0), at(text.textContent!.length - 1)];
      });
      expect(first).toBeLessThan(last);
    }
    for (const address of [details.locator('dd').last(), page.locator('footer address')]) {
      await expect(address).toContainText('،');
      await expect(address).not.toContainText(',');
    }
  });

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test('no page scrolls sideways, and the menu opens from the right', async ({ page }) => {
      for (const route of publicPageRoutes) {
        await page.goto(localisedPath(route, 'ar'));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, route).toBe(0);
      }
      const brand = (await page.locator('.navbar-brand').boundingBox())!;
      const toggle = (await page.locator('[data-nav-toggle]').boundingBox())!;
      expect(brand.x).toBeGreaterThan(toggle.x);
    });
  });
});

test.describe('the contact form in Malayalam', () => {
  async function openForm(page: Page) {
    await page.goto('/ml/contact');
    const name = page.getByLabel(ml.enquiry.name);
    await hydrated(name);
    return {
      name,
      email: page.getByLabel(ml.enquiry.email),
      phone: page.getByLabel(new RegExp(`^${ml.enquiry.phone}`)),
      message: page.getByLabel(ml.enquiry.message),
      send: page.getByRole('button', { name: ml.enquiry.send }),
    };
  }

  test('a 9-digit phone shows the live error in Malayalam and blocks the submit', async ({ page }) => {
    const form = await openForm(page);
    await form.name.fill('അനു മേനോൻ');
    await form.email.fill('anu@example.com');
    await form.message.fill('ഒരു മൊബൈൽ ആപ്പിനെക്കുറിച്ച് അറിയണം.');
    await form.phone.fill('984701234');
    await expect(page.getByText(ml.enquiry.invalidPhone)).toBeVisible();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await form.send.click();
    await expect(page.getByText(ml.enquiry.fixPhoneFirst)).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a valid enquiry is stored with its language and the success shows in Malayalam', async ({ page, request }) => {
    const form = await openForm(page);
    const marker = `മലയാളത്തിൽ അന്വേഷണം ${Date.now()}`;
    await form.name.fill('അനു മേനോൻ');
    await form.email.fill('anu@example.com');
    await form.phone.fill('9847012345');
    await form.message.fill(marker);
    await form.send.click();
    await expect(page.getByText(ml.enquiry.sent)).toBeVisible();
    const token = await adminToken(request);
    const list = await request.get(`/api/contacts?q=${encodeURIComponent(marker)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { message: string; language: string }[]).map((contact) => `${contact.language} ${contact.message}`)).toEqual([`ml ${marker}`]);
  });

  test('without JavaScript: the refusal and the success come back in Malayalam on /ml/contact', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ml/contact');
    const fill = async (phone: string, message: string) => {
      await page.getByLabel(ml.enquiry.name).fill('അനു മേനോൻ');
      await page.getByLabel(ml.enquiry.email).fill('anu@example.com');
      await page.getByLabel(new RegExp(`^${ml.enquiry.phone}`)).fill(phone);
      await page.getByLabel(ml.enquiry.message).fill(message);
      await page.getByRole('button', { name: ml.enquiry.send }).click();
    };
    await fill('984701234', 'തിരികെ വിളിക്കാമോ?');
    await expect(page).toHaveURL(/\/ml\/contact#contact$/);
    await expect(page.getByText(ml.enquiry.fixPhoneFirst)).toBeVisible();
    await expect(page.getByLabel(ml.enquiry.message)).toHaveValue('തിരികെ വിളിക്കാമോ?');
    const marker = `ജാവാസ്ക്രിപ്റ്റ് ഇല്ലാതെ ${Date.now()}`;
    await fill('9847012345', marker);
    await expect(page.getByText(ml.enquiry.sent)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    const token = await adminToken(request);
    const list = await request.get(`/api/contacts?q=${encodeURIComponent(marker)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { message: string; language: string }[]).map((contact) => `${contact.language} ${contact.message}`)).toEqual([`ml ${marker}`]);
    await context.close();
  });

  test('the application form speaks Malayalam, with and without its script', async ({ page }) => {
    await page.goto('/ml/internship/apply');
    const name = page.getByLabel(ml.application.fullName);
    await hydrated(name);
    await expect(page.getByLabel(ml.application.program).locator('option').first()).toHaveText(ml.application.selectProgram);
    await expect(page.getByRole('button', { name: ml.application.submit })).toBeVisible();
    await expect(page.locator('form[action="/ml/internship/apply#apply"]')).toHaveCount(1);
  });
});

test.describe('axe on pages in Malayalam and Arabic', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const lang of ['ml', 'ar'] as const) {
    for (const route of [routes.home, routes.about, routes.contact, routes.advertisements, routes.internshipApply, '/no-such-page']) {
      const path = localisedPath(route, lang);
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
