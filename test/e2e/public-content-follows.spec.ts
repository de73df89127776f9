/**
 * The public site follows what editors publish: a renamed programme in the application form and
 * in the server's check, a new phone number on every page. These tests publish content, so they
 * run against a server of their own (a real `npm start` process on a free port): the pages every
 * other spec reads never change under them, and the accounts server's admin, whose e-mail and
 * password admin-frame-account-changes.spec.ts changes, is not needed.
 */
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { companyContent, telUri } from '../../src/domain/content/company.ts';
import { contentDocuments, type ContentKey, type ContentOf } from '../../src/domain/content/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { availablePort } from '../helpers/ports.ts';
import { removeDataDir, signIn, startServer, type ServerProcess } from '../resilience/support/server-process.ts';
import { hydrated, unique } from './public/helpers.ts';

test.describe.configure({ mode: 'serial' });

let site: ServerProcess;
let api: APIRequestContext;
let auth: { authorization: string };

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  site = await startServer({ port: await availablePort(3541) });
  api = await apiRequest.newContext({ baseURL: site.url });
  auth = { authorization: `Bearer ${await signIn(site.url)}` };
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
  if (site) removeDataDir(site.dataDir);
});

const at = (path: string) => new URL(path, site.url).toString();

/** Saves a document as a draft on top of its current version and publishes it, as an editor does. */
async function publish<K extends ContentKey>(key: K, document: ContentOf<K>): Promise<void> {
  const current = await api.get(`/api/content/${key}`, { headers: auth });
  const saved = await api.put(`/api/content/${key}`, { headers: auth, data: { version: (await current.json()).version, draft: document } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await api.post(`/api/content/${key}/publish`, { headers: auth, data: { version: (await saved.json()).version } });
  expect(published.status(), await published.text()).toBe(200);
}

/** The roles of the stored applications whose text holds `letter`, read through the admin API. */
async function storedRoles(letter: string): Promise<string[]> {
  const response = await api.get(`/api/internship-inquiries?q=${encodeURIComponent(letter)}`, { headers: auth });
  return ((await response.json()) as { role: string }[]).map((inquiry) => inquiry.role);
}

async function fillApplication(page: Page, role: string, letter: string) {
  const name = page.getByLabel('Full Name');
  await hydrated(name);
  await name.fill('Devika Menon');
  await page.getByLabel('Email', { exact: true }).fill('devika@example.com');
  await page.getByLabel('Preferred Program').selectOption(role);
  await page.getByLabel('Cover Letter').fill(letter);
}

test('a renamed programme replaces the old one in the form and in the server check; the old title is refused', async ({ page }) => {
  const shipped = contentDocuments.apply.defaults;
  const old = shipped.programmes[1]!;
  const renamed = `${old.title} with Next.js`;
  const programmeChoices = () => page.getByLabel('Preferred Program').locator('option').allTextContents();

  // A visitor opens the form while the old title is still published…
  await page.goto(at(routes.internshipApply));
  const tooLate = unique('Sent with the old title');
  await fillApplication(page, old.title, tooLate);

  // …an editor renames the programme meanwhile…
  await publish('apply', { ...shipped, programmes: shipped.programmes.map((programme) => (programme === old ? { ...programme, title: renamed } : programme)) });

  // …so the old title is refused and nothing is stored.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('#apply .alert-danger')).toHaveText(messages.application.failed);
  expect(await storedRoles(tooLate)).toEqual([]);
  const direct = await api.post('/api/internship-inquiries', {
    data: { name: 'Devika Menon', email: 'devika@example.com', role: old.title, message: tooLate, resume: null, resumeUrl: '' },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).error).toBe(messages.application.unknownProgramme);

  // The form now offers the new title in the old one's place, and an application with it is stored.
  await page.goto(at(routes.internshipApply));
  expect(await programmeChoices()).toEqual(['Select a program', ...shipped.programmes.map((programme) => (programme === old ? renamed : programme.title))]);
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
  const letter = unique('Sent with the new title');
  await fillApplication(page, renamed, letter);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('#apply .alert-success')).toHaveText(messages.application.submitted);
  expect(await storedRoles(letter)).toEqual([renamed]);
});

test('a new company phone number shows in the footer of every public page and on /contact', async ({ page }) => {
  const company = companyContent.defaults;
  const phone = '+91 94470 55555';
  await publish('company', { ...company, phone });

  for (const route of [...publicPageRoutes, '/no-such-page']) {
    await page.goto(at(route));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: phone }), route).toHaveAttribute('href', telUri(phone));
    await expect(footer, route).not.toContainText(company.phone);
  }

  await page.goto(at(routes.contact));
  await expect(page.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+919447055555');
  await expect(page.getByRole('main')).not.toContainText(company.phone);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.telephone).toBe('+919447055555');
});
