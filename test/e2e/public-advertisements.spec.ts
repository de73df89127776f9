import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { e2e } from './fixtures/config.ts';
import { createRecord, deleteRecord } from './public/helpers.ts';

test.describe('advertisements page', () => {
  const tag = Date.now().toString(36);
  const titles = [`Flutter Internship ${tag}`, `Hiring React Developers ${tag}`, `Design Workshop ${tag}`];
  const ids: string[] = [];

  test.beforeAll(async ({ request }) => {
    for (const title of titles) ids.push(await createRecord(request, 'advertisements', { title }));
  });
  test.afterAll(async ({ request }) => {
    for (const id of ids) await deleteRecord(request, 'advertisements', id);
  });

  const card = (page: import('@playwright/test').Page, title: string) => page.getByRole('button', { name: title, exact: true });

  test('lists every advertisement, with the two apply buttons', async ({ page }) => {
    await page.goto('/advertisements');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Advertisements' })).toBeVisible();
    for (const title of titles) await expect(card(page, title)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Internship' })).toHaveAttribute('href', '/internship/apply');
    await expect(page.getByRole('link', { name: 'Hiring' })).toHaveAttribute('href', '/internship/apply');
  });

  test('search filters live by title, case-insensitively, and says when nothing matches', async ({ page }) => {
    // goto waits for the page's load: its search script has run (no island on this page).
    await page.goto('/advertisements');
    const search = page.getByLabel('Search by title');
    await search.pressSequentially(`react developers ${tag}`.toUpperCase());
    await expect(card(page, titles[1]!)).toBeVisible();
    await expect(card(page, titles[0]!)).toHaveCount(0);
    await search.fill(`no such advertisement ${tag}`);
    await expect(page.getByText(messages.advertisement.noneFound)).toBeVisible();
    await search.fill('');
    // The line stays in the page, hidden, for the next search to show.
    await expect(page.getByText(messages.advertisement.noneFound)).toBeHidden();
    await expect(card(page, titles[2]!)).toBeVisible();
  });

  test('a card opens an accessible modal: focus inside, Tab wraps, Escape and Close return focus to the card', async ({ page }) => {
    await page.goto('/advertisements');
    const opener = card(page, titles[0]!);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: titles[0] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = dialog.getByRole('button', { name: 'Close' });
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the server-rendered grid lists every advertisement', async ({ page }) => {
      await page.goto('/advertisements');
      for (const title of titles) await expect(card(page, title)).toBeVisible();
    });
  });
});

test.describe('advertisements with dates', () => {
  const tag = Date.now().toString(36);
  const ids: string[] = [];
  test.afterAll(async ({ request }) => {
    for (const id of ids) await deleteRecord(request, 'advertisements', id);
  });
  // As an anonymous visitor: the request fixture keeps the admin's session cookie, and a
  // signed-in caller sees every advertisement, on pages never kept.
  const anonymous = (path: string) => fetch(`${e2e.baseUrl}${path}`);
  const publicTitles = async () => ((await (await anonymous('/api/advertisements')).json()) as { title: string }[]).map((ad) => ad.title);
  const pageText = async () => (await anonymous('/advertisements')).text();

  test('one whose end has passed is neither in /api/advertisements nor on /advertisements', async ({ page, request }) => {
    const ended = `Onam offer ${tag}`;
    ids.push(await createRecord(request, 'advertisements', { title: ended, endsAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(await publicTitles()).not.toContain(ended);
    await page.goto('/advertisements');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Advertisements' })).toBeVisible();
    await expect(page.getByText(ended)).toHaveCount(0);
  });

  test('one starting in 5 s appears once it starts, on the kept pages too, with its link', async ({ page, request }) => {
    const soon = `Starts soon ${tag}`;
    ids.push(await createRecord(request, 'advertisements', { title: soon, startsAt: new Date(Date.now() + 5_000).toISOString(), link: '/contact', linkText: 'Book a seat' }));
    // Twice before it starts: the second answer is the page the server keeps.
    for (let round = 0; round < 2; round += 1) {
      expect(await pageText()).not.toContain(soon);
      expect(await publicTitles()).not.toContain(soon);
    }
    await expect.poll(pageText, { timeout: 9_000, intervals: [500] }).toContain(soon);
    expect(await publicTitles()).toContain(soon);
    await page.goto('/advertisements');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: soon, exact: true }) });
    await expect(item.getByRole('link', { name: 'Book a seat' })).toHaveAttribute('href', '/contact');
    await item.getByRole('button', { name: soon, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: soon });
    await expect(dialog.getByRole('link', { name: 'Book a seat' })).toHaveAttribute('href', '/contact');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    // The newest live one leads the home carousel, its link under it.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Latest advertisements' }).getByRole('link', { name: 'Book a seat' })).toHaveAttribute('href', '/contact');
  });
});
