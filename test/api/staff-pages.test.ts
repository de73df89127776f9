/**
 * A staff member's page is public (the ID card's QR code opens it) but is not offered to search
 * engines: it is missing from the sitemap and says noindex. Pages need the built site.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { SESSION_COOKIE } from '../../src/server/auth/auth-plugin.server.ts';
import { signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { created, staffBody } from '../helpers/entities.ts';

describe('staff pages and search engines', () => {
  let t: TestApp;
  let token = '';
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', {}, { pages: true });
    token = await signIn(t.app, t.context.db);
  });
  after(async () => t.close());

  it('leaves staff pages out of the sitemap and marks them noindex, while anyone can still open them', async () => {
    const member = await created<{ name: string }>(t.app, token, '/api/team', staffBody());
    const page = await t.app.inject({ url: routes.staffDetail(member.id) });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(member.name), 'the page shows the member');
    assert.match(page.body, /<meta name="robots" content="noindex"/);

    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    assert.equal(sitemap.statusCode, 200);
    assert.match(sitemap.body, new RegExp(`<loc>[^<]*${routes.about}</loc>`), 'the public pages are listed');
    assert.doesNotMatch(sitemap.body, /\/staff\//);
  });

  it("shows a signed-in visitor the staff panel's tools in English, marked so, on a page in another language", async () => {
    const member = await created<{ name: string }>(t.app, token, '/api/team', staffBody());
    const page = await t.app.inject({ url: `/ml${routes.staffDetail(member.id)}`, cookies: { [SESSION_COOKIE]: token } });
    assert.equal(page.statusCode, 200);
    const tools = /<div [^>]*lang="en"[^>]*><img [^>]*alt="QR code for [^"]*"[^>]*>.*?Share.*?Back to Staff Members<\/a><\/div>/s.exec(page.body);
    assert.ok(tools, 'the QR code, Share and Back to Staff Members are in one block marked lang="en"');
    const english = await t.app.inject({ url: routes.staffDetail(member.id), cookies: { [SESSION_COOKIE]: token } });
    assert.match(english.body, /Back to Staff Members/);
    assert.doesNotMatch(english.body, /<div [^>]*lang="en"/, 'an English page needs no mark');
  });
});
