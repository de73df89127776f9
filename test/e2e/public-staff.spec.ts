import { expect, test } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { adminToken, createRecord, deleteRecord, hydrated, signInPage, unique } from './public/helpers.ts';

test.describe('staff detail page', () => {
  let id = '';
  const name = unique('Detail Member');
  const employeeId = unique('D').replace(' ', '-');

  test.beforeAll(async ({ request }) => {
    id = await createRecord(request, 'team', {
      name, role: 'Mobile Developer', employeeId, joiningDate: '2024-03-12', bloodGroup: 'AB+',
      status: 'Terminated', terminationReason: 'Contract ended', emergencyPhone: '', shortBio: 'B.Tech, Computer Science',
      fullBio: 'Thrissur, Kerala', skills: [], achievements: 'Shipped three apps', quotes: 'Keep learning.',
    });
  });
  test.afterAll(async ({ request }) => {
    await deleteRecord(request, 'team', id);
  });

  test('signed out: every field, no QR code, Share or back link', async ({ page }) => {
    await page.goto(`/staff/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Mobile Developer', { exact: true })).toBeVisible();
    const value = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    const expected: Record<string, string> = {
      'Employee ID': employeeId,
      'Joining Date': '12 March 2024',
      'Blood Group': 'AB+',
      'Emergency Phone': 'Not provided',
      Status: 'Terminated',
      'Termination Reason': 'Contract ended',
      Education: 'B.Tech, Computer Science',
      Address: 'Thrissur, Kerala',
      Skills: 'None',
      Achievements: 'Shipped three apps',
      Quotes: 'Keep learning.',
    };
    for (const [label, text] of Object.entries(expected)) await expect(value(label)).toHaveText(text);
    await expect(page.locator('dt', { hasText: 'Resignation Reason' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Staff Members' })).toHaveCount(0);
  });

  test('signed in: QR code, Share copies the QR address, back link to the staff panel', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInPage(page);
    // No Web Share in desktop Chromium: Share falls back to the clipboard.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto(`/staff/${id}`);
    await expect(page.getByRole('img', { name: `QR code for ${name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Staff Members' })).toHaveAttribute('href', '/staff-panel');
    const share = page.getByRole('button', { name: 'Share' });
    await hydrated(share);
    await share.click();
    await expect(page.getByRole('status')).toContainText(messages.share.copied);
    const member = (await (await request.get(`/api/team/public/${id}`, { headers: { authorization: `Bearer ${await adminToken(request)}` } })).json()) as { qrCode: string };
    expect(member.qrCode).not.toBe('');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(member.qrCode, page.url()).toString());
  });

  test('an unknown id answers 404 with Staff Member Not Found', async ({ page }) => {
    const response = await page.goto('/staff/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.staff.notFound })).toBeVisible();
    const malformed = await page.goto('/staff/not-an-id');
    expect(malformed?.status()).toBe(404);
  });
});
