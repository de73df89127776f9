/**
 * Once a public form's island has hydrated, the form checks its own fields (decision 245): the
 * browser's bubble would speak the browser's language, the site speaks the page's. Every field
 * with a problem says so in the catalogue's words, focus goes to the first, and nothing is sent.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { fill } from '../../src/domain/i18n/catalogue/fill.ts';
import { limits } from '../../src/domain/limits.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { holdIslandScript, hydrated, unique } from './public/helpers.ts';
import { submittedRows } from './public/public-forms.ts';

const rows = submittedRows();
test.afterEach(() => rows.cleanUp());

/** Every post the page sends and every call it makes to the API, as they happen. */
function sentFrom(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' || new URL(request.url()).pathname.startsWith('/api/')) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

/** The field is marked invalid and described by a message under it that reads `text`. */
async function expectProblem(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(text);
  const message = field.page().locator(`#${await field.getAttribute('aria-describedby')}`);
  await expect(message).toBeVisible();
  await expect(message).toHaveText(text);
}

async function expectNoProblem(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', /.*/);
  await expect(field).not.toHaveAttribute('aria-describedby', /.*/);
}

/** The contact page's enquiry form in `lang`, hydrated, with its fields found by the catalogue's labels. */
async function openEnquiry(page: Page, path: string, lang: 'en' | 'ml') {
  const { enquiry: words } = catalogueFor(lang);
  await page.goto(path);
  const form = page.locator('#contact form');
  const name = form.getByLabel(words.name, { exact: true });
  await hydrated(name);
  return {
    form,
    words,
    name,
    email: form.getByLabel(words.email, { exact: true }),
    phone: form.getByLabel(new RegExp(`^${words.phone}`)),
    message: form.getByLabel(words.message, { exact: true }),
    send: form.getByRole('button', { name: words.send }),
  };
}

for (const [lang, path] of [
  ['en', '/contact'],
  ['ml', '/ml/contact'],
] as const) {
  test(`enquiry form (${lang}): blank and malformed fields get the catalogue's messages, focus goes to the first, nothing is sent until they are right`, async ({
    page,
    request,
  }) => {
    const sent = sentFrom(page);
    const { form, words, name, email, phone, message, send } = await openEnquiry(page, path, lang);
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);

    await send.click();
    for (const field of [name, email, message]) await expectProblem(field, words.required);
    await expectNoProblem(phone);
    await expect(name).toBeFocused();
    // The browser had its own complaint, in its own words; the site shows its words instead.
    const bubble = await email.evaluate((input: HTMLInputElement) => input.validationMessage);
    expect(bubble).not.toBe('');
    expect(bubble).not.toBe(words.required);

    // Spaces alone are blank; a malformed address and a wrong phone are told apart.
    await name.fill('   ');
    await email.fill('asha@example..com');
    await phone.fill('12345');
    await message.fill('x'.repeat(limits.text.message + 1));
    await send.click();
    await expectProblem(name, words.required);
    await expectProblem(email, words.invalidEmail);
    await expectProblem(phone, words.invalidPhone);
    await expectProblem(message, fill(words.tooLong, { label: words.message, max: limits.text.message }));
    await expect(name).toBeFocused();
    await expect(form.getByRole('status')).toHaveText(words.fixPhoneFirst);
    const emailBubble = await email.evaluate((input: HTMLInputElement) => input.validationMessage);
    expect(emailBubble).not.toBe('');
    expect(emailBubble).not.toBe(words.invalidEmail);

    // A field's message follows it as it is corrected.
    await name.fill(unique('Asha'));
    await expectNoProblem(name);
    await send.click();
    await expect(email).toBeFocused();
    expect(sent).toEqual([]);

    await email.fill('asha@example.com');
    await phone.fill('9876543210');
    const marker = unique('Checked by the site');
    await message.fill(marker);
    for (const field of [name, email, phone, message]) await expectNoProblem(field);
    const [posted] = await Promise.all([page.waitForRequest('**/api/contacts'), send.click()]);
    expect(posted.method()).toBe('POST');
    await expect(form.getByRole('status')).toHaveText(words.sent);
    expect(await rows.find(request, 'contacts', marker)).toHaveLength(1);
  });
}

test("application form (hi): blank and malformed fields get the catalogue's messages, focus goes to the first, nothing is sent until they are right", async ({ page, request }) => {
  const { application: words, enquiry } = catalogueFor('hi');
  const sent = sentFrom(page);
  await page.goto('/hi/internship/apply');
  const form = page.locator('#apply form');
  const name = form.getByLabel(words.fullName, { exact: true });
  await hydrated(name);
  const email = form.getByLabel(words.email, { exact: true });
  const programme = form.getByLabel(words.program, { exact: true });
  const letter = form.getByLabel(words.coverLetter, { exact: true });
  const submit = form.getByRole('button', { name: words.submit });
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);

  await submit.click();
  for (const field of [name, email, programme, letter]) await expectProblem(field, words.required);
  await expect(name).toBeFocused();
  const bubble = await programme.evaluate((select: HTMLSelectElement) => select.validationMessage);
  expect(bubble).not.toBe('');
  expect(bubble).not.toBe(words.required);

  await name.fill(unique('देविका'));
  await email.fill('devika@');
  await programme.selectOption(shippedProgrammeTitles[0]!);
  await expectNoProblem(programme);
  const marker = unique('कवर लेटर');
  await letter.fill(marker);
  await submit.click();
  await expectNoProblem(name);
  await expectProblem(email, enquiry.invalidEmail);
  await expect(email).toBeFocused();
  expect(sent).toEqual([]);

  await email.fill('devika@example.com');
  await expectNoProblem(email);
  const [posted] = await Promise.all([page.waitForRequest('**/api/internship-inquiries'), submit.click()]);
  expect(posted.method()).toBe('POST');
  await expect(form.getByRole('status')).toHaveText(words.submitted);
  expect(await rows.find(request, 'internship-inquiries', marker)).toHaveLength(1);
});

test("before the island hydrates the form leaves the checks to the browser, by the same attributes", async ({ page }) => {
  const release = await holdIslandScript(page, 'EnquiryForm');
  const sent = sentFrom(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contact form');
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(false);
  await form.getByRole('button', { name: catalogueFor('en').enquiry.send }).click();
  expect(await form.getByLabel('Name', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(sent).toEqual([]);
  release();
  await hydrated(form.getByLabel('Name', { exact: true }));
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
});
