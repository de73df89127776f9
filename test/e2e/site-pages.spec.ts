import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { brochureFileName, publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { aboutContent } from '../../src/domain/content/about.ts';
import { aimsContent } from '../../src/domain/content/aims.ts';
import { homeContent } from '../../src/domain/content/home.ts';
import { internshipContent } from '../../src/domain/content/internship.ts';
import { privacyContent } from '../../src/domain/content/privacy.ts';
import { servicesContent } from '../../src/domain/content/services.ts';
import { visionContent } from '../../src/domain/content/vision.ts';
import { slugOf } from '../../src/domain/text.ts';
import { en } from '../../src/domain/i18n/catalogue/en.ts';

// What a fresh install shows: the documents' defaults.
const about = aboutContent.defaults;
const servicesPage = servicesContent.defaults;
const aimsPage = aimsContent.defaults;
const visionPage = visionContent.defaults;
const internshipPage = internshipContent.defaults;
const privacyPage = privacyContent.defaults;
const home = homeContent.defaults;

const h2s = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const h3s = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('/about: Who We Are with the founding date, the image and the four Why Choose Us cards', async ({ page }) => {
  await page.goto(routes.about);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.intro.title);
  await expect(page.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('founded on 25 October 2023 in Thrissur, Kerala');
  const image = page.getByRole('img', { name: about.whoWeAre.image.alt });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  await expect(h3s(page)).toHaveText(['Innovative Solutions', 'Emerging Technologies', 'Youthful Leadership', 'Community Focus']);
});

test('/services: six services with their four parts, Our Approach and the 40% / 50% claims', async ({ page }) => {
  await page.goto(routes.services);
  await expect(page.getByRole('heading', { level: 3 })).toContainText([
    'Software Development', 'Web Development', 'Mobile App Development', 'Graphic Designer', 'iOS/Android Development', 'UI-UX Designer',
    'Discovery', 'Development', 'Delivery & Support',
  ]);
  for (const service of servicesPage.services) {
    const card = page.locator(`#${slugOf(service.title)}`);
    await expect(card.getByRole('heading', { level: 4 })).toHaveText(['Key features', 'Use case', 'Technologies']);
    await expect(card).toContainText(service.description);
  }
  await expect(page.getByRole('heading', { name: 'Our Approach' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Up to 40%');
  await expect(page.getByRole('main')).toContainText('operational efficiency');
  await expect(page.getByRole('main')).toContainText('Up to 50%');
  await expect(page.getByRole('main')).toContainText('faster time-to-market');
});

test('/future/aim: the three strategic aims with benefits and impact, and Our Commitment', async ({ page }) => {
  await page.goto(routes.aim);
  await expect(h2s(page)).toHaveText(['Our Strategic Aims', 'Our Commitment']);
  await expect(h3s(page)).toHaveText(['Focused Goals', 'Growth Acceleration', 'Innovation at Core', 'Client Success', 'Sustainable Innovation', 'Global Impact']);
  for (const aim of aimsPage.strategicAims.aims) await expect(page.getByRole('main')).toContainText(aim.impact);
  await expect(page.getByRole('heading', { name: 'Benefits' })).toHaveCount(3);
});

test('/future/vision: the three pillars and How We Achieve It', async ({ page }) => {
  await page.goto(routes.vision);
  await expect(h2s(page)).toHaveText([visionPage.pillars.heading, 'How We Achieve It']);
  await expect(h3s(page).first()).toHaveText('Skill Mastery');
  await expect(h3s(page)).toContainText(['Skill Mastery', 'Convenience', 'Innovation']);
});

test('/future/internship: overview, three benefit cards, three steps and Apply Now', async ({ page }) => {
  await page.goto(routes.internship);
  const main = page.getByRole('main');
  await expect(main).toContainText('6 months to 1 year');
  await expect(main.getByRole('heading', { name: '6 roles' })).toBeVisible();
  await expect(main).toContainText('Students or recent graduates in Computer Science, Design or related fields');
  for (const role of internshipPage.overview.roles) await expect(main.getByText(role, { exact: true })).toBeVisible();
  for (const benefit of internshipPage.benefits.cards) await expect(page.getByRole('heading', { name: benefit.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Apply' })).toBeVisible();
  await expect(main.locator('ol > li')).toHaveCount(3);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/internship\/apply$/);
});

test('/privacy: what is collected, why, how long and how to ask for deletion', async ({ page }) => {
  await page.goto(routes.privacy);
  for (const section of privacyPage.sections) await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('12 months');
  // What the visitor figures count, and that nothing identifies a visitor (decision 255).
  await expect(page.getByRole('heading', { name: en.visitorFigures.heading })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('nothing we keep identifies you');
});

test('home previews link to their pages, the internship one without a leading slash', async ({ page }) => {
  await page.goto(routes.home);
  await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', routes.about);
  await expect(page.getByRole('link', { name: home.services.linkLabel })).toHaveAttribute('href', routes.services);
  await expect(page.getByRole('link', { name: home.aims.linkLabel })).toHaveAttribute('href', routes.aim);
  await expect(page.getByRole('link', { name: home.vision.linkLabel })).toHaveAttribute('href', routes.vision);
  const internship = page.getByRole('link', { name: home.internship.linkLabel });
  await expect(internship).toHaveAttribute('href', 'future/internship');
  await internship.click();
  await expect(page).toHaveURL(/\/future\/internship$/);
});

test('an unknown path answers 404 with the site page, header and footer included', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('sitemap.xml lists every public page as absolute URLs and robots.txt points to it; no admin base', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of publicPageRoutes) expect(xml).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
  expect(xml).not.toContain('console-');
  expect(xml).not.toContain(routes.staffPanel);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).not.toContain('console-');
  // The staff panel is kept out of indexes by its own X-Robots-Tag, not advertised here.
  expect(robots).not.toContain(routes.staffPanel);
});

test('the brochure is a real PDF at its fixed name', async ({ request }) => {
  const response = await request.get(`/${brochureFileName}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(2000);
});

test.describe('axe', () => {
  for (const path of [...publicPageRoutes, '/no-such-page']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
  test('the open dropdowns have no violations', async ({ page }) => {
    await page.goto(routes.about);
    await page.getByText('FutureOutlook').click();
    await page.getByLabel('Language: English').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 700 } });
  test('static pages are complete and every header link is reachable', async ({ page }) => {
    await page.goto(routes.services);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage.intro.title);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('FutureOutlook').click();
    await expect(nav.getByRole('link', { name: 'Our Aim' })).toBeVisible();
    await page.goto(routes.internship);
    await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  });
});
