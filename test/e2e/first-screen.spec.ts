import { expect, test, type Page } from '@playwright/test';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { removeDataDir, startServer } from '../resilience/support/server-process.ts';
import { e2e } from './fixtures/config.ts';

/**
 * A first view in one round trip: the whole stylesheet arrives later as one cached file without
 * moving or restyling anything on the first screen. (That each page fits in 14 KB of gzip is
 * test/api/first-round-trip.test.ts, on a database of its own.)
 */

async function publicPages(): Promise<string[]> {
  const team = (await (await fetch(`${e2e.baseUrl}/api/team`)).json()) as { id: string }[];
  return [...publicPageRoutes, routes.staffDetail(team[0]!.id), '/no-such-page'];
}

test('the whole stylesheet is one hashed, immutable file that does not block the first paint', async ({ page, request }) => {
  await page.goto(routes.home);
  const deferred = page.locator('head link[rel=stylesheet][data-deferred]');
  await expect(deferred).toHaveCount(1);
  await expect(page.locator('head link[rel=stylesheet]:not([data-deferred])')).toHaveCount(0);
  const href = (await deferred.getAttribute('href'))!;
  expect(href).toMatch(/^\/_astro\/[\w-]+\.[\w-]{8}\.css$/);
  // Fetched as print media, which blocks nothing; the layout's script switches it on on arrival.
  await expect(deferred).toHaveAttribute('media', 'all');
  const file = await request.get(href);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(await page.locator('head style').first().textContent()).not.toContain('.dropdown-menu{');
  // Every other public page links the same file.
  for (const route of (await publicPages()).slice(1)) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain(`<link rel="stylesheet" href="${href}" media="print" data-deferred>`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole stylesheet still applies, through the <noscript> link', async ({ page }) => {
    await page.goto(routes.home);
    // The footer is below the first screen, so only the whole stylesheet colours it.
    await expect(page.locator('footer').first()).toHaveCSS('background-color', 'rgb(33, 37, 41)');
  });
});

// What can change on screen when the whole stylesheet applies.
const STYLE_PROPERTIES = [
  'display', 'position', 'visibility', 'opacity', 'color', 'background-color', 'background-image', 'font-size', 'font-weight',
  'line-height', 'text-align', 'text-decoration-line', 'text-transform', 'white-space', 'border-top-width', 'border-bottom-width',
  'border-left-width', 'border-right-width', 'border-top-color', 'border-top-left-radius', 'box-shadow', 'list-style-type',
];

interface Shown {
  index: number;
  element: string;
  box: number[];
  style: string[];
}

/** Every element on the first screen: its place in the page, its box and how it looks. */
function firstScreen(page: Page): Promise<Shown[]> {
  return page.evaluate((properties) => {
    const shown: Shown[] = [];
    document.body.querySelectorAll('*').forEach((element, index) => {
      const box = element.getBoundingClientRect();
      // checkVisibility: not hidden, nor inside a closed <details> (whose boxes still measure).
      if (box.bottom <= 0 || box.top >= innerHeight || (box.width === 0 && box.height === 0) || !element.checkVisibility()) return;
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      shown.push({
        index,
        element: name,
        // The part inside the window: what lies below it may change.
        box: [box.x, Math.max(box.top, 0), box.width, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)].map((value) => Math.round(value)),
        style: properties.map((property) => `${property}: ${style.getPropertyValue(property)}`),
      });
    });
    return shown;
  }, STYLE_PROPERTIES);
}

function differences(before: Shown[], after: Shown[]): string[] {
  const later = new Map(after.map((shown) => [shown.index, shown]));
  const earlier = new Map(before.map((shown) => [shown.index, shown]));
  const found: string[] = [];
  for (const first of before) {
    const second = later.get(first.index);
    if (!second) found.push(`${first.element}: leaves the first screen`);
    else if (first.box.join() !== second.box.join()) found.push(`${first.element}: box ${first.box.join()} -> ${second.box.join()}`);
    else {
      const changed = first.style.flatMap((value, at) => (value === second.style[at] ? [] : [`${value} -> ${second.style[at]}`]));
      if (changed.length) found.push(`${first.element}: ${changed.join('; ')}`);
    }
  }
  for (const second of after) if (!earlier.has(second.index)) found.push(`${second.element}: appears on the first screen`);
  return found;
}

