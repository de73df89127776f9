import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ContactSubmission } from '../../src/domain/contact.ts';
import type { InboxAttention } from '../../src/domain/inbox.ts';
import type { InternshipInquiry } from '../../src/domain/inquiry.ts';
import { messages } from '../../src/domain/messages.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { listTexts } from '../../src/admin/inbox/list-texts.ts';
import {
  adminApi,
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  listNotice,
  openAdmin,
  openTab,
  rowWith,
  search,
  sendApplication,
  sendEnquiry,
  unique,
} from './fixtures/admin-tabs.ts';
import { adminUrls } from './fixtures/admin-frame.ts';

// Several dialogs and notices per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const programme = shippedProgrammeTitles[0]!;
const statusFilter = (page: Page) => page.getByRole('group', { name: listTexts.filter });
const bulkBar = (page: Page) => page.getByRole('group', { name: listTexts.selection });

/** The mails the site has written to `address` (SMTP_URL is empty: each is a file in DATA_DIR/outbox). */
function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const header = new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm');
  return readdirSync(outbox).filter((name) => name.endsWith('.eml') && header.test(readFileSync(path.join(outbox, name), 'utf8')));
}

test('the status filter counts what matches the search, narrows the list and is kept in the address', async ({ page, request }) => {
  const prefix = unique('Filtered');
  const [, replied, closed] = [await sendEnquiry(request, `${prefix} A`), await sendEnquiry(request, `${prefix} B`), await sendEnquiry(request, `${prefix} C`)];
  // Signed in after sending: the session cookie would make the visitors' posts look cross-site.
  const { call } = await adminApi(request);
  await call('PATCH', `/contacts/${replied}`, { status: 'Replied' });
  await call('PATCH', `/contacts/${closed}`, { status: 'Closed' });

  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', prefix);
  const filter = statusFilter(page);
  for (const [status, count] of [['all', 3], ['New', 1], ['Replied', 1], ['Closed', 1]] as const) {
    await expect(filter.locator(`[data-status-count="${status}"]`)).toHaveText(String(count));
  }
  await expect(filter.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowWith(table, `${prefix} A`)).toContainText('New');
  await expect(rowWith(table, `${prefix} B`)).toContainText('Replied');
  await expect(rowWith(table, `${prefix} C`)).toContainText('Closed');

  await filter.getByRole('button', { name: /^Replied/ }).click();
  await expect(page).toHaveURL(/[?&]tab=contacts&status=Replied$/);
  await expect(filter.getByRole('button', { name: /^Replied/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(filter.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(rowWith(table, `${prefix} B`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(statusFilter(page).getByRole('button', { name: /^Replied/ })).toHaveAttribute('aria-pressed', 'true');
  await search(page, 'contact submissions', prefix);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(rowWith(table, `${prefix} B`)).toBeVisible();
});

test('rows ticked are marked read together, and deleted together after one question naming how many, then undone', async ({ page, request }) => {
  const prefix = unique('Bulk');
  const names = [`${prefix} 1`, `${prefix} 2`, `${prefix} 3`];
  for (const name of names) await sendEnquiry(request, name);
  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', prefix);
  await expect(table.getByRole('row')).toHaveCount(4);

  for (const name of names.slice(0, 2)) await table.getByRole('checkbox', { name: `Select message from ${name}` }).check();
  await expect(bulkBar(page)).toContainText(listTexts.selected(2));
  await bulkBar(page).getByRole('button', { name: listTexts.bulk.read }).click();
  await expect(listNotice(page)).toContainText(listTexts.changed.read('2 enquiries'));
  for (const name of names.slice(0, 2)) await expect(rowWith(table, name)).not.toContainText('New');
  await expect(rowWith(table, names[2]!)).toContainText('New');
  const { call } = await adminApi(request);
  const stored = await call<ContactSubmission[]>('GET', `/contacts?q=${encodeURIComponent(prefix)}&limit=5&offset=0`);
  expect(stored.filter((contact) => contact.readAt !== null).map((contact) => contact.name).sort()).toEqual(names.slice(0, 2));

  await bulkBar(page).getByRole('checkbox', { name: listTexts.selectPage }).check();
  await expect(bulkBar(page)).toContainText(listTexts.selected(3));
  await bulkBar(page).getByRole('button', { name: listTexts.bulk.delete }).click();
  await answerConfirm(page, listTexts.confirmDelete('3 enquiries'), 'OK');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`No contact submissions match "${prefix}".`);
  const notice = listNotice(page);
  await expect(notice).toContainText(listTexts.deletedMany('3 enquiries'));

  await notice.getByRole('button', { name: listTexts.undo }).click();
  await expect(listNotice(page)).toContainText(listTexts.restored);
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const name of names) await expect(rowWith(table, name)).toBeVisible();
});

test("a row's delete keeps SPEC's dialogs, then offers an undo that brings the row back", async ({ page, request }) => {
  const name = unique('Undeleted');
  await sendEnquiry(request, name);
  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', name);
  const row = rowWith(table, name);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await answerConfirm(page, messages.confirmDelete('contact'), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.contact.deleted);
  await expect(row).toHaveCount(0);
  const notice = listNotice(page);
  await expect(notice).toContainText(listTexts.deletedNamed(name));
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: listTexts.undo }).click();
  await expect(row).toBeVisible();
  const { call } = await adminApi(request);
  expect(await call<ContactSubmission[]>('GET', `/contacts?q=${encodeURIComponent(name)}&limit=5&offset=0`)).toHaveLength(1);
});

test("a row's decision shows SPEC's dialog, then an undo back to Pending without a word to the applicant", async ({ page, request }) => {
  const name = unique('Decided');
  const email = `${name.replace(/\W+/g, '-')}@example.com`;
  await sendApplication(request, name, programme, { email });
  const table = await openTab(page, 'Internship Inquiries');
  await search(page, 'internship inquiries', name);
  const row = rowWith(table, name);

  await row.getByRole('button', { name: /^Accept/ }).click();
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.accepted);
  await expect(row).toContainText('Accepted');
  const notice = listNotice(page);
  await expect(notice).toContainText(listTexts.decided.Accepted);
  await expect(notice.getByRole('button', { name: listTexts.tellApplicant })).toBeVisible();
  await notice.getByRole('button', { name: listTexts.undo }).click();
  await expect(listNotice(page)).toContainText(listTexts.decided.Pending);
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: /^Accept/ })).toBeVisible();

  const { call } = await adminApi(request);
  const [stored] = await call<InternshipInquiry[]>('GET', `/internship-inquiries?q=${encodeURIComponent(name)}&limit=5&offset=0`);
  expect(stored?.status).toBe('Pending');
  // A decision's mail is sent within its request, so none has come by now.
  expect(mailsTo(email)).toEqual([]);
});

