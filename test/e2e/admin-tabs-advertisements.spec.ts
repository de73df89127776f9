import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Advertisement } from '../../src/domain/advertisement.ts';
import { limits } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  adminApi,
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  failNext,
  hugeJpeg,
  openTab,
  rowWith,
  search,
  smallPng,
  textFile,
  unique,
  expectRefusedBeside,
} from './fixtures/admin-tabs.ts';

// Uploads and several dialogs per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const adDialog = (page: Page) => page.getByRole('dialog', { name: /Advertisement$/ });

/** An .mp4 one byte over the video limit, as a sparse file (too big to pass as a buffer). */
function oversizeVideoPath(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ad-video-')), 'too-long.mp4');
  writeFileSync(file, '');
  truncateSync(file, limits.videoBytes + 1);
  return file;
}

test('the add dialog needs a title and checks image and video files', async ({ page }) => {
  await openTab(page, 'Advertisement Management');
  await page.getByRole('button', { name: 'Add Advertisement' }).click();
  const dialog = adDialog(page);
  await expectNoAxeViolations(page, 'dialog');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.advertisement.titleRequired);
  await expectRefusedBeside(dialog.getByLabel('Title'), messages.advertisement.titleRequired);

  await dialog.getByLabel('Image').setInputFiles(textFile);
  await expectDialog(page, messages.file.invalidTitle, messages.file.invalidAdImage);
  await dialog.getByLabel('Image').setInputFiles(hugeJpeg);
  await expectDialog(page, messages.file.tooLargeTitle, messages.file.imageTooLarge);
  await dialog.getByLabel('Video').setInputFiles(oversizeVideoPath());
  await expectDialog(page, messages.file.tooLargeTitle, messages.file.videoTooLarge);

  const title = unique('Hiring Flutter interns');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Image').setInputFiles(await smallPng());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.advertisement.added);

  await page.goto('/advertisements');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('edit keeps the image unless it is removed', async ({ page }) => {
  const { call, upload } = await adminApi(page.request);
  const image = await upload('ad-image', await smallPng());
  const ad = await call<Advertisement>('POST', '/advertisements', { title: unique('Summer batch'), image });
  const find = async () =>
    (await call<Advertisement[]>('GET', `/advertisements?q=${encodeURIComponent(ad.title)}&limit=5&offset=0`))[0];

  await openTab(page, 'Advertisement Management');
  await search(page, 'advertisements', ad.title);
  await page.getByRole('button', { name: `Edit ${ad.title}` }).click();
  await adDialog(page).getByLabel('Title').fill(`${ad.title} 2026`);
  await adDialog(page).getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.advertisement.updated);
  expect(await find()).toMatchObject({ title: `${ad.title} 2026`, image });

  await page.getByRole('button', { name: `Edit ${ad.title} 2026` }).click();
  await adDialog(page).getByRole('button', { name: 'Remove image' }).click();
  await adDialog(page).getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.advertisement.updated);
  expect(await find()).toMatchObject({ image: '' });
});

test('Move down reorders (a failure says so), and delete asks first', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const first = await call<Advertisement>('POST', '/advertisements', { title: unique('First ad') });
  const second = await call<Advertisement>('POST', '/advertisements', { title: unique('Second ad') });
  const others = (await call<Advertisement[]>('GET', '/advertisements'))
    .map((ad) => ad.id)
    .filter((id) => id !== first.id && id !== second.id);
  await call('PUT', '/advertisements/order', { ids: [first.id, second.id, ...others] });

  const table = await openTab(page, 'Advertisement Management');
  await expectNoAxeViolations(page);
  await failNext(page, 'PUT', /\/api\/advertisements\/order$/);
  await page.getByRole('button', { name: `Move ${first.title} down` }).click();
  await expectDialog(page, messages.admin.errorTitle, messages.adminError('save', 'the order of advertisements', 500, 'boom'));
  await page.getByRole('button', { name: `Move ${first.title} down` }).click();
  await expect(page.getByRole('button', { name: `Move ${second.title} up` })).toBeDisabled();
  const order = (await call<Advertisement[]>('GET', '/advertisements')).map((ad) => ad.id);
  expect(order.slice(0, 2)).toEqual([second.id, first.id]);

  await page.getByRole('button', { name: `Delete ${first.title}` }).click();
  await answerConfirm(page, messages.confirmDelete('advertisement'), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.advertisement.deleted);
  await expect(rowWith(table, first.title)).toHaveCount(0);
});

