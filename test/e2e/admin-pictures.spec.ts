/**
 * Pictures as people have them (docs/decisions/097): a phone photo over the limit, a WebP and a
 * HEIC bring SPEC's dialogs, whose extra button fixes them in the browser; a chosen staff photo
 * is previewed and only its square is stored. Each stored file is read back as the site serves it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { limits } from '../../src/domain/limits.ts';
import { mediaWidths } from '../../src/domain/media-url.ts';
import { messages } from '../../src/domain/messages.ts';
import type { StaffMember } from '../../src/domain/staff.ts';
import { adminApi, expectDialog, expectNoAxeViolations, openTab, unique } from './fixtures/admin-tabs.ts';

// A 6 MB photo made, converted and sent several times: room for a loaded machine.
test.describe.configure({ timeout: 150_000 });

const staffDialog = (page: Page) => page.getByRole('dialog', { name: /Team Member$/ });

/** A 4000×3000 phone-sized JPEG of noise (which compresses badly), a little over 6 MB. */
async function phonePhoto() {
  const buffer = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 87 })
    .toBuffer();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer };
}

/** A `width`×`height` picture whose left half is red and right half blue, so a crop can be told apart. */
async function halves(width: number, height: number, format: 'webp' | 'png') {
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) raw[index * 3 + (index % width < width / 2 ? 0 : 2)] = 220;
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })[format]().toBuffer();
  return { name: `halves.${format}`, mimeType: `image/${format}`, buffer };
}

/** Opens Add Team Member with every required field filled; resolves with the dialog and the name. */
async function addTeamMember(page: Page): Promise<{ dialog: Locator; name: string }> {
  await openTab(page, 'Staff Members');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = staffDialog(page);
  const name = unique('Picture');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').fill('Photographer');
  await dialog.getByLabel('Employee ID').fill(name.replace(/\s/g, '-'));
  await dialog.getByLabel('Joining Date').fill('2025-02-01');
  await dialog.getByLabel('Blood Group').selectOption('A+');
  return { dialog, name };
}

/** Answers SPEC's dialog with its extra button; the dialog must be accessible and keep SPEC's words. */
async function takeOffer(page: Page, title: string, text: string, action: string): Promise<void> {
  const shown = page.getByRole('dialog', { name: title });
  await expect(shown).toContainText(text);
  await expectNoAxeViolations(page, 'dialog');
  await shown.getByRole('button', { name: action }).click();
  await expect(shown).toBeHidden();
}

/** Saves the form and reads back the stored profile picture as the site serves it. */
async function saveAndReadPicture(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The picture is cut and sent first; on a loaded machine that outlasts the usual wait.
  await expect(page.getByRole('dialog', { name: messages.admin.successTitle })).toBeVisible({ timeout: 60_000 });
  await expectDialog(page, messages.admin.successTitle, messages.staff.added);
  const { call } = await adminApi(page.request);
  const [saved] = (await call<StaffMember[]>('GET', `/team?q=${encodeURIComponent(name)}&limit=5&offset=0`)).filter((member) => member.name === name);
  expect(saved?.profilePicture).toMatch(/^\/media\//);
  const served = await page.request.get(saved!.profilePicture);
  expect(served.ok()).toBe(true);
  const bytes = await served.body();
  return { bytes, meta: await sharp(bytes).metadata(), stats: await sharp(bytes).stats() };
}

const largestStaffWidth = Math.max(...mediaWidths.staff);

test('a 6 MB phone photo brings "File Too Large", and its offer stores it small, square and within the limit', async ({ page }) => {
  const photo = await phonePhoto();
  expect(photo.buffer.length).toBeGreaterThan(limits.profileImageBytes);
  const { dialog, name } = await addTeamMember(page);
  await dialog.getByLabel('Profile Picture').setInputFiles(photo);
  await takeOffer(page, messages.file.tooLargeTitle, messages.file.imageTooLarge, 'Make it smaller and use it');

  await expect(dialog.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Square kept of the profile picture/ })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
  const { bytes, meta } = await saveAndReadPicture(page, dialog, name);
  expect(meta.format).toBe('jpeg');
  expect(bytes.length).toBeLessThanOrEqual(limits.profileImageBytes);
  expect([meta.width, meta.height]).toEqual([largestStaffWidth, largestStaffWidth]);
});

