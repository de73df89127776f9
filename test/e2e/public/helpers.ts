import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { companyContent } from '../../../src/domain/content/company.ts';
import { e2e } from '../fixtures/config.ts';

/** Browser-test helpers of the public pages: admin-made content through the real API, island hydration. */

// The request context keeps the session cookie of an earlier login, and the server only accepts
// cookie-carried writes from its own origin: say where these calls come from.
const sameOrigin = { origin: e2e.baseUrl };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: e2e.admin, headers: sameOrigin });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a record through the admin API and returns its id. */
export async function createRecord(request: APIRequestContext, collection: 'team' | 'clients' | 'advertisements', body: object): Promise<string> {
  const token = await adminToken(request);
  const response = await request.post(`/api/${collection}`, { headers: { ...sameOrigin, authorization: `Bearer ${token}` }, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  const created = (await response.json()) as { id: string };
  return created.id;
}

export async function deleteRecord(request: APIRequestContext, collection: 'team' | 'clients' | 'advertisements', id: string): Promise<void> {
  const token = await adminToken(request);
  await request.delete(`/api/${collection}/${id}`, { headers: { ...sameOrigin, authorization: `Bearer ${token}` } });
}

/** Signs the page's browser context in, so the session cookie rides along with page loads. */
export async function signInPage(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: e2e.admin, headers: sameOrigin });
  expect(response.ok()).toBe(true);
}

/** Waits until the React island around `inside` has hydrated (Astro removes its ssr attribute). */
export async function hydrated(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A tiny valid PDF file for resume uploads. */
export const samplePdf = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/**
 * Holds back the page's scripts whose address matches `scripts` until the returned function is
 * called, and for at least `atLeastMs`: until then the page is the server's HTML only.
 */
export async function holdScripts(page: Page, scripts: RegExp, atLeastMs = 0): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const atLeast = new Promise((resolve) => setTimeout(resolve, atLeastMs));
  await page.route(scripts, async (route) => {
    await Promise.all([released, atLeast]);
    await route.continue();
  });
  return release;
}

/** Holds back the script of the island whose component file starts with `component` (holdScripts). */
export const holdIslandScript = (page: Page, component: string) => holdScripts(page, new RegExp(`/_astro/${component}\\.[^/]*\\.js$`));

/** The origin of the company's map frame (company.mapEmbedUrl). */
export const mapOrigin = new URL(companyContent.defaults.mapEmbedUrl).origin;

/**
 * Answers the map frame's requests with a stand-in page (the tests need no internet) and returns
 * the addresses asked for, in order.
 */
export async function stubMap(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route((url) => url.origin === mapOrigin, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>A stand-in map</p>' });
  });
  return asked;
}
