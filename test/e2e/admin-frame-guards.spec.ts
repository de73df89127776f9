import { expect, test } from '@playwright/test';
import { adminUrls, logInThroughForm, loginForm } from './fixtures/admin-frame.ts';
import { e2e } from './fixtures/config.ts';

// Texts only the signed-in screens show; none may reach an anonymous visitor.
const SIGNED_IN_TEXTS = ['Total Staff Members', 'Client Management', 'Advertisement Management', 'Staff Panel', 'View Details'];

test('an anonymous visit to the dashboard goes to the login page and comes back after sign-in', async ({ page }) => {
  const response = await page.request.get(adminUrls.dashboard, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`${adminUrls.login}?next=${encodeURIComponent(adminUrls.dashboard)}`);

  await page.goto(adminUrls.dashboard);
  await expect(page).toHaveURL(`${adminUrls.login}?next=${encodeURIComponent(adminUrls.dashboard)}`);
  await logInThroughForm(page);
  await expect(page).toHaveURL(adminUrls.dashboard);
  // The new screen takes the focus at its heading, as a page load would.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();

  // Back on the login page while signed in: it says so and links to the dashboard.
  await page.goto(adminUrls.login);
  await expect(page.getByText(`You are signed in as ${e2e.admin.email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(adminUrls.dashboard);
});

test('an anonymous visit to the staff panel remembers the staff page it was going to', async ({ page }) => {
  const target = `${adminUrls.staffPanel}?from=test`;
  await page.goto(target);
  await expect(page).toHaveURL(`${adminUrls.login}?next=${encodeURIComponent(target)}`);
  await logInThroughForm(page);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Members' })).toBeVisible();

  const detail = await page.request.get('/staff-panel/some-id', { maxRedirects: 0 });
  expect(detail.status()).toBe(200); // signed in now: the page itself, no redirect
});

test('the detail route of the staff panel is guarded too', async ({ request }) => {
  const response = await request.get('/staff-panel/some-id', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`${adminUrls.login}?next=${encodeURIComponent('/staff-panel/some-id')}`);
});

test('unknown paths under the admin base and the internal page path answer 404', async ({ request }) => {
  for (const path of [`${e2e.adminBase}/nothing-here`, `${e2e.adminBase}/login/extra`, '/admin-app', '/admin-app/login']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    // Nothing of the admin app: no app script, no hidden base.
    const body = await response.text();
    expect(body, path).not.toContain('AdminApp');
    expect(body, path).not.toContain(e2e.adminBase);
  }
});

test('an anonymous visitor gets the login screen only: no dashboard text in the page or its scripts', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const response = await page.goto(adminUrls.login);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(loginForm(page).submit).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const html = (await response?.text()) ?? '';
  const loaded = (await Promise.all(scripts)).join('\n');
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of SIGNED_IN_TEXTS) {
    expect(html, `page source contains '${text}'`).not.toContain(text);
    expect(loaded, `a script of the login page contains '${text}'`).not.toContain(text);
  }
  // Nor the schema library (about 22 KB gzip), which the login screen does not need.
  expect(loaded).not.toContain('ZodError');
});

test('nothing public points to the admin base', async ({ request }) => {
  for (const path of ['/', '/robots.txt', '/sitemap.xml']) {
    const response = await request.get(path);
    if (response.status() === 404) continue;
    expect(await response.text(), path).not.toContain(e2e.adminBase);
  }
});

test('the admin screens run under the page policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(adminUrls.login);
  await logInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Staff Members' })).toBeVisible();
  await page.goto(adminUrls.staffPanel);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Members' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(violations).toEqual([]);
});
