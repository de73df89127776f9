import { existsSync } from 'node:fs';
import { expect, type Page, test as base } from '@playwright/test';
import { NOTO_FONTS } from '../../scripts/debian-packages.ts';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { LANGUAGE_CODES } from '../../src/domain/languages.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';

/**
 * Every public page, in every language, fits the screen's width on a small phone, a larger
 * phone, a tablet, a small laptop (where the links first go in a row) and a laptop: nothing (a
 * long Malayalam word, a Tamil navigation bar) makes it scroll sideways. Measured with the fonts
 * a phone has (Debian's fonts-noto-core, installed by `npm test`), the only ones that give the
 * Indic scripts and Arabic their real widths.
 */

const WIDTHS = [320, 390, 768, 1024, 1280] as const;

// 650 layouts: one page per worker, loaded once per route and language and resized through the
// widths, so the run takes a minute or two on two cores rather than many.
const test = base.extend<object, { sharedPage: Page; pages: readonly string[] }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  pages: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const team = (await (await request.get('/api/team')).json()) as { id: string }[];
      await request.dispose();
      await use([...publicPageRoutes, ...(team[0] ? [routes.staffDetail(team[0].id)] : [])]);
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

test.beforeAll(() => {
  expect(existsSync(NOTO_FONTS[0]), `the widths need the fonts of a phone: apt-get install ${NOTO_FONTS[1]} (npm test does)`).toBe(true);
});

/** The page's width and the window's, once the page's whole stylesheet and its fonts apply. */
async function sidewaysScroll(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')].every((link) => link.media === 'all'));
  return page.evaluate(async () => {
    await document.fonts.ready;
    const { scrollWidth, clientWidth } = document.documentElement;
    return { scrollWidth, clientWidth };
  });
}

for (const lang of LANGUAGE_CODES) {
  test(`every public page in ${lang} fits the screen at ${WIDTHS.join(', ')} px`, async ({ sharedPage: page, pages }) => {
    test.setTimeout(120_000);
    const overflowing: string[] = [];
    for (const route of pages) {
      const path = localisedPath(route, lang);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, clientWidth } = await sidewaysScroll(page);
        if (scrollWidth > clientWidth) overflowing.push(`${path} (${lang}) at ${width} px: ${scrollWidth} px wide in a ${clientWidth} px window`);
      }
    }
    expect(overflowing, `pages in ${lang} wider than the screen`).toEqual([]);
  });
}

test("the top bar's menus, opened, stay on the screen in every language", async ({ sharedPage: page }) => {
  test.setTimeout(120_000);
  const overflowing: string[] = [];
  for (const lang of LANGUAGE_CODES) {
    const path = localisedPath(routes.home, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const toggle = page.locator('[data-nav-toggle]');
      if (await toggle.isVisible()) await toggle.click();
      for (const summary of await page.locator('details.site-dropdown > summary').all()) {
        await summary.click();
        const { scrollWidth, clientWidth } = await sidewaysScroll(page);
        if (scrollWidth > clientWidth) overflowing.push(`${path} (${lang}) at ${width} px with "${(await summary.textContent())?.trim()}" open: ${scrollWidth} px wide`);
        await page.keyboard.press('Escape');
      }
    }
  }
  expect(overflowing, 'menus reaching past the screen').toEqual([]);
});
