import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
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
