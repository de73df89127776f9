import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { LANGUAGE_CODES } from '../../src/domain/languages.ts';
import { limits } from '../../src/domain/limits.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { seedDemoContent } from '../../src/server/demo/seed-demo.server.ts';
import { createTestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { clientBody, created, staffBody } from '../helpers/entities.ts';
import { FIRST_ROUND_TRIP_BYTES } from '../helpers/page-weight.ts';
import { signIn } from '../helpers/accounts.ts';

/**
 * A first view in one round trip: each public page's HTML, with the CSS its first screen needs,
 * fits in the first 14 KB as sent with gzip, in every language. Measured on a database of its own with the demo
 * content (the browser tests' shared server gains rows from other tests as they run), and again
 * once the company has more staff and clients than the home page previews.
 */
describe('first round trip', () => {
  it('sends every public page in at most 14 KB of gzip, however many staff and clients there are on the home page', async () => {
    const kind = (await isPostgresAvailable()) ? 'postgres' : 'embedded';
    const t = await createTestApp(kind, { DEMO_CONTENT: 'on' }, { pages: true });
    try {
      assert.ok(await seedDemoContent(t.context), 'demo content seeded');
      const team = (await t.app.inject({ url: '/api/team' })).json<{ id: string }[]>();
      const measure = async (paths: readonly string[]) => {
        const sizes = [];
        for (const path of paths) {
          const response = await t.app.inject({ url: path, headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
          assert.equal(response.headers['content-encoding'], 'gzip', path);
          sizes.push({ path, bytes: response.rawPayload.length });
        }
        return sizes.filter((size) => size.bytes > FIRST_ROUND_TRIP_BYTES);
      };
      const pages = [...publicPageRoutes, routes.staffDetail(team[0]!.id), '/no-such-page'];
      // In every language: its words are longer in bytes than English (most scripts take three a
      // letter, and gzip gains less on them); the home page in Malayalam has the least room.
      assert.deepEqual(await measure(LANGUAGE_CODES.flatMap((lang) => pages.map((page) => localisedPath(page, lang)))), []);

      const token = await signIn(t.app, t.context.db);
      // Four times what the home page previews: unbounded, this would be over 14 KB.
      for (let i = 0; i < limits.homePreviewCards * 4; i++) {
        await created(t.app, token, '/api/team', staffBody({ name: `Extra Member ${i}` }));
        await created(t.app, token, '/api/clients', clientBody({ name: `Extra Client ${i}` }));
      }
      t.cache.invalidate();
      assert.deepEqual(await measure([routes.home]), [], 'the home page previews a bounded number of cards');
    } finally {
      await t.close();
    }
  });
});
