import { expect, test } from '@playwright/test';
import { checkArchive } from '../../src/server/backup/archive-reader.server.ts';
import { expectNoAxeViolations, openTab } from './fixtures/admin-tabs.ts';

test.describe.configure({ timeout: 90_000 });

test('Back up now shows its progress, lists the backup, downloads it as the archive, and the dashboard shows its time', async ({ page }) => {
  const table = await openTab(page, 'Backups');
  await expect(page.getByText(/A backup is made every day\. The newest 14 are kept/)).toBeVisible();
  // The test server sets no BACKUP_PASSPHRASE: the screen recommends it.
  await expect(page.getByText(/Backups are not encrypted: .*Set BACKUP_PASSPHRASE/)).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByRole('progressbar', { name: 'Backup progress' })).toBeVisible();
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Complete', { timeout: 30_000 });
  await expect(newest).toContainText('Back up now');
  await expect(newest).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^site-backup-\d{8}T\d{9}Z-[a-f0-9]{6}\.tar\.gz$/);
  // The download is the whole site: it passes every check a restore makes, with the demo staff and their pictures.
  const { manifest } = await checkArchive(await download.path(), undefined);
  expect(manifest.tables.find((entry) => entry.name === 'staff_members')?.rows).toBeGreaterThan(0);
  expect(manifest.files.length).toBeGreaterThan(0);

  // The download is in Activity, as a Backup, naming the archive.
  const activity = await openTab(page, 'Activity');
  const downloaded = activity.getByRole('row').filter({ hasText: download.suggestedFilename().replace(/^site-backup-/, '') }).filter({ hasText: 'download' });
  await expect(downloaded.first()).toContainText('Backup');

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Dashboard', exact: true }).click();
  const line = page.locator('[data-backup-health]');
  await expect(line).toContainText('Last good backup');
  await expect(line).toContainText(/just now|1 minute ago/);
  await expect(line).toHaveAttribute('data-backup-health', 'ok');
});
