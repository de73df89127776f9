import { expect, test } from '@playwright/test';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { adminPaths } from '../../src/domain/routes.ts';
import { adminUrls, linkFromOutbox } from './fixtures/admin-frame.ts';
import { adminApi, answerConfirm, expectDialog, expectNoAxeViolations, openTab, rowWith, unique } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

test.describe.configure({ timeout: 90_000 });

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return dir;
};

test('a colleague is invited from Accounts, sets a password through the mailed link, lands signed in, and Activity shows both', async ({ page, browser }) => {
  const since = Date.now() - 1000;
  const email = `${unique('colleague').replace(' ', '-')}@example.com`;
  const password = 'C0lleague!Pass';

  await openTab(page, 'Accounts');
  await expect(page.getByRole('table', { name: 'Accounts' })).toContainText(`${e2e.admin.email} (you)`);
  await page.getByLabel(messages.accounts.inviteLabel).fill(email);
  await page.getByLabel(messages.accounts.nameLabel, { exact: true }).fill('Colleague Nair');
  await page.getByRole('button', { name: messages.accounts.invite, exact: true }).click();
  await expectDialog(page, messages.admin.successTitle, messages.accounts.invited(email));
  await expect(page.getByRole('table', { name: messages.accounts.pendingTitle }).getByRole('row').filter({ hasText: email })).toContainText('Colleague Nair');
  await expectNoAxeViolations(page);

  const link = await linkFromOutbox(dataDir(), since, email, e2e.adminBase + adminPaths.acceptInvite);
  const other = await browser.newContext();
  const invited = await other.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { level: 1, name: messages.accounts.acceptTitle })).toBeVisible();
  await expectNoAxeViolations(invited);
  await invited.getByLabel(messages.accounts.passwordLabel, { exact: true }).fill(password);
  await invited.getByLabel(messages.accounts.confirmLabel, { exact: true }).fill('Different!Pass1');
  await invited.getByRole('button', { name: messages.accounts.acceptButton }).click();
  await expect(invited.getByRole('alert')).toHaveText(messages.passwordChange.mismatch);
  await invited.getByLabel(messages.accounts.confirmLabel, { exact: true }).fill(password);
  await invited.getByRole('button', { name: messages.accounts.acceptButton }).click();
  await expect(invited).toHaveURL(adminUrls.dashboard);
  await expect(invited.getByText(`Signed in as ${email}`)).toBeVisible();
  await other.close();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: messages.accounts.activityTitle, exact: true }).click();
  const trail = page.getByRole('table', { name: messages.accounts.activityTitle });
  await expect(trail.getByRole('row').filter({ hasText: email }).filter({ hasText: 'sign in' })).toHaveCount(1);
  await page.getByLabel('Kind').selectOption({ label: 'Account' });
  await page.getByLabel('Account', { exact: true }).selectOption({ label: e2e.admin.email });
  await page.getByRole('button', { name: 'Show' }).click();
  // Other tests sign in meanwhile, so the invitation need not be the newest line.
  await expect(trail.getByRole('row').filter({ hasText: 'invite' }).first()).toContainText(e2e.admin.email);
  // The admin's invite entry names the invited address; the colleague's own sign-in is not the admin's.
  await expect(trail.getByRole('row').filter({ hasText: email }).filter({ hasText: 'sign in' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('pending invitations are listed with their sender and expiry, and one is revoked', async ({ page, request }) => {
  const email = `${unique('pending').replace(' ', '-')}@example.com`;
  const admin = await adminApi(request);
  await admin.call('POST', '/accounts/invite', { email, role: 'editor' });

  await openTab(page, 'Accounts');
  const pending = page.getByRole('table', { name: messages.accounts.pendingTitle });
  const row = rowWith(pending, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(e2e.admin.email);
  const { expiresAt } = (await admin.call<Array<{ email: string; expiresAt: string }>>('GET', '/accounts/invitations')).find((invitation) => invitation.email === email)!;
  await expect(row.getByRole('cell').nth(3)).not.toBeEmpty();
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `${messages.accounts.revoke} the invitation to ${email}` }).click();
  await answerConfirm(page, messages.accounts.confirmRevoke(email), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.accounts.revoked);
  await expect(rowWith(pending, email)).toHaveCount(0);
  const left = await admin.call<Array<{ email: string }>>('GET', '/accounts/invitations');
  expect(left.map((invitation) => invitation.email)).not.toContain(email);
});

test('an editor is not offered what only owners may do; an owner sees and changes roles in Accounts', async ({ page, browser, request }) => {
  const since = Date.now() - 1000;
  const email = `${unique('editor').replace(' ', '-')}@example.com`;
  const password = 'Ed1tor!Passw0rd';
  const admin = await adminApi(request);
  await admin.call('POST', '/accounts/invite', { email, role: 'editor' });
  const link = await linkFromOutbox(dataDir(), since, email, e2e.adminBase + adminPaths.acceptInvite);
  const token = new URL(link).searchParams.get('token')!;

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const accepted = await editor.request.post('/api/accept-invite', { data: { token, password }, headers: { origin: e2e.baseUrl } });
  expect(accepted.ok()).toBe(true);
  await editor.goto(adminUrls.dashboard);
  const sidebar = editor.getByRole('navigation', { name: 'Admin sections' });
  await expect(sidebar.getByRole('button', { name: 'Staff Members', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Site Content', exact: true })).toBeVisible();
  for (const ownersOnly of [messages.accounts.title, 'Backups', messages.privacy.title, messages.accounts.activityTitle]) {
    await expect(sidebar.getByRole('button', { name: ownersOnly, exact: true })).toHaveCount(0);
  }

  // A bookmark to an owners' screen shows a plain notice, not a screen of refusals.
  for (const tab of ['accounts', 'backups', 'privacy', 'activity']) {
    await editor.goto(`${adminUrls.dashboard}?tab=${tab}`);
    await expect(editor.getByRole('status').filter({ hasText: messages.accounts.ownersOnlyScreen })).toBeVisible();
    await expect(editor.getByRole('table')).toHaveCount(0);
  }

  await sidebar.getByRole('button', { name: 'Site Content', exact: true }).click();
  const documents = editor.getByRole('table');
  await expect(documents.getByRole('link', { name: contentDocuments.home.title, exact: true })).toBeVisible();
  await expect(documents.getByRole('link', { name: contentDocuments.company.title, exact: true })).toHaveCount(0);
  await editor.goto(`${adminUrls.dashboard}?tab=content&doc=company`);
  await expect(editor.getByRole('status').filter({ hasText: messages.accounts.ownersOnlyScreen })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editorContext.close();

  await openTab(page, 'Accounts');
  const row = rowWith(page.getByRole('table', { name: messages.accounts.title }), email);
  const role = row.getByRole('combobox', { name: `${messages.accounts.changeRole}: ${email}` });
  await expect(role).toHaveValue('editor');
  await role.selectOption('owner');
  await expectDialog(page, messages.admin.successTitle, messages.accounts.roleChanged(email, 'owner'));
  const listed = await admin.call<Array<{ email: string; role: string }>>('GET', '/accounts');
  expect(listed.find((account) => account.email === email)?.role).toBe('owner');
});
