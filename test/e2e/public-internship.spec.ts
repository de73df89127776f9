import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { applyContent } from '../../src/domain/content/apply.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { brochureFileName } from '../../src/domain/routes.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { adminToken, hydrated, samplePdf } from './public/helpers.ts';

// What a fresh install shows: the defaults of the 'apply' and 'company' documents.
const internshipApply = applyContent.defaults;
const { programmes } = internshipApply;
const company = companyContent.defaults;

async function openForm(page: Page) {
  await page.goto('/internship/apply');
  const name = page.getByLabel('Full Name');
  await hydrated(name);
  const form = {
    name,
    email: page.getByLabel('Email', { exact: true }),
    programme: page.getByLabel('Preferred Program'),
    letter: page.getByLabel('Cover Letter'),
    resume: page.getByLabel(/^Resume/),
    submit: page.getByRole('button', { name: 'Submit Application' }),
  };
  await form.name.fill('Devika Menon');
  await form.email.fill('devika@example.com');
  await form.programme.selectOption(shippedProgrammeTitles[0]!);
  await form.letter.fill(`I would like to join. ${Date.now()}`);
  return form;
}

test('the seven sections in their documented order, with the external and brochure links', async ({ page }) => {
  await page.goto('/internship/apply');
  const headings = await page.locator('main h1, main h2').allTextContents();
  const order = [
    internshipApply.heading,
    internshipApply.programmesHeading,
    internshipApply.keyPoints.heading,
    internshipApply.crossPlatform.heading,
    internshipApply.about.heading,
    internshipApply.contactCard.heading,
    internshipApply.form.heading,
  ];
  expect(headings.filter((text) => order.includes(text))).toEqual(order);
  await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(programmes.length);
  await expect(page.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', internshipApply.about.linkUrl);
  await expect(page.getByRole('link', { name: /Learn More/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(page.getByRole('link', { name: 'Visit Site' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View PDF/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('download', brochureFileName);
  await expect(page.getByRole('main').getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy');
  const options = await page.getByLabel('Preferred Program').locator('option').evaluateAll((nodes) => nodes.map((node) => [node.textContent, (node as HTMLOptionElement).value]));
  expect(options).toEqual([['Select a program', ''], ...shippedProgrammeTitles.map((title) => [title, title])]);
  await expect(page.getByLabel('Cover Letter')).toHaveAttribute('rows', '5');
  await expect(page.getByLabel(/^Resume/)).toHaveAttribute('accept', /application\/pdf/);
});

test('programme cards animate 0.2 s apart, and not at all under reduced motion', async ({ page }) => {
  await page.goto('/internship/apply');
  const delays = await page.locator('.programme-card').evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
  expect(delays).toEqual(programmes.map((_, index) => `${Math.round(index * 0.2 * 10) / 10}s`));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await page.locator('.programme-card').first().evaluate((card) => getComputedStyle(card).animationName)).toBe('none');
});

test('programme details dialog, enlarged image dialog, each closed by Close with focus returned', async ({ page }) => {
  await page.goto('/internship/apply');
  const programme = programmes[1]!;
  // The buttons open their dialogs themselves, with no island to wait for.
  const viewDetails = page.getByRole('button', { name: `View Details of ${programme.title}` });
  await viewDetails.click();
  const details = page.getByRole('dialog', { name: programme.title });
  await expect(details).toBeVisible();
  await expect(details).toContainText(programme.description);
  for (const skill of programme.skills) await expect(details).toContainText(skill);
  await expect(details).toContainText(programme.duration);
  await expect(details).toContainText(programme.notes);

  const image = programme.images[0]!;
  const imageButton = details.getByRole('button', { name: new RegExp(image.alt) });
  await imageButton.click();
  const enlarged = page.getByRole('dialog', { name: image.alt });
  await expect(enlarged.getByRole('img', { name: image.alt })).toBeVisible();
  await enlarged.getByRole('button', { name: 'Close' }).click();
  await expect(enlarged).toBeHidden();
  await expect(imageButton).toBeFocused();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(viewDetails).toBeFocused();
});

test('a valid application with a PDF resume: progress, Uploading..., success, cleared form, stored inquiry', async ({ page, request }) => {
  const form = await openForm(page);
  const letter = await form.letter.inputValue();
  await form.resume.setInputFiles(samplePdf);
  // Hold the inquiry call so the in-flight state can be observed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/internship-inquiries', async (route) => {
    await held;
    await route.continue();
  });
  await form.submit.click();
  const busy = page.getByRole('button', { name: 'Uploading...' });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Resume upload' })).toHaveAttribute('aria-valuenow', '100');
  release();
  await expect(page.getByRole('status')).toHaveText(messages.application.submitted);
  await expect(page.locator('.alert-success')).toBeVisible();
  await expect(form.name).toHaveValue('');
  await expect(form.programme).toHaveValue('');
  await expect(form.letter).toHaveValue('');
  expect(await form.resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

  const token = await adminToken(request);
  const inquiries = JSON.stringify(await (await request.get('/api/internship-inquiries', { headers: { authorization: `Bearer ${token}` } })).json());
  expect(inquiries).toContain(letter);
  expect(inquiries).toMatch(/"resumeUrl":"[^"]+"/);
});

test('a non-PDF resume fails with the red alert and nothing is sent; the message stays until the next outcome', async ({ page }) => {
  const form = await openForm(page);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/internship-inquiries') || request.url().includes('/api/uploads')) sent = true;
  });
  await form.resume.setInputFiles({ name: 'resume.pdf.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await form.submit.click();
  await expect(page.getByRole('status')).toHaveText(messages.application.failed);
  await expect(page.locator('.alert-danger')).toBeVisible();
  await expect(page.getByText(messages.application.pdfOnly)).toHaveCount(0);
  expect(sent).toBe(false);
  await expect(form.name).toHaveValue('Devika Menon');
  await form.letter.fill('Changed my mind');
  await expect(page.getByRole('status')).toHaveText(messages.application.failed);
});

test('the empty programme choice cannot be submitted', async ({ page }) => {
  const form = await openForm(page);
  await form.programme.selectOption('');
  await form.submit.click();
  expect(await form.programme.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  await expect(page.getByRole('status')).toHaveText('');
});

test.describe('without JavaScript (or before the script arrives)', () => {
  test.use({ javaScriptEnabled: false });

  async function fillPlainForm(page: Page, letter: string) {
    await page.goto('/internship/apply');
    await page.getByLabel('Full Name').fill('Devika Menon');
    await page.getByLabel('Email', { exact: true }).fill('devika@example.com');
    await page.getByLabel('Preferred Program').selectOption(shippedProgrammeTitles[1]!);
    await page.getByLabel('Cover Letter').fill(letter);
    return page.getByLabel(/^Resume/);
  }

  test('the form posts with its resume as a plain form and the page confirms it', async ({ page, request }) => {
    const letter = `Plain application ${Date.now()}`;
    const resume = await fillPlainForm(page, letter);
    await resume.setInputFiles(samplePdf);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/internship\/apply#apply$/);
    await expect(page.locator('#apply .alert-success')).toHaveText(messages.application.submitted);
    await expect(page.getByLabel('Cover Letter')).toHaveValue('');

    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const [inquiry] = (await (await request.get(`/api/internship-inquiries?q=${encodeURIComponent(letter)}`, { headers })).json()) as {
      role: string;
      status: string;
      resumeUrl: string;
    }[];
    expect(inquiry).toMatchObject({ role: shippedProgrammeTitles[1], status: 'Pending' });
    const stored = await request.get(inquiry!.resumeUrl, { headers });
    expect(stored.status()).toBe(200);
    expect(Buffer.from(await stored.body())).toEqual(samplePdf.buffer);
  });

  test('a resume that is not a PDF comes back with the red alert and everything typed still in the form', async ({ page }) => {
    const letter = `Refused application ${Date.now()}`;
    const resume = await fillPlainForm(page, letter);
    await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), page.getByRole('button', { name: 'Submit Application' }).click()]);
    expect(answer.status()).toBe(415);
    await expect(page.locator('#apply .alert-danger')).toHaveText(messages.application.failed);
    await expect(page.getByLabel('Full Name')).toHaveValue('Devika Menon');
    await expect(page.getByLabel('Preferred Program')).toHaveValue(shippedProgrammeTitles[1]!);
    await expect(page.getByLabel('Cover Letter')).toHaveValue(letter);
  });
});
