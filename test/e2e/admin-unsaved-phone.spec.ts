/**
 * Issue 37, parts 1 and 7: nothing typed in an admin dialog is lost (the question before it
 * closes, the draft kept in the browser tab and offered back), and the admin on a 390 px phone
 * (the Menu, every tab's row actions in reach, View site).
 */
import { expect, test, type Page } from '@playwright/test';
import { unsavedTexts } from '../../src/admin/ui/unsaved-texts.ts';
import { adminApi, answerConfirm, chooseTab, expectNoAxeViolations, openAdmin, openTab, unique } from './fixtures/admin-tabs.ts';

// A dozen tabs, each run through axe, on a machine shared with other runs.
test.describe.configure({ timeout: 400_000 });

const staffDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Team Member' });

test('a changed staff dialog asks before Escape or Cancel closes it, and its draft is offered back', async ({ page }) => {
  await openTab(page, 'Staff Members');
  const add = page.getByRole('button', { name: 'Add Team Member' });
  await add.click();
  const dialog = staffDialog(page);
  const typed = unique('Unsaved Meera');
  await dialog.getByLabel('Name').fill(typed);

  await page.keyboard.press('Escape');
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.keepEditing);
  await expect(dialog.getByLabel('Name')).toHaveValue(typed);

  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectNoAxeViolations(page, 'dialog');
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.leave);
  await expect(dialog).toHaveCount(0);

  // Opened again, after a reload too: the draft is offered, and restored as typed.
  await page.reload();
  await chooseTab(page, 'Staff Members');
  await add.click();
  await expect(dialog.getByText(unsavedTexts.draftOffer)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expectNoAxeViolations(page, 'dialog');
  await dialog.getByRole('button', { name: unsavedTexts.restore, exact: true }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue(typed);
  await expect(dialog.getByText(unsavedTexts.draftOffer)).toHaveCount(0);

  // The browser's back button asks too (the dialog keeps the page behind out of reach).
  await page.goBack();
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.keepEditing);
  await expect(dialog.getByLabel('Name')).toHaveValue(typed);

  // Discarded, the draft is gone, and an unchanged form closes without a question.
  await page.keyboard.press('Escape');
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.leave);
  await add.click();
  await dialog.getByRole('button', { name: unsavedTexts.discard, exact: true }).click();
  await expect(dialog.getByText(unsavedTexts.draftOffer)).toHaveCount(0);
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await add.click();
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await expect(dialog.getByText(unsavedTexts.draftOffer)).toHaveCount(0);
});

test('at 390x844 every tab fits the phone: the Menu, the row actions on screen, no sideways scrolling', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const name = unique('Phone Kunjiraman Sreedharan Nair');
  await call('POST', '/team', { name, role: 'Flutter Developer', employeeId: name.replace(/\s/g, '-'), joiningDate: '2024-06-01', bloodGroup: 'O+', status: 'Currently Working' });
  await call('POST', '/clients', { name, shortDescription: 'Handloom saris from Kerala.' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  const viewSite = sidebar.getByRole('link', { name: 'View site (opens in a new tab)' });
  await expect(viewSite).toHaveAttribute('href', '/');
  await expect(viewSite).toHaveAttribute('target', '_blank');
  const tabs = await sidebar.getByRole('list').getByRole('button').filter({ hasNotText: 'Logout' }).allInnerTexts();
  await menu.click();
  expect(tabs.length).toBeGreaterThanOrEqual(10);

  for (const label of tabs.map((text) => text.replace(/\s*\d+$/, '').trim())) {
    await chooseTab(page, label);
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    const fits = await page.evaluate(() => {
      const width = window.innerWidth;
      // A region overflowing is reported by its name and its widest part, to say what to fix.
      const named = (region: HTMLElement) => {
        const widest = [...region.querySelectorAll<HTMLElement>('*')].sort((a, b) => b.scrollWidth - a.scrollWidth)[1];
        return `${document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent}: ${widest?.outerHTML.slice(0, 200)}`;
      };
      const main = document.querySelector('main')!;
      const regions = [...main.querySelectorAll<HTMLElement>('[role="region"]')].filter((region) => region.scrollWidth > region.clientWidth + 1);
      const outside = [...main.querySelectorAll<HTMLElement>('button, a.btn')]
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => ({ text: button.textContent, box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.left < 0 || box.right > width + 0.5)
        .map(({ text }) => text);
      return { page: document.documentElement.scrollWidth <= document.documentElement.clientWidth, regions: regions.map(named), outside };
    });
    expect(fits, label).toEqual({ page: true, regions: [], outside: [] });
    await expectNoAxeViolations(page);
  }
});
