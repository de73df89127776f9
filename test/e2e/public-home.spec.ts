import { expect, test, type Page } from '@playwright/test';
import { limits } from '../../src/domain/limits.ts';
import { homeContent } from '../../src/domain/content/home.ts';
import { createRecord, deleteRecord, hydrated } from './public/helpers.ts';

// What a fresh install shows: the 'home' document's defaults.
const home = homeContent.defaults;

test.describe('home page', () => {
  const ids: string[] = [];
  test.beforeAll(async ({ request }) => {
    // Enough advertisements for a full carousel whatever the demo content holds.
    for (let index = 0; index < limits.carouselItems + 1; index += 1) {
      ids.push(await createRecord(request, 'advertisements', { title: `Carousel item ${index} ${Date.now().toString(36)}` }));
    }
  });
  test.afterAll(async ({ request }) => {
    for (const id of ids) await deleteRecord(request, 'advertisements', id);
  });

  test('hero first, then the previews in their documented order, with their links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: home.hero.headline })).toBeVisible();
    await expect(page.getByRole('link', { name: home.hero.cta })).toHaveAttribute('href', '/about');
    // docs/product.md#routes order: hero, about, services, aims, vision, internship, clients, staff, advertisements, contact.
    const sections = await page.locator('main section[aria-labelledby]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')));
    expect(sections).toEqual([
      'hero-heading', 'about-preview-heading', 'services-preview-heading', 'aims-preview-heading', 'vision-preview-heading',
      'internship-preview-heading', 'clients-preview-heading', 'staff-preview-heading', 'ads-preview-heading', 'enquiry-heading',
    ]);
    await expect(page.getByRole('link', { name: home.clients.linkLabel })).toHaveAttribute('href', '/clients');
    await expect(page.getByRole('link', { name: home.staff.linkLabel })).toHaveAttribute('href', '/team');
    await expect(page.getByRole('link', { name: home.advertisements.linkLabel, exact: true })).toHaveAttribute('href', '/advertisements');
    await expect(page.locator('section#contact')).toBeVisible();
    // The hero is text on CSS: no image can be the largest paint.
    await expect(page.locator('.home-hero img')).toHaveCount(0);
  });

  async function carousel(page: Page) {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Latest advertisements' });
    await hydrated(region.getByRole('button', { name: 'Next advertisement' }));
    await page.mouse.move(0, 0);
    // Hidden slides are out of the accessibility tree, so count them by their role description.
    const slides = region.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBe(limits.carouselItems);
    const current = async () => (await slides.filter({ visible: true }).getAttribute('aria-label')) ?? '';
    // Announcements are off while it rotates and polite while paused: the observable pause state.
    const live = region.locator('[aria-live]');
    return { region, count, current, live };
  }

  test('carousel: first five, 5 s auto-advance with wrap-around, paused on hover and focus', async ({ page }) => {
    // The clock stands still from the start, so only runFor moves it.
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    const { region, count, current, live } = await carousel(page);
    expect(await current()).toBe(`1 of ${count}`);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(limits.carouselIntervalMs - 100);
    expect(await current()).toBe(`1 of ${count}`);
    await page.clock.runFor(100);
    await expect.poll(current).toBe(`2 of ${count}`);
    // Each slide sets its own timer once shown, so step through one interval at a time.
    for (const next of [3, 4, 5, 1]) {
      await page.clock.runFor(limits.carouselIntervalMs);
      await expect.poll(current).toBe(`${next} of ${count}`);
    }

    await region.hover();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(limits.carouselIntervalMs * 3);
    expect(await current()).toBe(`1 of ${count}`);
    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(limits.carouselIntervalMs);
    await expect.poll(current).toBe(`2 of ${count}`);

    await region.focus();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(limits.carouselIntervalMs * 3);
    expect(await current()).toBe(`2 of ${count}`);
  });

  test('carousel: arrow keys and swipes over 40 px move it, wrapping at both ends', async ({ page }) => {
    const { region, count, current } = await carousel(page);
    await region.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe(`${count} of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(`1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(`2 of ${count}`);

    const box = (await region.boundingBox())!;
    const y = box.y + box.height / 3;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    const middle = box.x + box.width / 2;
    await swipe(middle, middle - (limits.carouselSwipePx + 10));
    await expect.poll(current).toBe(`3 of ${count}`);
    await swipe(middle, middle - (limits.carouselSwipePx - 10));
    expect(await current()).toBe(`3 of ${count}`);
    await swipe(middle, middle + limits.carouselSwipePx + 10);
    await expect.poll(current).toBe(`2 of ${count}`);
  });

  test('carousel: no auto-advance under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const { count, current, live } = await carousel(page);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(limits.carouselIntervalMs * 3);
    expect(await current()).toBe(`1 of ${count}`);
  });
});
