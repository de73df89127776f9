/**
 * No click lost: every control a visitor sees works from the first paint, on a phone whose
 * scripts are slow to come (held back 3 s here) and with JavaScript off. The dialogs open
 * themselves (invoker commands); the carousel's buttons keep a click made before their island
 * hydrates, and without JavaScript the carousel is a strip that scrolls.
 */
import { expect, test, type Page } from '@playwright/test';
import { applyContent } from '../../src/domain/content/apply.ts';
import { limits } from '../../src/domain/limits.ts';
import { createRecord, deleteRecord, holdScripts } from './public/helpers.ts';

const HOLD_MS = 3000;
const programme = applyContent.defaults.programmes[0]!;
const tag = Date.now().toString(36);
const titles = Array.from({ length: limits.carouselItems + 1 }, (_, index) => `Early click ${index} ${tag}`);
const ids: string[] = [];

test.beforeAll(async ({ request }) => {
  for (const title of titles) ids.push(await createRecord(request, 'advertisements', { title }));
});
test.afterAll(async ({ request }) => {
  for (const id of ids) await deleteRecord(request, 'advertisements', id);
});

/** Every script of the page's own, held until the clicks below are done, and at least 3 s. */
const holdPageScripts = (page: Page) => holdScripts(page, /\/_astro\/.*\.js$/, HOLD_MS);
/** How many of the page's own scripts have arrived (a held one has not). */
const pageScriptsArrived = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/_astro\/.*\.js$/.test(entry.name)).length);

test.describe('with the scripts held back 3 s', () => {
  test('words typed in the advertisements search before its script arrives filter the cards once it runs', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/advertisements', { waitUntil: 'commit' });
    const search = page.getByLabel('Search by title');
    await search.fill(`early click 1 ${tag}`.toUpperCase());
    const card = (title: string) => page.getByRole('button', { name: title, exact: true });
    await expect(card(titles[0]!), 'nothing filters before the script').toBeVisible();
    expect(await pageScriptsArrived(page)).toBe(0);
    release();
    await expect(card(titles[0]!)).toBeHidden();
    await expect(card(titles[1]!)).toBeVisible();
    await expect(search).toHaveValue(`EARLY CLICK 1 ${tag.toUpperCase()}`);
  });

  test('an advertisement card opens its modal at once, and Close and Escape close it', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/advertisements', { waitUntil: 'commit' });
    const card = page.getByRole('button', { name: titles[0], exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: titles[0] });
    await expect(dialog).toBeVisible();
    expect(await pageScriptsArrived(page), 'the scripts are still on their way').toBe(0);
    release();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await card.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the programme and picture dialogs open at once', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/internship/apply', { waitUntil: 'commit' });
    await page.getByRole('button', { name: `View Details of ${programme.title}` }).click();
    const details = page.getByRole('dialog', { name: programme.title });
    await expect(details).toContainText(programme.description);
    const image = programme.images[0]!;
    await details.getByRole('button', { name: new RegExp(image.alt) }).click();
    const enlarged = page.getByRole('dialog', { name: image.alt });
    await expect(enlarged.getByRole('img', { name: image.alt })).toBeVisible();
    await expect(page.locator('astro-island[ssr]').first(), 'the scripts are still on their way').toBeAttached();
    release();
    await enlarged.getByRole('button', { name: 'Close' }).click();
    await expect(enlarged).toBeHidden();
    await expect(details).toBeVisible();
  });

  test("a click on the carousel's Next before its island hydrates moves it once the script is in", async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const region = page.getByRole('region', { name: 'Latest advertisements' });
    await region.getByRole('button', { name: 'Next advertisement' }).click();
    await expect(page.locator('astro-island', { has: region })).toHaveAttribute('ssr');
    release();
    await expect(region.getByRole('group', { name: `2 of ${limits.carouselItems}` })).toBeVisible({ timeout: HOLD_MS + 10_000 });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('advertisement cards and programme buttons still open their dialogs', async ({ page }) => {
    await page.goto('/advertisements');
    await page.getByRole('button', { name: titles[1], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: titles[1] });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/internship/apply');
    await page.getByRole('button', { name: `View Details of ${programme.title}` }).click();
    await expect(page.getByRole('dialog', { name: programme.title })).toContainText(programme.duration);
  });

  test('the carousel is a strip of every slide, with no buttons that would need the script', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Latest advertisements' });
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(limits.carouselItems);
    for (const slide of await slides.all()) await expect(slide).toBeVisible();
    await expect(region.getByRole('button')).toHaveCount(0);
    // The strip scrolls sideways inside the carousel, not the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
