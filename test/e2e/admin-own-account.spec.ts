/**
 * The signed-in account changes its own password from inside the admin (Signed-in devices, "Your
 * account"): the login page's request without the account field, the rule's shortfall shown
 * while typing, the mailed link applied in this browser, and the new password signing in. An
 * account of its own: an applied change signs out every session of the account.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { adminPaths } from '../../src/domain/routes.ts';
import { adminUrls, linkFromOutbox, logInThroughForm, loginBanner } from './fixtures/admin-frame.ts';
import { adminApi, expectDialog, expectNoAxeViolations, unique } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

test.describe.configure({ timeout: 90_000 });

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return dir;
};

test('changes my password inside the admin: what is missing shows while typing, the link applies it, the new password signs in', async ({ page, request }) => {
  const since = Date.now() - 1000;
  const email = `${unique('own-account').replace(' ', '-')}@example.com`;
  const [oldPassword, newPassword] = ['0wn!AccountPass', 'N3w!OwnPassword'];
  await (await adminApi(request)).call('POST', '/accounts/invite', { email, name: 'Own Account' });
  const invitation = new URL(await linkFromOutbox(dataDir(), since, email, e2e.adminBase + adminPaths.acceptInvite));
  const accept = { token: invitation.searchParams.get('token'), password: oldPassword };
  expect((await page.request.post('/api/accept-invite', { data: accept, headers: { origin: e2e.baseUrl } })).ok()).toBe(true);

  await page.goto(e2e.adminBase);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: messages.sessions.title, exact: true }).click();
  const card = page.getByRole('region', { name: messages.ownAccount.title });
  await expect(card).toContainText(messages.ownAccount.intro);
  await card.getByRole('button', { name: messages.ownAccount.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: messages.ownAccount.changePassword });
  await expect(dialog.getByLabel('Email of account to change')).toHaveCount(0);

  const field = dialog.getByLabel('New password', { exact: true });
  await field.fill('ownpass1');
  await expect(dialog.getByText('Add an uppercase letter and a symbol (one of @$!%*?&).')).toBeVisible();
  await field.fill('Ownpass1');
  await expect(dialog.getByText('Add a symbol (one of @$!%*?&).')).toBeVisible();
  await expectNoAxeViolations(page);
  await field.fill(newPassword);
  await expect(dialog.getByText(/^Add /)).toHaveCount(0);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Request Password Change' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.passwordChange.requested);

  // The link to the account's own address, opened in this browser, applies the change.
  await page.goto(await linkFromOutbox(dataDir(), since, email, adminUrls.verifyPassword));
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveText(messages.verification.passwordChanged);
  await logInThroughForm(page, { email, password: oldPassword });
  await expect(loginBanner(page)).toHaveText(messages.auth.invalidCredentials);
  await logInThroughForm(page, { email, password: newPassword });
  await expect(page).toHaveURL(adminUrls.dashboard);
});

test('/favicon.ico answers an icon; public pages and the admin link the SVG mark', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  // ICONDIR: reserved 0, type 1 (icon), then at least one image.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

  for (const path of ['/', '/ml/about', adminUrls.login]) {
    await page.goto(path);
    const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
    expect(href, path).toBeTruthy();
    const svg = await request.get(href!);
    expect([svg.status(), svg.headers()['content-type']], path).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
  }
});