test('a WebP staff photo brings "Invalid File" and is stored as a JPEG; closing the dialog keeps nothing', async ({ page }) => {
  const webp = await halves(400, 400, 'webp');
  const { dialog, name } = await addTeamMember(page);
  const picture = dialog.getByLabel('Profile Picture');
  // Close answers as SPEC's dialog always did: nothing is chosen.
  await picture.setInputFiles(webp);
  await expectDialog(page, messages.file.invalidTitle, messages.file.invalidImage);
  await expect(dialog.getByRole('img', { name: 'Preview of the new profile picture' })).toHaveCount(0);

  await picture.setInputFiles(webp);
  await takeOffer(page, messages.file.invalidTitle, messages.file.invalidImage, 'Convert to JPEG and use it');
  await expect(dialog.getByText('Only the square is saved: 300 × 300 pixels')).toBeVisible();
  const { meta } = await saveAndReadPicture(page, dialog, name);
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([largestStaffWidth, largestStaffWidth]);
});

test('a HEIC photo from a phone is converted in the browser under the admin policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  const { dialog, name } = await addTeamMember(page);
  // 64×48, red left half and blue right half, as an iPhone stores it.
  await dialog.getByLabel('Profile Picture').setInputFiles({
    name: 'IMG_0001.HEIC',
    mimeType: 'image/heic',
    buffer: readFileSync(new URL('./fixtures/files/photo.heic', import.meta.url)),
  });
  await takeOffer(page, messages.file.invalidTitle, messages.file.invalidImage, 'Convert to JPEG and use it');
  await expect(dialog.getByText('Only the square is saved: 48 × 48 pixels')).toBeVisible({ timeout: 30_000 });
  const { meta, stats } = await saveAndReadPicture(page, dialog, name);
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([48, 48]);
  // The middle square holds both halves: red and blue, both there.
  expect(stats.channels[0]!.mean).toBeGreaterThan(60);
  expect(stats.channels[2]!.mean).toBeGreaterThan(60);
  expect(violations).toEqual([]);
});

test('the square is moved with the keyboard and resized, and only it is stored', async ({ page }) => {
  const { dialog, name } = await addTeamMember(page);
  await dialog.getByLabel('Profile Picture').setInputFiles(await halves(200, 100, 'png'));
  const square = dialog.getByRole('button', { name: /^Square kept of the profile picture/ });
  await expect(dialog.getByText('Only the square is saved: 100 × 100 pixels, 50 from the left')).toBeVisible();
  await dialog.getByLabel('Square size').fill('50');
  await expect(dialog.getByText('Only the square is saved: 50 × 50 pixels, 75 from the left')).toBeVisible();
  await square.focus();
  // Shift+→ moves a tenth of the shorter side; far enough to reach the right edge.
  for (let press = 0; press < 10; press++) await square.press('Shift+ArrowRight');
  await expect(dialog.getByText('Only the square is saved: 50 × 50 pixels, 150 from the left')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');

  const { meta, stats } = await saveAndReadPicture(page, dialog, name);
  expect([meta.width, meta.height]).toEqual([50, 50]);
  // Only the blue right half is left.
  expect(stats.channels[0]!.mean).toBeLessThan(20);
  expect(stats.channels[2]!.mean).toBeGreaterThan(180);
});

test('only the admin area may compile WebAssembly or start blob workers', async ({ page }) => {
  const site = await page.request.get('/');
  expect(site.headers()['content-security-policy']).not.toMatch(/wasm-unsafe-eval|worker-src blob:/);
  await openTab(page, 'Staff Members');
  const admin = await page.request.get(page.url());
  expect(admin.headers()['content-security-policy']).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
});
