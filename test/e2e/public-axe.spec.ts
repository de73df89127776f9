import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { publicPageRoutes } from '../../src/domain/routes.ts';
import { createRecord, deleteRecord, hydrated, unique } from './public/helpers.ts';

async function expectNoViolations(page: Page) {
  // Fade-in animations (programme cards) would be measured half-transparent.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('axe on the data and form pages', () => {
  // axe takes several seconds a page on a shared two-core machine.
  test.describe.configure({ timeout: 60_000 });
  let staffId = '';
  const records: { collection: 'team' | 'clients' | 'advertisements'; id: string }[] = [];
  test.beforeAll(async ({ request }) => {
    staffId = await createRecord(request, 'team', {
      name: unique('Axe Member'), role: 'Tester', employeeId: unique('A').replace(' ', '-'), joiningDate: '2024-05-01', bloodGroup: 'B+',
      skills: ['Accessibility'], quotes: 'Every label matters.',
    });
    records.push({ collection: 'team', id: staffId });
    records.push({ collection: 'clients', id: await createRecord(request, 'clients', { name: unique('Axe Client'), fullDescription: 'Client text.', website: 'https://example.com/' }) });
    records.push({ collection: 'advertisements', id: await createRecord(request, 'advertisements', { title: unique('Axe Advert') }) });
  });
  test.afterAll(async ({ request }) => {
    for (const record of records) await deleteRecord(request, record.collection, record.id);
  });

  for (const path of ['/', '/team', '/clients', '/advertisements', '/contact', '/internship/apply', '/staff/00000000-0000-4000-8000-000000000000']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  test('/staff/{id} has no axe violations', async ({ page }) => {
    await page.goto(`/staff/${staffId}`);
    await expectNoViolations(page);
  });

  test('the open advertisement modal has no axe violations', async ({ page }) => {
    await page.goto('/advertisements');
    const firstCard = page.getByRole('listitem').getByRole('button').first();
    await firstCard.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the open programme dialog has no axe violations', async ({ page }) => {
    await page.goto('/internship/apply');
    const details = page.getByRole('button', { name: /^View Details/ }).first();
    await details.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('contact form errors have no axe violations', async ({ page }) => {
    await page.goto('/contact');
    const phone = page.getByLabel(/^Phone/);
    await hydrated(phone);
    await phone.pressSequentially('123');
    await expectNoViolations(page);
    // Sent blank: every required field shows the site's own message too.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(messages.enquiry.required)).toHaveCount(3);
    await expectNoViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('both forms are there as plain forms, and the page stays readable', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Online Enquiry' })).toBeVisible();
    await expect(page.locator('#contact form')).toBeVisible();
    await page.goto('/internship/apply');
    await expect(page.locator('#apply form')).toBeVisible();
    await expect(page.getByRole('button', { name: /^View Details/ }).first()).toBeVisible();
  });
});

for (const width of [320, 1400]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });
    test('no public page scrolls sideways', async ({ page }) => {
      for (const path of publicPageRoutes) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBe(0);
      }
    });
  });
}
