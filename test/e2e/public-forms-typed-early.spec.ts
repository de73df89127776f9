/**
 * What a visitor types into a public form before or while its island hydrates is what gets
 * stored (issue 11): the fields still show it, so it must be what is sent.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { adminToken, hydrated, samplePdf, unique } from './public/helpers.ts';

/** Opens `path` and returns once the page's own eager (module) scripts have run. */
async function openEarly(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/**
 * Holds back the script of the island whose component file starts with `component` until the
 * returned function is called: until then the form is the server's HTML only.
 */
async function holdIslandScript(page: Page, component: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The stored rows of an admin list whose search matches `marker`; each is deleted again after the test. */
async function storedRows<Row extends { id: string }>(request: APIRequestContext, list: 'contacts' | 'internship-inquiries', marker: string): Promise<Row[]> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const response = await request.get(`/api/${list}?q=${encodeURIComponent(marker)}`, { headers });
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Row[];
  for (const row of rows) cleanUp.push(() => request.delete(`/api/${list}/${row.id}`, { headers }).then(() => undefined));
  return rows;
}

const cleanUp: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const step of cleanUp.splice(0)) await step();
});

test.describe('the enquiry form', () => {
  async function typeEnquiry(page: Page) {
    const typed = { name: unique('Early Asha'), email: 'early.asha@example.com', phone: '9876543210', message: unique('Typed at once') };
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill(typed.name);
    await form.getByLabel('Email').fill(typed.email);
    await form.getByLabel(/^Phone/).fill(typed.phone);
    await form.getByLabel('Message').fill(typed.message);
    return { typed, form };
  }

  async function sendAndCheck(page: Page, request: APIRequestContext, typed: Record<string, string>) {
    const form = page.locator('#contact form');
    await hydrated(form.getByLabel('Name'));
    const [posted] = await Promise.all([page.waitForResponse('**/api/contacts'), form.getByRole('button', { name: 'Send Message' }).click()]);
    expect(posted.status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(messages.contact.sent);
    for (const label of ['Name', 'Email', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    const [stored] = await storedRows<Record<string, string> & { id: string }>(request, 'contacts', typed.message!);
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
    await expect(page.getByText(messages.contact.invalidPhone)).toBeVisible();
    await form.getByLabel(/^Phone/).fill(typed.phone);
    await expect(page.getByText(messages.contact.invalidPhone)).toHaveCount(0);
    await sendAndCheck(page, request, typed);
  });
});

test.describe('the application form', () => {
  async function typeApplication(page: Page, withResume: boolean) {
    const typed = { name: unique('Early Devika'), email: 'early.devika@example.com', role: shippedProgrammeTitles[2]!, message: unique('Cover letter typed at once') };
    const form = page.locator('#apply form');
    await form.getByLabel('Full Name').fill(typed.name);
    await form.getByLabel('Email').fill(typed.email);
    await form.getByLabel('Preferred Program').selectOption(typed.role);
    await form.getByLabel('Cover Letter').fill(typed.message);
    if (withResume) await form.getByLabel(/^Resume/).setInputFiles(samplePdf);
    return typed;
  }

  async function submitAndCheck(page: Page, request: APIRequestContext, typed: Record<string, string>, withResume: boolean) {
    const form = page.locator('#apply form');
    await hydrated(form.getByLabel('Full Name'));
    const [posted] = await Promise.all([page.waitForResponse('**/api/internship-inquiries'), form.getByRole('button', { name: 'Submit Application' }).click()]);
    expect(posted.status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(messages.application.submitted);
    await expect(form.getByLabel('Preferred Program')).toHaveValue('');
    await expect(form.getByLabel('Cover Letter')).toHaveValue('');
    const [stored] = await storedRows<Record<string, string> & { id: string; resumeUrl: string }>(request, 'internship-inquiries', typed.message!);
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
