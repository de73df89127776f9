/**
 * The Statistics tab against the real server (issue 35): views made here are counted where the
 * pages are served, flushed within STATS_FLUSH_SECONDS (playwright.config.ts), and shown by the
 * admin's names; every table downloads as CSV; the dashboard shows the week's figures. Other
 * tests view pages on the same server at the same time, so figures are checked as at least ours.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequest, type Page } from '@playwright/test';
import type { StatsAnswer } from '../../src/domain/visitor-figures.ts';
import { adminApi, expectNoAxeViolations, openAdmin } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

test.describe.configure({ timeout: 90_000 });

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Today in the company's zone (the demo company is in Kerala), as the server counts it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The page views of every row that matches, summed (pages come per route and language). */
const viewsOf = <Row extends { pageViews: number }>(rows: readonly Row[], match: (row: Row) => boolean) =>
  rows.filter(match).reduce((total, row) => total + row.pageViews, 0);

/** Three views of /ml/about from a phone that found the site on Google, as a visitor's browser asks for them. */
async function visitAboutInMalayalam(requests: APIRequest) {
  const phone = await requests.newContext({ baseURL: e2e.baseUrl, userAgent: PHONE, extraHTTPHeaders: { referer: 'https://www.google.com/', accept: 'text/html' } });
  for (let view = 0; view < 3; view++) expect((await phone.get('/ml/about')).status()).toBe(200);
  await phone.dispose();
}

async function openStatistics(page: Page) {
  await openAdmin(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Visitors and page views per day from/ })).toBeVisible();
}

test('views of /ml/about from a phone via Google show as the About page, Malayalam, Google and phones; tables download as CSV; the range can be chosen', async ({ page, request, playwright }) => {
  const admin = await adminApi(request);
  const day = today();
  const stats = () => admin.call<StatsAnswer>('GET', `/stats?from=${day}&to=${day}`);
  const before = await stats();
  await visitAboutInMalayalam(playwright.request);
  // Counted in memory, then flushed: the figures come within a few flush intervals.
  await expect
    .poll(async () => viewsOf((await stats()).pages, (row) => row.route === '/about') - viewsOf(before.pages, (row) => row.route === '/about'), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  const after = await stats();
  expect(viewsOf(after.languages, (row) => row.language === 'ml') - viewsOf(before.languages, (row) => row.language === 'ml')).toBeGreaterThanOrEqual(3);
  expect(viewsOf(after.referrers, (row) => row.source === 'search:google') - viewsOf(before.referrers, (row) => row.source === 'search:google')).toBeGreaterThanOrEqual(3);
  expect(viewsOf(after.devices, (row) => row.device === 'phone') - viewsOf(before.devices, (row) => row.device === 'phone')).toBeGreaterThanOrEqual(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openStatistics(page);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const pages = page.getByRole('table', { name: 'Top pages' });
  const about = pages.getByRole('row').filter({ hasText: 'About page' }).filter({ hasText: 'Malayalam' });
  await expect(about).toContainText('/about');
  expect(Number(await about.getByRole('cell').nth(3).textContent())).toBeGreaterThanOrEqual(
    viewsOf(after.pages, (row) => row.route === '/about' && row.language === 'ml'),
  );
  await expect(page.getByRole('table', { name: 'Languages' }).getByRole('row').filter({ hasText: 'Malayalam' })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Where visitors came from' }).getByRole('row').filter({ hasText: 'Google' })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('row').filter({ hasText: 'Phones' })).toHaveCount(1);
  // The chart's every day is in the table beside it: 30 days and the header row.
  await expect(page.getByRole('table', { name: 'Visitors and page views per day' }).getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Top pages as CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statistics-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Page","Language","Address","Page views","Enquiries","Enquiries per 100 views","Applications","Applications per 100 views"\r\n')).toBe(true);
  expect(csv).toContain('"About page","Malayalam","/about",');

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('table', { name: 'Visitors and page views per day' }).getByRole('row')).toHaveCount(8);

  // A range of the reader's choosing; one that ends before it starts is refused in words.
  await page.getByRole('button', { name: 'Choose days' }).click();
  const form = page.getByRole('form', { name: 'Choose days' });
  await form.getByLabel('First day').fill(day);
  await form.getByLabel('Last day').fill('2020-01-01');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(form.getByRole('alert')).toHaveText('The last day must not be before the first.');
  await expect(form.getByLabel('Last day')).toBeFocused();
  await form.getByLabel('Last day').fill(day);
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table', { name: 'Visitors and page views per day' }).getByRole('row')).toHaveCount(2);
  await expect(pages.getByRole('row').filter({ hasText: 'About page' })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('on a 390 px phone the Statistics tab fits the screen and is axe clean; the dashboard shows this week against last', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  const week = page.locator('[data-week-card]');
  await expect(week.getByRole('heading', { name: 'This week' })).toBeVisible();
  await expect(week.locator('[data-week="visitors"] dd')).toHaveText(/^\d+(the same as last week|(up|down) \d+ from last week \(\d+\))$/);
  await expect(week.locator('[data-week="enquiries"] dd')).toHaveText(/^\d+/);
  await week.getByRole('link', { name: 'This week' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Visitors and page views per day from/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top pages' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