test('the list says which ads are live, scheduled, ended or hidden and which are in the home carousel; Move to top puts one first', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const hour = 3_600_000;
  const ads = [
    await call<Advertisement>('POST', '/advertisements', { title: unique('Hidden ad'), hidden: true }),
    await call<Advertisement>('POST', '/advertisements', { title: unique('Ended ad'), endsAt: new Date(Date.now() - hour).toISOString() }),
    await call<Advertisement>('POST', '/advertisements', { title: unique('Scheduled ad'), startsAt: new Date(Date.now() + hour).toISOString() }),
    await call<Advertisement>('POST', '/advertisements', { title: unique('Live ad') }),
  ];
  const [hidden, ended, scheduled, live] = ads as [Advertisement, Advertisement, Advertisement, Advertisement];
  const table = await openTab(page, 'Advertisement Management');
  await expectNoAxeViolations(page);
  // New ads go first: the last one made heads the list, and the newest live one is in the carousel.
  await expect(table.getByRole('row').nth(1)).toContainText(live.title);
  await expect(rowWith(table, live.title)).toContainText('Live');
  await expect(rowWith(table, live.title)).toContainText('In the home carousel');
  await expect(rowWith(table, scheduled.title)).toContainText('Scheduled');
  await expect(rowWith(table, scheduled.title)).toContainText('Starts ');
  await expect(rowWith(table, ended.title)).toContainText('Ended');
  await expect(rowWith(table, hidden.title)).toContainText('Hidden');
  for (const ad of [hidden, ended, scheduled]) await expect(rowWith(table, ad.title)).not.toContainText('In the home carousel');

  await expect(page.getByRole('button', { name: `Move to top ${live.title}` })).toBeDisabled();
  await page.getByRole('button', { name: `Move to top ${hidden.title}` }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(hidden.title);
  const order = (await call<Advertisement[]>('GET', '/advertisements')).map((ad) => ad.id);
  expect(order.slice(0, 4)).toEqual([hidden.id, live.id, scheduled.id, ended.id]);
  for (const ad of ads) await call('DELETE', `/advertisements/${ad.id}`);
});

test('the form takes a link, its button text, start and end in the company time zone, and hidden', async ({ page }) => {
  await openTab(page, 'Advertisement Management');
  await page.getByRole('button', { name: 'Add Advertisement' }).click();
  const dialog = adDialog(page);
  const title = unique('Form campaign');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Link').fill('ftp://example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectRefusedBeside(dialog.getByLabel('Link'), messages.advertisement.invalidLink);
  await dialog.getByLabel('Link').fill('/internship/apply');
  await dialog.getByLabel('Button Text').fill('Apply now');
  await expect(dialog.getByText('Time in Asia/Kolkata', { exact: false }).first()).toBeVisible();
  await dialog.getByLabel('Starts').fill('2030-08-25T09:00');
  await dialog.getByLabel('Ends').fill('2030-08-24T09:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectRefusedBeside(dialog.getByLabel('Ends'), messages.advertisement.endBeforeStart);
  await dialog.getByLabel('Ends').fill('2030-09-15T18:00');
  await dialog.getByLabel('Hidden').check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.advertisement.added);
  const { call } = await adminApi(page.request);
  const saved = (await call<Advertisement[]>('GET', `/advertisements?q=${encodeURIComponent(title)}`))[0]!;
  expect([saved.link, saved.linkText, saved.startsAt, saved.endsAt, saved.hidden]).toEqual([
    '/internship/apply', 'Apply now', '2030-08-25T03:30:00.000Z', '2030-09-15T12:30:00.000Z', true,
  ]);
  await call('DELETE', `/advertisements/${saved.id}`);
});
