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
