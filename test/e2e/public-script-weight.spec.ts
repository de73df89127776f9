import { expect, type Response, test } from '@playwright/test';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { PUBLIC_SCRIPT_BYTES } from '../helpers/page-weight.ts';
import { e2e } from './fixtures/config.ts';

/**
 * The script a public page loads as it opens stays within the site's budget, counted as
 * Lighthouse counts it (bytes as transferred, response headers included, on its phone-sized
 * window, nothing scrolled): a module the admin comes to share with a public island is split into
 * a file of its own, and each file costs its headers too, so this fails before a Lighthouse run
 * would.
 */

const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

async function publicPages(): Promise<string[]> {
  const team = (await (await fetch(`${e2e.baseUrl}/api/team`)).json()) as { id: string }[];
  return [...publicPageRoutes, routes.staffDetail(team[0]!.id)];
}

test('every public page, in English and Tamil, opens with at most its budget of script', async ({ browser }) => {
  test.setTimeout(240_000);
  const overBudget: string[] = [];
  for (const lang of ['en', 'ta'] as const) {
    for (const route of await publicPages()) {
      // A browser of its own for each page, as Lighthouse's: nothing cached by the page before.
      const context = await browser.newContext({ viewport: LIGHTHOUSE_PHONE });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      const onResponse = (response: Response) => {
        const request = response.request();
        if (request.resourceType() !== 'script') return;
        scripts.push(
          response.finished().then(async () => {
            const sizes = await request.sizes();
            return { url: new URL(request.url()).pathname, bytes: sizes.responseHeadersSize + sizes.responseBodySize };
          }),
        );
      };
      page.on('response', onResponse);
      await page.goto(localisedPath(route, lang), { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      const loaded = await Promise.all(scripts);
      await context.close();
      const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
      expect(loaded.length, `${localisedPath(route, lang)} loads its scripts`).toBeGreaterThan(0);
      if (total > PUBLIC_SCRIPT_BYTES) {
        overBudget.push(`${localisedPath(route, lang)}: ${(total / 1024).toFixed(1)} KB in ${loaded.map((script) => `${script.url} ${script.bytes}`).join(', ')}`);
      }
    }
  }
  expect(overBudget).toEqual([]);
});
