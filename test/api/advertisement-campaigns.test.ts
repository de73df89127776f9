import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, created } from '../helpers/entities.ts';

type Ad = { id: string; title: string; link: string; linkText: string; startsAt: string; endsAt: string; hidden: boolean };

const HOUR = 3_600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

for (const kind of await availableDatabaseKinds()) {
  describe(`advertisement campaigns (${kind})`, () => {
    const t = signedInTestApp(kind, {}, { pages: true });
    const publicTitles = async () => (await call(t.app, 'GET', '/api/advertisements')).json<Ad[]>().map((ad) => ad.title);

    it('keeps a link, its button text, a start and an end in the company zone, and hidden; signed-in answers carry them', async () => {
      const campaign = {
        link: '/internship/apply',
        linkText: 'Apply now',
        // An offset as a browser may send it: stored as the instant it means, in UTC.
        startsAt: '2026-08-25T09:00:00+05:30',
        endsAt: '2026-09-15T23:59:00.000Z',
        hidden: true,
      };
      const ad = await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Onam offer', ...campaign }));
      assert.deepEqual(
        { link: ad.link, linkText: ad.linkText, startsAt: ad.startsAt, endsAt: ad.endsAt, hidden: ad.hidden },
        { ...campaign, startsAt: '2026-08-25T03:30:00.000Z' },
      );
      const listed = (await call(t.app, 'GET', '/api/advertisements?q=onam', { token: t.token })).json<Ad[]>();
      assert.deepEqual(listed.map((row) => [row.link, row.hidden, row.startsAt]), [['/internship/apply', true, '2026-08-25T03:30:00.000Z']]);

      const external = await call(t.app, 'PUT', `/api/advertisements/${ad.id}`, {
        token: t.token,
        payload: { title: 'Onam offer', link: 'https://example.com/onam', startsAt: '', endsAt: '', hidden: false },
      });
      assert.equal(external.statusCode, 200);
      assert.deepEqual([external.json<Ad>().link, external.json<Ad>().linkText, external.json<Ad>().startsAt, external.json<Ad>().hidden], ['https://example.com/onam', '', '', false]);
      await call(t.app, 'DELETE', `/api/advertisements/${ad.id}`, { token: t.token });
    });

    it('refuses a link that is neither a page here nor https, and a time that is none or an end not after its start, naming the field', async () => {
      const cases: [Record<string, unknown>, { error: string; field: string; code?: string }][] = [
        [{ link: 'http://example.com' }, { error: messages.advertisement.invalidLink, field: 'link' }],
        [{ link: 'javascript:alert(1)' }, { error: messages.advertisement.invalidLink, field: 'link' }],
        [{ link: '//evil.example' }, { error: messages.advertisement.invalidLink, field: 'link' }],
        [{ link: 'internship/apply' }, { error: messages.advertisement.invalidLink, field: 'link' }],
        [{ startsAt: '2026-02-31T09:00:00Z' }, { error: messages.advertisement.invalidTime, field: 'startsAt', code: 'invalid_time' }],
        [{ startsAt: '2026-08-25T09:00' }, { error: messages.advertisement.invalidTime, field: 'startsAt', code: 'invalid_time' }],
        [{ endsAt: 'tomorrow' }, { error: messages.advertisement.invalidTime, field: 'endsAt', code: 'invalid_time' }],
        [{ startsAt: '2026-08-25T09:00:00Z', endsAt: '2026-08-25T09:00:00Z' }, { error: messages.advertisement.endBeforeStart, field: 'endsAt', code: 'invalid_time' }],
        [{ startsAt: '2026-08-25T09:00:00Z', endsAt: '2026-08-24T09:00:00Z' }, { error: messages.advertisement.endBeforeStart, field: 'endsAt', code: 'invalid_time' }],
      ];
      const before = await call(t.app, 'GET', '/api/advertisements', { token: t.token });
      for (const [overrides, answer] of cases) {
        const response = await call(t.app, 'POST', '/api/advertisements', { token: t.token, payload: advertisementBody(overrides) });
        assert.equal(response.statusCode, 400, JSON.stringify(overrides));
        const { error, field, code } = response.json();
        assert.deepEqual({ error, field, ...(answer.code ? { code } : {}) }, answer, JSON.stringify(overrides));
      }
      const after = await call(t.app, 'GET', '/api/advertisements', { token: t.token });
      assert.equal(after.json<Ad[]>().length, before.json<Ad[]>().length, 'nothing refused is stored');
    });

    it('shows the public only live advertisements: not hidden, started, not ended; the admins see them all', async () => {
      const made: Ad[] = [];
      for (const [title, fields] of [
        ['Live always', {}],
        ['Live now', { startsAt: at(-HOUR), endsAt: at(HOUR) }],
        ['Ended', { endsAt: at(-HOUR) }],
        ['Not yet', { startsAt: at(HOUR) }],
        ['Kept hidden', { hidden: true }],
      ] as const) {
        made.push(await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title, ...fields })));
      }
      // Twice: the second comes from what the server keeps.
      for (let round = 0; round < 2; round += 1) {
        const titles = await publicTitles();
        assert.ok(titles.includes('Live always') && titles.includes('Live now'), JSON.stringify(titles));
        for (const gone of ['Ended', 'Not yet', 'Kept hidden']) assert.ok(!titles.includes(gone), `${gone} is not public`);
      }
      const page = await call(t.app, 'GET', '/advertisements');
      assert.match(page.body, /Live now/);
      assert.doesNotMatch(page.body, /Not yet|Kept hidden|>Ended</);
      const all = (await call(t.app, 'GET', '/api/advertisements', { token: t.token })).json<Ad[]>().map((ad) => ad.title);
      for (const title of ['Ended', 'Not yet', 'Kept hidden']) assert.ok(all.includes(title));

      // Unhidden, it is public at once.
      const hidden = made[4]!;
      await call(t.app, 'PUT', `/api/advertisements/${hidden.id}`, { token: t.token, payload: { title: hidden.title, hidden: false } });
      assert.ok((await publicTitles()).includes('Kept hidden'));
      for (const ad of made) await call(t.app, 'DELETE', `/api/advertisements/${ad.id}`, { token: t.token });
    });

    it('shows the link on the card and the modal, with the page language\'s Learn more where no button text was given', async () => {
      const ad = await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Linked offer', link: '/internship/apply' }));
      const english = (await call(t.app, 'GET', '/advertisements')).body;
      assert.equal(english.match(/<a[^>]*href="\/internship\/apply"[^>]*data-ad-link[^>]*>Learn more<\/a>/g)?.length, 2, 'on the card and in its modal');
      const malayalam = (await call(t.app, 'GET', '/ml/advertisements')).body;
      assert.match(malayalam, /<a[^>]*href="\/ml\/internship\/apply"[^>]*data-ad-link[^>]*>കൂടുതൽ അറിയുക<\/a>/, 'a page of the site in the page\'s language');
      await call(t.app, 'DELETE', `/api/advertisements/${ad.id}`, { token: t.token });
    });

    it('changes the kept pages when an advertisement starts', async () => {
      const ad = await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Starts soon', startsAt: at(2000) }));
      // Twice: the second answer is the kept page, trusted for some seconds more.
      for (let round = 0; round < 2; round += 1) assert.doesNotMatch((await call(t.app, 'GET', '/advertisements')).body, /Starts soon/);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      assert.match((await call(t.app, 'GET', '/advertisements')).body, /Starts soon/);
      assert.ok((await publicTitles()).includes('Starts soon'));
      await call(t.app, 'DELETE', `/api/advertisements/${ad.id}`, { token: t.token });
    });

    it('puts a new advertisement first, and one moved to top first with the rest after it as they were', async () => {
      const first = await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Top one' }));
      const second = await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Top two' }));
      const third = await created<Ad>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Top three' }));
      const titles = async () => (await call(t.app, 'GET', '/api/advertisements?q=top', { token: t.token })).json<Ad[]>().map((ad) => ad.title);
      assert.deepEqual(await titles(), ['Top three', 'Top two', 'Top one']);
      assert.deepEqual((await publicTitles()).slice(0, 3), ['Top three', 'Top two', 'Top one'], 'the carousel shows the newest');
      await call(t.app, 'PUT', '/api/advertisements/order', { token: t.token, payload: { ids: [first.id] } });
      assert.deepEqual(await titles(), ['Top one', 'Top three', 'Top two']);
      for (const ad of [first, second, third]) await call(t.app, 'DELETE', `/api/advertisements/${ad.id}`, { token: t.token });
    });
  });
}
