import { expect, test, type Page } from '@playwright/test';
import { isEmail } from '../../src/domain/email.ts';
import { messages } from '../../src/domain/messages.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { adminToken, hydrated } from './public/helpers.ts';

async function openForm(page: Page) {
  await page.goto('/contact');
  const name = page.getByLabel('Name');
  await hydrated(name);
  return {
    name,
    email: page.getByLabel('Email'),
    phone: page.getByLabel(/^Phone/),
    message: page.getByLabel('Message'),
    send: page.getByRole('button', { name: 'Send Message' }),
  };
}

test('contact page: Online Enquiry section with #contact, privacy link and the contact details', async ({ page }) => {
  await page.goto('/contact');
  const section = page.locator('section#contact');
  await expect(section.getByRole('heading', { name: 'Online Enquiry' })).toBeVisible();
  await expect(section.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy');
  const company = companyContent.defaults;
  await expect(page.getByRole('link', { name: company.customerCareEmail })).toHaveAttribute('href', `mailto:${company.customerCareEmail}`);
  await expect(page.getByRole('main').getByRole('link', { name: company.phone })).toBeVisible();
  await expect(page.getByText(company.address.city, { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
});

test('phone: live error while invalid, cleared when emptied or valid, submit blocked while shown', async ({ page }) => {
  const form = await openForm(page);
  await form.phone.pressSequentially('12345');
  await expect(page.getByText(messages.enquiry.invalidPhone)).toBeVisible();
  await form.phone.fill('');
  await expect(page.getByText(messages.enquiry.invalidPhone)).toHaveCount(0);
  await form.phone.pressSequentially('98765abc');
  await expect(page.getByText(messages.enquiry.invalidPhone)).toBeVisible();

  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contacts')) posted = true;
  });
  await form.name.fill('Asha');
  await form.email.fill('asha@example.com');
  await form.message.fill('Hello there');
  await form.send.click();
  await expect(page.getByText(messages.enquiry.fixPhoneFirst)).toBeVisible();
  expect(posted).toBe(false);

  await form.phone.fill('9876543210');
  await expect(page.getByText(messages.enquiry.invalidPhone)).toHaveCount(0);
});

test('success stores the enquiry with an ISO timestamp and clears the form and the message stays', async ({ page, request }) => {
  const form = await openForm(page);
  const marker = `Enquiry ${Date.now()}`;
  await form.name.fill('Asha Nair');
  await form.email.fill('asha@example.com');
  await form.phone.fill('9876543210');
  await form.message.fill(marker);
  const [posted] = await Promise.all([page.waitForRequest('**/api/contacts'), form.send.click()]);
  const body = posted.postDataJSON() as { timestamp: string; website: string };
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expect(body.website).toBe('');
  await expect(page.getByText(messages.enquiry.sent)).toBeVisible();
  for (const field of [form.name, form.email, form.phone, form.message]) await expect(field).toHaveValue('');

  const token = await adminToken(request);
  const list = await request.get('/api/contacts', { headers: { authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await list.json())).toContain(marker);
});

test('failure shows the failure message, logs it, and keeps the typed message until the next submit', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  const form = await openForm(page);
  await form.name.fill('Asha');
  await form.email.fill('asha@example.com');
  await form.message.fill('Hello');
  await form.send.click();
  await expect(page.getByText(messages.enquiry.failed)).toBeVisible();
  await expect(form.message).toHaveValue('Hello');
  expect(errors.some((text) => text.includes('Sending the enquiry failed'))).toBe(true);

  await form.phone.pressSequentially('1');
  await expect(page.getByText(messages.enquiry.failed)).toBeVisible();
  await form.send.click();
  await expect(page.getByText(messages.enquiry.failed)).toHaveCount(0);
  await expect(page.getByText(messages.enquiry.fixPhoneFirst)).toBeVisible();
});

test('the server accepts exactly the e-mail addresses the browser\'s e-mail field accepts', async ({ page }) => {
  const addresses = [
    'asha@example.in',
    'asha.menon+jobs@mail.example.co.in',
    "o'neil@example.com",
    'user@localhost',
    'a@b-c.d',
    'plain',
    '@example.com',
    'asha@',
    'asha menon@example.com',
    'asha@example..com',
    'asha@-example.com',
    'asha@example-.com',
    'asha@exa_mple.com',
    'asha@@example.com',
    'ആശ@example.com',
    `a@${'b'.repeat(64)}.com`,
  ];
  await page.setContent('<input type="email" id="email">');
  const browser = await page.evaluate((values) => {
    const input = document.querySelector<HTMLInputElement>('#email')!;
    return values.map((value) => {
      input.value = value;
      return input.checkValidity();
    });
  }, addresses);
  expect(addresses.map(isEmail)).toEqual(browser);
  expect(browser).toContain(true);
  expect(browser).toContain(false);
});

test.describe('without JavaScript (or before the script arrives)', () => {
  test.use({ javaScriptEnabled: false });

  const formIn = (page: Page) => {
    const section = page.locator('#contact');
    return {
      name: section.getByLabel('Name'),
      email: section.getByLabel('Email'),
      phone: section.getByLabel(/^Phone/),
      message: section.getByLabel('Message'),
      send: section.getByRole('button', { name: 'Send Message' }),
    };
  };

  test('the enquiry form on the home page posts as a plain form and the contact page confirms it', async ({ page, request }) => {
    await page.goto('/');
    const form = formIn(page);
    const marker = `Plain post ${Date.now()}`;
    await form.name.fill('Asha Nair');
    await form.email.fill('asha@example.com');
    await form.message.fill(marker);
    await form.send.click();
    await expect(page).toHaveURL(/\/contact#contact$/);
    await expect(page.getByText(messages.enquiry.sent)).toBeVisible();
    const after = formIn(page);
    for (const field of [after.name, after.email, after.message]) await expect(field).toHaveValue('');

    const token = await adminToken(request);
    const list = await request.get(`/api/contacts?q=${encodeURIComponent(marker)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { message: string }[]).map((contact) => contact.message)).toEqual([marker]);
  });

  test('a refused post comes back with the product\'s message and everything typed still in the form', async ({ page }) => {
    await page.goto('/contact');
    const form = formIn(page);
    await form.name.fill('Asha Nair');
    await form.email.fill('asha@example.com');
    await form.phone.fill('12345');
    await form.message.fill('Please call me back.');
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.send.click()]);
    expect(answer.status()).toBe(400);
    await expect(page.getByText(messages.enquiry.fixPhoneFirst)).toBeVisible();
    await expect(page.getByText(messages.enquiry.invalidPhone)).toBeVisible();
    await expect(form.name).toHaveValue('Asha Nair');
    await expect(form.phone).toHaveValue('12345');
    await expect(form.message).toHaveValue('Please call me back.');

    await form.phone.fill('9876543210');
    await form.send.click();
    await expect(page.getByText(messages.enquiry.sent)).toBeVisible();
  });
});
