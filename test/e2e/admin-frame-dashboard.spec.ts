import { expect, request as playwrightRequest, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import type { StaffMember } from '../../src/domain/staff.ts';
import { adminApi, expectNoAxeViolations, unique } from './fixtures/admin-tabs.ts';
import { adminUrls, logInThroughForm } from './fixtures/admin-frame.ts';
import { e2e } from './fixtures/config.ts';

const TAB_LABELS = ['Dashboard', 'Staff Members', 'Client Management', 'Contact Submissions', 'Internship Inquiries', 'Advertisement Management'];

async function signIn(page: import('@playwright/test').Page) {
  await page.goto(adminUrls.login);
  await logInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('the dashboard shows the six tabs, the staff panel link, logout and the five counts', async ({ page, request }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  for (const label of TAB_LABELS) await expect(sidebar.getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Staff Panel' })).toHaveAttribute('href', adminUrls.staffPanel);
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The test's own API client: the page's would carry the browser's cookie as well.
  const { call } = await adminApi(request);
  const cards = page.locator('main');
  // Other workers add rows meanwhile: compare with a fresh page until both readings agree.
  await expect(async () => {
    const counts = await call<Record<string, number>>('GET', '/dashboard');
    await page.reload();
    for (const [key, label] of [
      ['staff', 'Total Staff Members'],
      ['clients', 'Total Clients'],
      ['newContacts', 'New Contact Submissions'],
      ['inquiries', 'Internship Inquiries'],
      ['advertisements', 'Advertisements'],
    ] as const) {
      const card = cards.locator('.card', { has: page.getByRole('heading', { name: label, exact: true }) });
      await expect(card).toContainText(String(counts[key]), { timeout: 2000 });
    }
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test('the sidebar collapses and expands, and the tabs open from it', async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole('button', { name: /(Collapse|Expand) sidebar/ });
  const expanded = await toggle.getAttribute('aria-expanded');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', expanded ?? 'true');

  await page.getByRole('button', { name: 'Client Management', exact: true }).click();
  await expect(page).toHaveURL(`${adminUrls.dashboard}?tab=clients`);
  await expect(page.getByRole('button', { name: 'Client Management', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Total Staff Members' })).toBeVisible();
});

test('an action after the session has ended shows Authentication Error, then the login returns here', async ({ page, baseURL }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Staff Members', exact: true }).click();
  // Sign this very session out from elsewhere: the same cookie, another client.
  const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'sid');
  expect(sid).toBeDefined();
  const elsewhere = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `sid=${sid!.value}`, origin: e2e.baseUrl } });
  expect((await elsewhere.post('/api/auth/logout')).ok()).toBe(true);
  await elsewhere.dispose();

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: messages.auth.authErrorTitle });
  await expect(dialog).toContainText(messages.auth.pleaseLogIn('add team members'));
  await expect(dialog.getByRole('button', { name: messages.admin.close, exact: true }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${adminUrls.login}?next=${encodeURIComponent(`${adminUrls.dashboard}?tab=staff`)}`);
  await logInThroughForm(page);
  await expect(page).toHaveURL(`${adminUrls.dashboard}?tab=staff`);
});

test('a screen whose script chunk cannot be loaded says "Loading chunk {id} failed" and offers a reload', async ({ page }) => {
  await signIn(page);
  await page.route('**/_astro/StaffTab.*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Staff Members', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.chunkLoadFailed('staff'));
  await page.unroute('**/_astro/StaffTab.*.js');
  await page.getByRole('button', { name: messages.admin.reload }).click();
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toBeVisible();
});

test('Logout signs out and goes to the home page', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${e2e.baseUrl}/`);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto(adminUrls.dashboard);
  await expect(page).toHaveURL(new RegExp(`${adminUrls.login}\\?next=`));
});

test('the staff panel shows a card per member and the detail with its QR code', async ({ page, request }) => {
  const { call } = await adminApi(request);
  const prefix = unique('Panel');
  const staff: StaffMember[] = [];
  for (const [index, bloodGroup] of ['A+', 'B-', 'O+'].entries()) {
    staff.push(
      await call<StaffMember>('POST', '/team', {
        name: `${prefix} ${index + 1}`,
        role: 'Web Developer',
        employeeId: `${prefix}-${index + 1}`.replace(/\s/g, ''),
        joiningDate: '2024-01-15',
        bloodGroup,
        status: index === 2 ? 'Resigned' : 'Currently Working',
        resignationReason: index === 2 ? 'Moved to Kochi' : '',
        emergencyPhone: index === 0 ? '+919847000001' : '',
      }),
    );
  }
  const member = staff[0]!;

  await signIn(page);
  await page.getByRole('link', { name: 'Staff Panel' }).click();
  await expect(page).toHaveURL(adminUrls.staffPanel);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Members' })).toBeVisible();
  const card = page.getByRole('article', { name: member.name, exact: true });
  await expect(card).toContainText(member.role);
  await expect(card).toContainText(member.employeeId);
  await expect(card).toContainText(member.bloodGroup);
  await expect(card).toContainText(member.emergencyPhone || 'Not provided');
  await expect(card).toContainText(member.status);
  await expect(page.getByRole('article', { name: staff[2]!.name, exact: true })).toContainText('Resigned');
  await expect(page.getByRole('article', { name: staff[1]!.name, exact: true })).toContainText('Not provided');
  await expectNoAxeViolations(page);

  // Three cards per row from the md breakpoint, one per row below it.
  const rowTops = () =>
    page.getByRole('article').evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
  await page.setViewportSize({ width: 800, height: 900 });
  expect(new Set(await rowTops()).size).toBe(1);
  await page.setViewportSize({ width: 700, height: 900 });
  expect(new Set(await rowTops()).size).toBe(3);

  await card.getByRole('link', { name: `View Details of ${member.name}` }).click();
  await expect(page).toHaveURL(`/staff-panel/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code for ${member.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(adminUrls.dashboard);
  await page.getByRole('link', { name: 'Staff Panel' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(adminUrls.login);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
