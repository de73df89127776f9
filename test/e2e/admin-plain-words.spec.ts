import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import type { StaffMember } from '../../src/domain/staff.ts';
import { publicMarks } from '../../src/admin/forms/public-marks.ts';
import { adminApi, expectNoAxeViolations, openTab, sendEnquiry, unique } from './fixtures/admin-tabs.ts';

test.describe.configure({ timeout: 90_000 });

test("Activity names a staff member, says 'Name: A → B' and opens the record", async ({ page }) => {
  const { call } = await adminApi(page.request);
  const before = unique('Vishnu');
  const after = `${before} Prasad`;
  const body = { name: before, role: 'Flutter Developer', employeeId: before.replace(/\s/g, ''), joiningDate: '2024-06-03', bloodGroup: 'O+', status: 'Currently Working' };
  const member = await call<StaffMember>('POST', '/team', body);
  await call('PUT', `/team/${member.id}`, { ...body, name: after, emergencyPhone: '+919847012345' });

  await openTab(page, 'Activity');
  await page.getByLabel('Kind').selectOption({ label: 'Staff member' });
  await page.getByRole('button', { name: 'Show' }).click();
  const trail = page.getByRole('table', { name: messages.accounts.activityTitle });
  const updated = trail.getByRole('row').filter({ hasText: `Name: ${before} → ${after}` });
  await expect(updated).toHaveCount(1);
  // Fields by their labels; a phone number is named, never copied into the trail.
  await expect(updated).toContainText('Emergency Phone');
  await expect(updated).not.toContainText('+919847012345');
  await expect(updated).not.toContainText(member.id.slice(0, 8));
  await expectNoAxeViolations(page);

  await updated.getByRole('link', { name: after }).click();
  const dialog = page.getByRole('dialog', { name: /Team Member$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(after);
});

test('Activity names an enquiry by its sender and opens it over its list', async ({ page, request }) => {
  const { call } = await adminApi(page.request);
  const name = unique('Anu Thomas');
  const id = await sendEnquiry(request, name);
  await call('POST', `/contacts/${id}/notes`, { text: 'Call back on Monday.' });

  await openTab(page, 'Activity');
  await page.getByLabel('Kind').selectOption({ label: 'Contact submission' });
  await page.getByRole('button', { name: 'Show' }).click();
  const noted = page.getByRole('table', { name: messages.accounts.activityTitle }).getByRole('row').filter({ hasText: name });
  await expect(noted).toHaveCount(1);
  await noted.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Submissions' })).toBeVisible();
  const record = page.getByRole('dialog', { name });
  await expect(record).toBeVisible();
  await expect(record).toContainText('Call back on Monday.');
});

test('the staff form marks the fields a visitor sees on the public profile', async ({ page }) => {
  await openTab(page, 'Staff Members');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: /Team Member$/ });
  // Labels of required fields end in a '*' for the eyes.
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
  for (const label of ['Blood Group', 'Emergency Phone', 'Address']) {
    await expect(field(label)).toHaveAccessibleDescription(new RegExp(`^${publicMarks.page.replace('.', '\\.')}`));
  }
  await expect(field('Name')).toHaveAccessibleDescription(publicMarks.card);
  await field('Status').selectOption('Resigned');
  await expect(field('Resignation Reason')).toHaveAccessibleDescription(publicMarks.page);
  await expect(dialog.getByText(publicMarks.page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
