import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import type { SubjectData } from '../../src/domain/privacy.ts';
import { adminApi, answerConfirm, expectDialog, expectNoAxeViolations, openTab, smallPdf, unique } from './fixtures/admin-tabs.ts';

test.describe.configure({ timeout: 90_000 });

test('a person’s data is found, downloaded as one file, and erased after a confirmation naming the counts', async ({ page, request }) => {
  const email = `${unique('person').replace(' ', '-')}@example.com`;
  // As a visitor: before signing in, so no session cookie rides along.
  const enquiry = await request.post('/api/contacts', { data: { name: 'Meera P', email, phone: '', message: 'Please delete my data later.', timestamp: new Date().toISOString() } });
  expect(enquiry.ok(), await enquiry.text()).toBe(true);
  const upload = await request.post('/api/uploads', { multipart: { kind: 'resume', file: await smallPdf() } });
  const resumeUrl = ((await upload.json()) as { url: string }).url;
  const application = await request.post('/api/internship-inquiries', {
    data: { name: 'Meera P', email, role: 'Flutter Developer', message: 'Cover letter', resume: null, resumeUrl },
  });
  expect(application.ok()).toBe(true);
  const admin = await adminApi(request);

  await openTab(page, 'Privacy Requests');
  await page.getByLabel(messages.privacy.emailLabel).fill(email.toUpperCase());
  await page.getByRole('button', { name: messages.privacy.find }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('1 enquiry, 1 application, 1 resume');
  await expect(page.getByRole('table', { name: 'Enquiries' })).toContainText('Please delete my data later.');
  await expect(page.getByRole('table', { name: 'Applications' })).toContainText('Flutter Developer');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: messages.privacy.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as SubjectData;
  expect(exported.email).toBe(email);
  expect(exported.contacts.map((contact) => contact.message)).toEqual(['Please delete my data later.']);
  expect(exported.inquiries[0]!.resumeUrl).toMatch(new RegExp(`${resumeUrl}$`));

  await page.getByRole('button', { name: messages.privacy.erase }).click();
  await answerConfirm(page, `Erase everything held for ${email}: 1 enquiry, 1 application, 1 resume`, 'OK');
  await expectDialog(page, messages.admin.successTitle, 'Erased 1 enquiry, 1 application, 1 resume');
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(messages.privacy.nothingHeld(email));

  // Gone for the admin too: the lists and the resume file.
  const contacts = await admin.call<Array<{ email: string }>>('GET', `/contacts?q=${encodeURIComponent(email)}`);
  expect(contacts).toEqual([]);
  expect((await request.get(resumeUrl, { headers: admin.headers })).status()).toBe(404);

  // The record lists the look-up and the erasure, newest first, without the address.
  const record = page.getByRole('table', { name: messages.privacy.logTitle });
  await expect(record.getByRole('row').nth(1)).toContainText(messages.privacy.actions.erase);
  await expect(record).not.toContainText(email);
});
