/**
 * What a visitor types into a public form before or while its island hydrates is what gets
 * stored (issue 11): the fields still show it, so it must be what is sent.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { adminToken, holdIslandScript, hydrated, samplePdf } from './public/helpers.ts';
import { submittedRows, typeApplication as typeApplicationInto, typeEnquiry as typeEnquiryInto } from './public/public-forms.ts';

/** Opens `path` and returns once the page's own eager (module) scripts have run. */
async function openEarly(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}


const rows = submittedRows();
test.afterEach(() => rows.cleanUp());

test.describe('the enquiry form', () => {
  const typeEnquiry = (page: Page) => typeEnquiryInto(page, 'Early', 'Typed at once');

  async function sendAndCheck(page: Page, request: APIRequestContext, typed: Record<string, string>) {
    const form = page.locator('#contact form');
    await hydrated(form.getByLabel('Name'));
    const [posted] = await Promise.all([page.waitForResponse('**/api/contacts'), form.getByRole('button', { name: 'Send Message' }).click()]);
    expect(posted.status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(messages.enquiry.sent);
    for (const label of ['Name', 'Email', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    const [stored] = await rows.find<Record<string, string> & { id: string }>(request, 'contacts', typed.message!);
    expect(stored).toMatchObject(typed);
  }

  // On the home page the form is below the fold and hydrates when typing scrolls it into view.
  test('typed at once while the island hydrates: the stored enquiry is what was typed', async ({ page, request }) => {
    await openEarly(page, '/');
    const { typed } = await typeEnquiry(page);
    await sendAndCheck(page, request, typed);
  });

  test("typed while the island's script is held back: the stored enquiry is what was typed", async ({ page, request }) => {
    const release = await holdIslandScript(page, 'EnquiryForm');
    await openEarly(page, '/contact');
    const { typed, form } = await typeEnquiry(page);
    // The live phone check arrives with the script and judges what was typed before it.
    await form.getByLabel(/^Phone/).fill('12345');
    await expect(page.locator('#contact astro-island')).toHaveAttribute('ssr');
    release();
    await expect(page.getByText(messages.enquiry.invalidPhone)).toBeVisible();
    await form.getByLabel(/^Phone/).fill(typed.phone);
    await expect(page.getByText(messages.enquiry.invalidPhone)).toHaveCount(0);
    await sendAndCheck(page, request, typed);
  });
});

test.describe('the application form', () => {
  const typeApplication = async (page: Page, withResume: boolean) =>
    (await typeApplicationInto(page, 'Early', 'Cover letter typed at once', { programme: 2, withResume })).typed;

  async function submitAndCheck(page: Page, request: APIRequestContext, typed: Record<string, string>, withResume: boolean) {
    const form = page.locator('#apply form');
    await hydrated(form.getByLabel('Full Name'));
    const [posted] = await Promise.all([page.waitForResponse('**/api/internship-inquiries'), form.getByRole('button', { name: 'Submit Application' }).click()]);
    expect(posted.status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(messages.application.submitted);
    await expect(form.getByLabel('Preferred Program')).toHaveValue('');
    await expect(form.getByLabel('Cover Letter')).toHaveValue('');
    const [stored] = await rows.find<Record<string, string> & { id: string; resumeUrl: string }>(request, 'internship-inquiries', typed.message!);
    expect(stored).toMatchObject({ ...typed, status: 'Pending' });
    if (!withResume) {
      expect(stored!.resumeUrl).toBe('');
      return;
    }
    const resume = await request.get(stored!.resumeUrl, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
    expect(Buffer.from(await resume.body())).toEqual(samplePdf.buffer);
  }

  test('typed at once while the island hydrates: the stored application is what was typed', async ({ page, request }) => {
    await openEarly(page, '/internship/apply');
    const typed = await typeApplication(page, false);
    await submitAndCheck(page, request, typed, false);
  });

  test('typed with a resume chosen while the island hydrates: stored with that resume', async ({ page, request }) => {
    await openEarly(page, '/internship/apply');
    const typed = await typeApplication(page, true);
    await submitAndCheck(page, request, typed, true);
  });

  test("typed and a resume chosen while the island's script is held back: stored as typed, with the resume", async ({ page, request }) => {
    const release = await holdIslandScript(page, 'ApplicationForm');
    await openEarly(page, '/internship/apply');
    const typed = await typeApplication(page, true);
    await expect(page.locator('#apply astro-island')).toHaveAttribute('ssr');
    release();
    await submitAndCheck(page, request, typed, true);
  });
});
