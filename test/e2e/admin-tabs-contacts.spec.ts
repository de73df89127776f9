import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ContactSubmission } from '../../src/domain/contact.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  adminApi,
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  failNext,
  openTab,
  rowWith,
  search,
  unique,
} from './fixtures/admin-tabs.ts';

// Uploads and several dialogs per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Sends enquiries as visitors do, one after another, so the last one is the newest. */
async function sendEnquiries(request: APIRequestContext, prefix: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 1; index <= count; index++) {
    const name = `${prefix} ${String(index).padStart(2, '0')}`;
    const response = await request.post('/api/contacts', {
      data: { name, email: 'visitor@example.com', phone: '9876543210', message: `Enquiry ${index}\nSecond line`, timestamp: new Date().toISOString() },
    });
    expect(response.ok()).toBe(true);
    names.push(name);
  }
  return names;
}

test('submissions are listed newest first, searched and paged by the server', async ({ page, request }) => {
  const prefix = unique('Enquirer');
  const names = await sendEnquiries(request, prefix, 23);
  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', prefix);
  await expect(page.getByText('Showing 1-20 of 23')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(names.at(-1)!);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 21-23 of 23')).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText(names[0]!);
  await expectNoAxeViolations(page);
});

test("each submission shows what the visitor sent and the language of the page it was sent from", async ({ page, request }) => {
  const name = unique('Malayalam reader');
  const response = await request.post('/api/contacts', { data: { name, email: 'visitor@example.com', phone: '9847012345', message: 'From the Malayalam page', language: 'ml' } });
  expect(response.ok()).toBe(true);
  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', name);
  await expect(table.getByRole('columnheader')).toHaveText(['Received', 'Name', 'Email', 'Phone', 'Message', 'Language', 'Actions']);
  const row = rowWith(table, name);
  await expect(row.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute('href', 'mailto:visitor@example.com');
  await expect(row.getByRole('link', { name: '9847012345' })).toHaveAttribute('href', 'tel:9847012345');
  await expect(row.getByRole('cell', { name: 'Malayalam', exact: true })).toBeVisible();
});

test('a submission is marked read and unread, and the mark is kept', async ({ page, request }) => {
  const [name] = await sendEnquiries(request, unique('Reader'), 1);
  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', name!);
  const row = rowWith(table, name!);
  await expect(row).toContainText('New');

  await row.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(row.getByRole('button', { name: /^Mark as unread/ })).toBeVisible();
  await expect(row).not.toContainText('New');

  const { call } = await adminApi(page.request);
  const [stored] = await call<ContactSubmission[]>('GET', `/contacts?q=${encodeURIComponent(name!)}&limit=5&offset=0`);
  expect(stored?.readAt).not.toBeNull();

  await row.getByRole('button', { name: /^Mark as unread/ }).click();
  await expect(row.getByRole('button', { name: /^Mark as read/ })).toBeVisible();
  await page.reload();
  await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', name!);
  await expect(rowWith(table, name!)).toContainText('New');
});

test('delete asks first, reports a failure and then deletes', async ({ page, request }) => {
  const [name] = await sendEnquiries(request, unique('Deletable'), 1);
  const table = await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', name!);
  const row = rowWith(table, name!);

  await failNext(page, 'DELETE', /\/api\/contacts\/[^/]+$/);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await answerConfirm(page, messages.confirmDelete('contact'), 'OK');
  await expectDialog(page, messages.admin.errorTitle, messages.adminError('delete', 'contact', 500, 'boom'));
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Delete/ }).click();
  await answerConfirm(page, messages.confirmDelete('contact'), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.contact.deleted);
  await expect(row).toHaveCount(0);
});

test('Export CSV downloads the submissions of the current search', async ({ page, request }) => {
  const prefix = unique('Exported');
  const names = await sendEnquiries(request, prefix, 2);
  await openTab(page, 'Contact Submissions');
  await search(page, 'contact submissions', prefix);
  await expect(page.getByText('Showing 1-2 of 2')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  for (const name of names) expect(csv).toContain(name);
  expect(csv.trim().split('\n').filter((line) => line.includes(prefix))).toHaveLength(2);
});
