import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { InternshipInquiry } from '../../src/domain/inquiry.ts';
import { messages } from '../../src/domain/messages.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import {
  adminApi,
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  failNext,
  openTab,
  rowWith,
  search,
  smallPdf,
  unique,
} from './fixtures/admin-tabs.ts';

// Uploads and several dialogs per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Applies as a visitor does: the resume first (anonymous upload), then the application. */
async function apply(request: APIRequestContext, name: string, withResume = false): Promise<void> {
  let resumeUrl = '';
  if (withResume) {
    const upload = await request.post('/api/uploads', { multipart: { kind: 'resume', file: await smallPdf() } });
    expect(upload.ok()).toBe(true);
    resumeUrl = ((await upload.json()) as { url: string }).url;
  }
  const response = await request.post('/api/internship-inquiries', {
    data: { name, email: 'student@example.com', role: shippedProgrammeTitles[0], message: 'I would like to join.', resume: null, resumeUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('Accept and Reject show only on Pending; Delete always', async ({ page, request }) => {
  const prefix = unique('Applicant');
  await apply(request, `${prefix} A`);
  await apply(request, `${prefix} B`);
  const table = await openTab(page, 'Internship Inquiries');
  await search(page, 'internship inquiries', prefix);
  const rowA = rowWith(table, `${prefix} A`);
  const rowB = rowWith(table, `${prefix} B`);
  await expect(rowA).toContainText('Pending');
  await expectNoAxeViolations(page);

  await failNext(page, 'PUT', /\/api\/internship-inquiries\/[^/]+$/);
  await rowA.getByRole('button', { name: /^Accept/ }).click();
  await expectDialog(page, messages.admin.errorTitle, messages.adminError('accept', 'inquiry', 500, 'boom'));
  await expect(rowA).toContainText('Pending');

  await rowA.getByRole('button', { name: /^Accept/ }).click();
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.accepted);
  await expect(rowA).toContainText('Accepted');
  await expect(rowA.getByRole('button', { name: /^(Accept|Reject)/ })).toHaveCount(0);

  await rowB.getByRole('button', { name: /^Reject/ }).click();
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.rejected);
  await expect(rowB).toContainText('Rejected');
  await expect(rowB.getByRole('button', { name: /^(Accept|Reject)/ })).toHaveCount(0);

  const { call } = await adminApi(page.request);
  const stored = await call<InternshipInquiry[]>('GET', `/internship-inquiries?q=${encodeURIComponent(prefix)}&limit=5&offset=0`);
  expect(stored.map((inquiry) => inquiry.status).sort()).toEqual(['Accepted', 'Rejected']);

  await rowA.getByRole('button', { name: /^Delete/ }).click();
  await answerConfirm(page, messages.confirmDelete('inquiry'), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.deleted);
  await expect(rowA).toHaveCount(0);
});

test('each inquiry shows the language of the page it was sent from', async ({ page, request }) => {
  const name = unique('Arabic applicant');
  const response = await request.post('/api/internship-inquiries', {
    data: { name, email: 'student@example.com', role: shippedProgrammeTitles[0], message: 'From the Arabic page', resume: null, resumeUrl: '', language: 'ar' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const table = await openTab(page, 'Internship Inquiries');
  await search(page, 'internship inquiries', name);
  await expect(table.getByRole('columnheader')).toHaveText(['Received', 'Full Name', 'Email', 'Preferred Program', 'Cover Letter', 'Language', 'Resume', 'Status', 'Actions']);
  await expect(rowWith(table, name).getByRole('cell', { name: shippedProgrammeTitles[0], exact: true })).toBeVisible();
  await expect(rowWith(table, name).getByRole('cell', { name: 'Arabic', exact: true })).toBeVisible();
});

test('the resume opens for the signed-in admin only', async ({ page, request, playwright }) => {
  const name = unique('With resume');
  await apply(request, name, true);
  const table = await openTab(page, 'Internship Inquiries');
  await search(page, 'internship inquiries', name);
  const link = table.getByRole('link', { name: `View resume of ${name} (opens in a new tab)` });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;

  const signedIn = await page.request.get(href);
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()['content-type']).toContain('application/pdf');

  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await anonymous.get(href)).ok()).toBe(false);
  await anonymous.dispose();
});

test('Export CSV downloads the inquiries of the current search', async ({ page, request }) => {
  const prefix = unique('Csv applicant');
  await apply(request, `${prefix} 1`);
  await openTab(page, 'Internship Inquiries');
  await search(page, 'internship inquiries', prefix);
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync((await download.path())!, 'utf8')).toContain(`${prefix} 1`);
});
