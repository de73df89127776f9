import { expect, type Page, test } from '@playwright/test';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { e2e } from './fixtures/config.ts';
import { stubMap } from './public/helpers.ts';

/**
 * No third party learns of a visit it was not asked into: a page view makes no request to
 * another origin, and the footer's map frame loads only when the visitor asks for it, then stays
 * shown for the visit (decision 153, which holds the translation widget's rule too).
 */

const en = catalogueFor('en');
const ml = catalogueFor('ml');

async function publicPages(): Promise<string[]> {
  const team = (await (await fetch(`${e2e.baseUrl}/api/team`)).json()) as { id: string }[];
  return [...publicPageRoutes, routes.staffDetail(team[0]!.id), '/no-such-page'];
}

// A phone and a laptop: on either, a short page brings the footer's map place into view.
const WINDOWS = [
  { width: 390, height: 900 },
  { width: 1280, height: 800 },
];

for (const viewport of WINDOWS) {
  test(`a page view, scrolled to the bottom, asks nothing of another origin, in English, Malayalam and Arabic, at ${viewport.width}x${viewport.height}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const elsewhere: string[] = [];
    await context.route((url) => url.origin !== e2e.baseUrl, async (route) => {
      elsewhere.push(`${page.url()} → ${route.request().url()}`);
      await route.abort();
    });
    for (const lang of ['en', 'ml', 'ar'] as const) {
      for (const route of await publicPages()) {
        await page.goto(localisedPath(route, lang), { waitUntil: 'load' });
        // Right after the load, before the network is idle: what the scroll brings near starts
        // loading (a lazy frame does within a frame's time) and holds the idle back.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
      }
    }
    await context.close();
    expect(elsewhere).toEqual([]);
  });
}

const footerOf = (page: Page) => page.getByRole('contentinfo');

test("the map loads when asked for, in the page's language, and is shown at once on the visit's next pages until closed", async ({ page }) => {
  const asked = await stubMap(page);
  await page.goto(routes.about);
  const footer = footerOf(page);
  const show = footer.getByText(en.footer.showMap);
  await show.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const frame = footer.locator('iframe');
  await expect(frame).toBeHidden();
  // The button holds the frame's place: nothing below it moves when the map comes.
  expect((await footer.locator('summary').boundingBox())?.height).toBe(200);
  expect(asked).toEqual([]);

  await show.click();
  await expect(page.frameLocator('footer iframe').getByText('A stand-in map')).toBeVisible();
  expect((await frame.boundingBox())?.height).toBe(200);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('!1sen!');

  // The next page of the visit shows it without asking, here in Malayalam, with Malayalam labels.
  await footer.getByRole('link', { name: en.footer.privacyNotice }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(frame).toBeVisible();
  await page.goto(localisedPath(routes.contact, 'ml'));
  await expect(page.frameLocator('footer iframe').getByText('A stand-in map')).toBeVisible();
  await expect(frame).toHaveAttribute('src', /!1sml!/);
  expect(asked.at(-1)).toContain('!1sml!');
  expect(asked.at(-1)).not.toContain('!1sen!');

  // Closed again, it stays closed on the next page.
  await footer.getByText(ml.footer.hideMap).click();
  await expect(frame).toBeHidden();
  const before = asked.length;
  await page.goto(localisedPath(routes.about, 'ml'));
  await footer.getByText(ml.footer.showMap).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(frame).toBeHidden();
  expect(asked).toHaveLength(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map button still shows the map', async ({ page }) => {
    const asked = await stubMap(page);
    await page.goto(localisedPath(routes.about, 'ml'));
    const footer = footerOf(page);
    await footer.getByText(ml.footer.showMap).click();
    await expect(page.frameLocator('footer iframe').getByText('A stand-in map')).toBeVisible();
    expect(asked).toEqual([expect.stringContaining('!1sml!')]);
  });
});