// The narrowest phone the site supports, Lighthouse's phone, a laptop and a large desktop window.
const WINDOWS = [
  { width: 320, height: 640 },
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

// One test per window: each loads every page twice in fresh contexts (about 30 loads), which on
// two shared cores, with the Noto fonts a phone has installed, took most of a single test's budget.
for (const window of WINDOWS) {
  test(`nothing on the first screen moves or changes when the whole stylesheet applies, at ${window.width}x${window.height}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const open = async (route: string, withoutStylesheet: boolean) => {
      const context = await browser.newContext({ viewport: window, reducedMotion: 'reduce' });
      const page = await context.newPage();
      // The first paint: the whole stylesheet has not arrived (here it never does).
      if (withoutStylesheet) await page.route('**/_astro/*.css', (held) => held.abort());
      await page.goto(route, { waitUntil: 'networkidle' });
      if (!withoutStylesheet) await expect(page.locator('link[data-deferred]')).toHaveAttribute('media', 'all');
      const shown = await firstScreen(page);
      await context.close();
      return shown;
    };
    const problems: string[] = [];
    for (const route of await publicPages()) {
      const before = await open(route, true);
      const after = await open(route, false);
      problems.push(...differences(before, after).map((difference) => `${route} at ${window.width}x${window.height}: ${difference}`));
    }
    expect(problems).toEqual([]);
  });
}

/** The innermost elements reaching furthest past the window's edges, for the failure's message. */
function widest(): string {
  const past = (element: Element) => {
    const box = element.getBoundingClientRect();
    return Math.max(box.right - document.documentElement.clientWidth, -box.left);
  };
  const elements = [...document.body.querySelectorAll('*')].filter((element) => past(element) > 1 && ![...element.children].some((child) => past(child) >= past(element)));
  return elements.slice(0, 3).map((element) => element.outerHTML.slice(0, 120)).join(' | ') || 'nothing measurable';
}

// On a server of its own with the demo content: the shared server's pages change as other tests
// add staff, clients and advertisements.
test('before the whole stylesheet arrives, no page in English or Arabic is wider than with it (a wider one zooms out on a phone, and a right-to-left one then jumps sideways)', async ({ browser }) => {
  test.setTimeout(240_000);
  const site = await startServer({ port: e2e.port + 5, env: { DEMO_CONTENT: 'on' } });
  try {
    const pageWidth = async (path: string, withStylesheet: boolean) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      if (!withStylesheet) await page.route('**/_astro/*.css', (held) => held.abort());
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      if (withStylesheet) await expect(page.locator('link[data-deferred]')).toHaveAttribute('media', 'all');
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, innerWidth));
      const reached = width > 412 ? await page.evaluate(widest) : '';
      await context.close();
      return { width, reached };
    };
    const team = (await (await fetch(`${site.url}/api/team`)).json()) as { id: string }[];
    const tooWide: string[] = [];
    for (const route of [...publicPageRoutes, routes.staffDetail(team[0]!.id), '/no-such-page']) {
      for (const path of [route, localisedPath(route, 'ar')]) {
        const before = await pageWidth(path, false);
        if (before.width <= 412) continue;
        const after = await pageWidth(path, true);
        if (before.width > after.width) tooWide.push(`${path}: ${before.width} px (${after.width} px with the stylesheet), reached by ${before.reached}`);
      }
    }
    expect(tooWide).toEqual([]);
  } finally {
    await site.stop();
    removeDataDir(site.dataDir);
  }
});
