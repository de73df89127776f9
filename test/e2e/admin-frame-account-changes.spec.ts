/**
 * The whole e-mail and password change, as an admin lives it: the dialog, the mail (read back
 * from the outbox), the link, the verification page and the login banner. Runs against a
 * server of its own (e2e.accounts), so the shared admin account never changes under other tests.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { adminUrls, linkFromOutbox, logInThroughForm, loginBanner } from './fixtures/admin-frame.ts';
import { e2e } from './fixtures/config.ts';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: e2e.accounts.baseUrl });

const dataDir = () => {
  const dir = process.env.E2E_ACCOUNTS_DATA_DIR;
  if (!dir) throw new Error('E2E_ACCOUNTS_DATA_DIR is set by playwright.config.ts');
  return dir;
};

const newEmail = 'office-admin@example.com';
const newPassword = 'N3w!Passw0rdX';

test('an e-mail change is requested, mailed, verified through the link, and then signs in', async ({ page }) => {
  const since = Date.now() - 1000;
  await page.goto(adminUrls.login);
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await dialog.getByLabel('Email of account to change').fill(e2e.admin.email);
  await dialog.getByLabel('New email', { exact: true }).fill(newEmail);
  await dialog.getByLabel('Confirm new email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Request Email Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(loginBanner(page)).toHaveText(messages.emailChange.requested);

  const link = await linkFromOutbox(dataDir(), since, e2e.admin.email, adminUrls.verifyEmail);
  await page.goto(link);
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-success/);

  // The old address no longer signs in; the new one does.
  await logInThroughForm(page);
  await expect(loginBanner(page)).toHaveText(messages.auth.invalidCredentials);
  await logInThroughForm(page, { email: newEmail, password: e2e.admin.password });
  await expect(page).toHaveURL(adminUrls.dashboard);

  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-danger/);
});

test('a password change is requested, mailed, verified through the link, and then signs in', async ({ page }) => {
  const since = Date.now() - 1000;
  await page.goto(adminUrls.login);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Email of account to change').fill(newEmail);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Request Password Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(loginBanner(page)).toHaveText(messages.passwordChange.requested);

  const link = await linkFromOutbox(dataDir(), since, newEmail, adminUrls.verifyPassword);
  await page.goto(link);
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-success/);

  await logInThroughForm(page, { email: newEmail, password: e2e.admin.password });
  await expect(loginBanner(page)).toHaveText(messages.auth.invalidCredentials);
  await logInThroughForm(page, { email: newEmail, password: newPassword });
  await expect(page).toHaveURL(adminUrls.dashboard);
});
