import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { adminPaths } from '../../src/domain/routes.ts';
import { linkFromOutbox } from './fixtures/admin-frame.ts';
import { adminApi, expectDialog, expectNoAxeViolations, unique } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

test.describe.configure({ timeout: 90_000 });

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return dir;
};
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

// An account of its own: "Sign out everywhere else" on the shared admin would end the other tests' sessions.
test('a common password is refused on the invitation page; Signed-in devices lists where one is signed in, ends another session, and signs out everywhere else', async ({ page, request, playwright, browser }) => {
  const since = Date.now() - 1000;
  const email = `${unique('devices').replace(' ', '-')}@example.com`;
  const password = 'D3vices!Owner';
  await (await adminApi(request)).call('POST', '/accounts/invite', { email });
  const link = new URL(await linkFromOutbox(dataDir(), since, email, e2e.adminBase + adminPaths.acceptInvite));
  // The invitation page shows the server's refusal of a common password in its own words.
  const invitation = await browser.newPage();
  await invitation.goto(link.toString());
  await invitation.getByLabel(messages.accounts.passwordLabel, { exact: true }).fill('Password1!');
  await invitation.getByLabel(messages.accounts.confirmLabel, { exact: true }).fill('Password1!');
  await invitation.getByRole('button', { name: messages.accounts.acceptButton }).click();
  await expect(invitation.getByRole('alert')).toHaveText(messages.passwordChange.common);
  await invitation.close();

  const elsewhere = (userAgent: string) => playwright.request.newContext({ baseURL: e2e.baseUrl, userAgent });
  const phone = await elsewhere(CHROME_ANDROID);
  expect((await phone.post('/api/accept-invite', { data: { token: link.searchParams.get('token'), password }, headers: { origin: e2e.baseUrl } })).ok()).toBe(true);
  const laptop = await elsewhere(FIREFOX_WINDOWS);
  expect((await laptop.post('/api/auth/login', { data: { email, password }, headers: { origin: e2e.baseUrl } })).ok()).toBe(true);

  expect((await page.request.post('/api/auth/login', { data: { email, password }, headers: { origin: e2e.baseUrl } })).ok()).toBe(true);
  await page.goto(e2e.adminBase);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: messages.sessions.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: messages.sessions.title })).toBeVisible();
  const table = page.getByRole('table', { name: messages.sessions.title });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').filter({ hasText: messages.sessions.thisDevice })).toHaveCount(1);
  await expect(table).toContainText('Chrome on Android');
  await expect(table).toContainText('Firefox on Windows');
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: /^End the session of Chrome on Android/ }).click();
  await expectDialog(page, messages.admin.successTitle, messages.sessions.ended);
  await expect(table.getByRole('row')).toHaveCount(3);
  expect((await phone.get('/api/auth/me')).status()).toBe(401);

  await page.getByRole('button', { name: messages.sessions.signOutOthers }).click();
  await expectDialog(page, messages.admin.successTitle, messages.sessions.endedOthers(1));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: messages.sessions.signOutOthers })).toBeDisabled();
  expect((await laptop.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).ok()).toBe(true);
  await Promise.all([phone.dispose(), laptop.dispose()]);
});
