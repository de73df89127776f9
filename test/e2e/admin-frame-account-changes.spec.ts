/**
 * The whole e-mail and password change, as an admin lives it: the dialog, the mail (read back
 * from the outbox), the link, the verification page and the login banner. Runs against a
 * server of its own (e2e.accounts), so the shared admin account never changes under other tests.
 */
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { adminUrls, linkFromOutbox, logInThroughForm, loginBanner } from './fixtures/admin-frame.ts';
import { expectNoAxeViolations } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: e2e.accounts.baseUrl });

const dataDir = () => {
  const dir = process.env.E2E_ACCOUNTS_DATA_DIR;
  if (!dir) throw new Error('E2E_ACCOUNTS_DATA_DIR is set by playwright.config.ts');
  return dir;
};

const newEmail = e2e.accounts.changedAdmin.email;

/** Asks for a password change through the login page's dialog, as an admin does. */
async function requestPasswordChange(page: Page, email: string, password: string): Promise<void> {
  await page.goto(adminUrls.login);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Email of account to change').fill(email);
  await dialog.getByLabel('New password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm new password').fill(password);
  await dialog.getByRole('button', { name: 'Request Password Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(loginBanner(page)).toHaveText(messages.passwordChange.requested);
}
const newPassword = 'N3w!Passw0rdX';

test('a change asked for by someone else changes nothing when its link is opened in a fresh browser', async ({ browser, request }) => {
  // Anyone can ask; the owner's mail filter, or the owner out of curiosity, opens the link.
  const since = Date.now() - 1000;
  const attackerPassword = 'Attacker1!';
  const asked = await request.post('/api/requestPasswordChange', { data: { emailToChange: e2e.admin.email, newPassword: attackerPassword } });
  expect(asked.status()).toBe(200);
  const link = await linkFromOutbox(dataDir(), since, e2e.admin.email, adminUrls.verifyPassword);

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(link);
  await expect(page.getByText(messages.verification.typeToConfirm.password)).toBeVisible();
  await expect(page.getByLabel(messages.verification.typedLabel.password, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await fresh.close();

  const signIn = (password: string) => request.post('/api/auth/login', { data: { email: e2e.admin.email, password } });
  expect((await signIn(attackerPassword)).status()).toBe(401);
  expect((await signIn(e2e.admin.password)).status()).toBe(200);
});

test('an e-mail change is confirmed from the current address, then from the new one, and then signs in', async ({ page }) => {
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
  await expect(loginBanner(page)).toHaveText(messages.verification.newAddressSent);

  const secondLink = await linkFromOutbox(dataDir(), since, newEmail, adminUrls.verifyEmail);
  await page.goto(secondLink);
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveText(messages.verification.emailChanged);

  // The old address no longer signs in; the new one does.
  await logInThroughForm(page);
  await expect(loginBanner(page)).toHaveText(messages.auth.invalidCredentials);
  await logInThroughForm(page, { email: newEmail, password: e2e.admin.password });
  await expect(page).toHaveURL(adminUrls.dashboard);

  // The link works once.
  await page.goto(secondLink);
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-danger/);
});

test('a password change is requested, mailed, verified through the link, and then signs in', async ({ page }) => {
  const since = Date.now() - 1000;
  await requestPasswordChange(page, newEmail, newPassword);

  const link = await linkFromOutbox(dataDir(), since, newEmail, adminUrls.verifyPassword);
  await page.goto(link);
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-success/);

  await logInThroughForm(page, { email: newEmail, password: e2e.admin.password });
  await expect(loginBanner(page)).toHaveText(messages.auth.invalidCredentials);
  await logInThroughForm(page, { email: newEmail, password: newPassword });
  await expect(page).toHaveURL(adminUrls.dashboard);
});

test('a password change opened in another browser applies once the new password is typed there', async ({ page, browser }) => {
  const since = Date.now() - 1000;
  const typedPassword = e2e.accounts.changedAdmin.password;
  await requestPasswordChange(page, newEmail, typedPassword);
  const link = await linkFromOutbox(dataDir(), since, newEmail, adminUrls.verifyPassword);

  // The mail opened on the phone, say: another browser.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  const field = phone.getByLabel(messages.verification.typedLabel.password, { exact: true });
  await field.fill('Wr0ng!Passw0rd');
  await phone.getByRole('button', { name: messages.verification.apply }).click();
  await expect(phone.getByRole('alert')).toHaveText(messages.verification.typedMismatch);
  await field.fill(typedPassword);
  await phone.getByRole('button', { name: messages.verification.apply }).click();
  await expect(phone).toHaveURL(adminUrls.login);
  await expect(loginBanner(phone)).toHaveText(messages.verification.passwordChanged);
  await logInThroughForm(phone, { email: newEmail, password: typedPassword });
  await expect(phone).toHaveURL(adminUrls.dashboard);
  await other.close();
});