test("a row opens its record from the visitor's name; after a row's decision, 'Tell the applicant' opens it too", async ({ page, request }) => {
  const name = unique('Opened');
  await sendApplication(request, name, programme);
  const table = await openTab(page, 'Internship Inquiries');
  await search(page, 'internship inquiries', name);
  const row = rowWith(table, name);
  await expect(row).toHaveClass(/fw-semibold/);

  await row.getByRole('button', { name: `Open inquiry from ${name}` }).click();
  const record = page.getByRole('dialog', { name });
  await expect(record).toBeVisible();
  await record.getByRole('button', { name: messages.admin.close, exact: true }).click();
  await expect(record).toBeHidden();
  // Opened is read: the row follows without a reload.
  await expect(row).not.toHaveClass(/fw-semibold/);

  await row.getByRole('button', { name: /^Accept/ }).click();
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.accepted);
  await listNotice(page).getByRole('button', { name: listTexts.tellApplicant }).click();
  await expect(record).toBeVisible();
});

test("the dashboard's work of the day and its cards lead to the lists, and the sidebar counts what waits", async ({ page, request }) => {
  await sendEnquiry(request, unique('Waiting enquiry'));
  await sendApplication(request, unique('Waiting applicant'), programme);
  const { call } = await adminApi(request);
  await openAdmin(page);

  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  const today = page.getByRole('region', { name: "Today's work" });
  // Other workers add records meanwhile: compare with a fresh page until both readings agree.
  await expect(async () => {
    const { attention } = await call<{ attention: InboxAttention }>('GET', '/dashboard');
    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Contact Submissions', exact: true })).toHaveAccessibleDescription(`${attention.enquiries} new`, { timeout: 2000 });
    await expect(sidebar.getByRole('button', { name: 'Internship Inquiries', exact: true })).toHaveAccessibleDescription(`${attention.applications} waiting`, { timeout: 2000 });
    await expect(today.getByRole('link', { name: /new enquir/ })).toHaveText(new RegExp(`^${attention.enquiries} new enquir`), { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await today.getByRole('link', { name: /new enquir/ }).click();
  await expect(page).toHaveURL(`${adminUrls.dashboard}?tab=contacts&status=New`);
  await expect(statusFilter(page).getByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await today.getByRole('link', { name: /applications? waiting/ }).click();
  await expect(page).toHaveURL(`${adminUrls.dashboard}?tab=inquiries&status=Pending`);
  await expect(statusFilter(page).getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Internship Inquiries' }).getByRole('row').nth(1)).toContainText('Pending');

  await page.goBack();
  await page.getByRole('link', { name: 'Total Staff Members', exact: true }).click();
  await expect(page).toHaveURL(`${adminUrls.dashboard}?tab=staff`);
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width}x${viewport.height} both lists fit: every row button on screen, no sideways scrolling`, async ({ page, request }) => {
    const prefix = unique('Fits');
    const long = { email: `a.very.long.address.of.someone.writing.in@${'subdomain.'.repeat(3)}example.co.in`, message: 'A long message. '.repeat(40) };
    for (const index of [1, 2]) {
      await sendEnquiry(request, `${prefix} Kumaravelu Raghunathan Pillai ${index}`, long);
      await sendApplication(request, `${prefix} Sreekumar Narayanan Nair ${index}`, programme, long);
    }
    await page.setViewportSize(viewport);
    for (const [tab, itemsName] of [['Contact Submissions', 'contact submissions'], ['Internship Inquiries', 'internship inquiries']] as const) {
      const table = await openTab(page, tab);
      await search(page, itemsName, prefix);
      await expect(table.getByRole('row')).toHaveCount(3);
      const outside = await table.getByRole('button').evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).filter((box) => box.left < 0 || box.right > window.innerWidth).length,
      );
      expect(outside).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    // The sidebar leaves the tab the screen's width: beside it on a computer, above it on a phone.
    const main = await page.getByRole('main').boundingBox();
    expect(main!.width).toBeGreaterThanOrEqual(viewport.width < 768 ? viewport.width : viewport.width - 16 * 16);
  });
}

test('on a phone the sidebar is a bar across the top whose Menu unfolds its labelled list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The bar is the navigation landmark; its sections stay folded until the Menu opens them.
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sidebar.getByRole('list')).toBeHidden();
  expect((await page.getByRole('main').boundingBox())!.y).toBeLessThan(80);
  await toggle.click();
  const staffPanel = sidebar.getByRole('link', { name: 'Staff Panel' });
  await expect(staffPanel).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(sidebar.getByText('Contact Submissions', { exact: true })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Internship Inquiries', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Internship Inquiries' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
