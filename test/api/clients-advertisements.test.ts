import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { limits } from '../../src/domain/limits.ts';
import { fieldMessages } from '../../src/domain/field-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, created, withoutCode } from '../helpers/entities.ts';
import { sweepAfterUndoTime } from '../helpers/trash.ts';
import { dataUrl, mp4Bytes, pngBytes } from '../helpers/files.ts';

type Row = Record<string, string> & { id: string };

for (const kind of await availableDatabaseKinds()) {
  describe(`clients and advertisements API (${kind})`, () => {
    const t = signedInTestApp(kind);

    it('creates a client with a data-URL logo, shows it on the public list at once, updates and deletes it', async () => {
      await call(t.app, 'GET', '/api/clients'); // warm the page cache
      const response = await call(t.app, 'POST', '/api/clients', { token: t.token, payload: clientBody({ logo: dataUrl('image/png', await pngBytes(320, 320)) }) });
      assert.equal(response.statusCode, 201);
      const client = response.json<Row>();
      assert.match(client.logo!, /^\/media\//);
      assert.deepEqual(
        Object.keys(client).sort(),
        ['collaboration', 'fullDescription', 'id', 'impact', 'logo', 'name', 'position', 'shortDescription', 'website'],
      );
      assert.ok((await call(t.app, 'GET', '/api/clients')).json<Row[]>().some((row) => row.id === client.id));

      const updated = await call(t.app, 'PUT', `/api/clients/${client.id}`, { token: t.token, payload: clientBody({ name: 'Periyar Logistics Ltd', logo: client.logo }) });
      assert.equal(updated.statusCode, 200);
      assert.equal(updated.json().name, 'Periyar Logistics Ltd');
      assert.equal(updated.json().logo, client.logo);
      assert.equal((await call(t.app, 'GET', '/api/clients')).json<Row[]>().find((row) => row.id === client.id)?.name, 'Periyar Logistics Ltd');

      const removedLogo = await call(t.app, 'PUT', `/api/clients/${client.id}`, { token: t.token, payload: clientBody({ logo: '' }) });
      assert.equal(removedLogo.json().logo, '');
      assert.equal((await t.app.inject(client.logo!)).statusCode, 404, 'a logo no longer used is released');

      const deleted = await call(t.app, 'DELETE', `/api/clients/${client.id}`, { token: t.token });
      assert.deepEqual(deleted.json(), { message: messages.client.deleted });
      assert.ok(!(await call(t.app, 'GET', '/api/clients')).json<Row[]>().some((row) => row.id === client.id));
      for (const id of [client.id, randomUUID(), 'nope']) {
        assert.equal((await call(t.app, 'DELETE', `/api/clients/${id}`, { token: t.token })).statusCode, 404);
        const missing = await call(t.app, 'PUT', `/api/clients/${id}`, { token: t.token, payload: clientBody() });
        assert.equal(missing.statusCode, 404);
        assert.deepEqual(withoutCode(missing.json()), { error: messages.http.notFound });
      }
    });

    it('refuses a client without a name, with a website that is not http(s), or with a logo that is not an image', async () => {
      const cases: [Record<string, unknown>, number, { error: string; field?: string }][] = [
        [{ name: '   ' }, 400, { error: messages.client.nameRequired, field: 'name' }],
        [{ name: undefined }, 400, { error: messages.client.nameRequired, field: 'name' }],
        [{ website: 'javascript:alert(1)' }, 400, { error: fieldMessages.invalidUrl('Website'), field: 'website' }],
        [{ website: 'ftp://files.example' }, 400, { error: fieldMessages.invalidUrl('Website'), field: 'website' }],
        [{ website: 'periyar.example' }, 400, { error: fieldMessages.invalidUrl('Website'), field: 'website' }],
        [{ shortDescription: 'x'.repeat(5001) }, 400, { error: 'Short Description must be at most 5000 characters.', field: 'shortDescription' }],
        [{ logo: dataUrl('image/png', Buffer.from('not an image at all')) }, 415, { error: messages.client.invalidLogo }],
      ];
      for (const [overrides, status, answer] of cases) {
        const response = await call(t.app, 'POST', '/api/clients', { token: t.token, payload: clientBody(overrides) });
        assert.equal(response.statusCode, status, JSON.stringify(overrides));
        assert.deepEqual(withoutCode(response.json()), answer);
      }
      for (const website of ['http://plain.example', 'https://secure.example/path?q=1', '']) {
        assert.equal((await call(t.app, 'POST', '/api/clients', { token: t.token, payload: clientBody({ website }) })).statusCode, 201, website);
      }
    });

    it('creates an advertisement with an image and a video, keeps them on update, and releases them on delete', async () => {
      const image = dataUrl('image/png', await pngBytes(800, 400));
      const video = dataUrl('video/mp4', mp4Bytes());
      const ad = await created<Row>(t.app, t.token, '/api/advertisements', advertisementBody({ image, video }));
      assert.match(ad.image!, /^\/media\/.*\.png$/);
      assert.match(ad.video!, /^\/media\/.*\.mp4$/);
      assert.deepEqual(Object.keys(ad).sort(), ['endsAt', 'hidden', 'id', 'image', 'link', 'linkText', 'position', 'startsAt', 'title', 'video']);

      const renamed = await call(t.app, 'PUT', `/api/advertisements/${ad.id}`, { token: t.token, payload: { title: 'Renamed', image: ad.image, video: ad.video } });
      assert.equal(renamed.statusCode, 200);
      assert.deepEqual([renamed.json().title, renamed.json().image, renamed.json().video], ['Renamed', ad.image, ad.video]);
      const titleOnly = await call(t.app, 'PUT', `/api/advertisements/${ad.id}`, { token: t.token, payload: { title: 'Title only' } });
      assert.deepEqual([titleOnly.json().image, titleOnly.json().video], [ad.image, ad.video], 'fields left out keep their files');

      const deleted = await call(t.app, 'DELETE', `/api/advertisements/${ad.id}`, { token: t.token });
      assert.deepEqual(deleted.json(), { message: messages.advertisement.deleted });
      assert.equal((await t.app.inject(ad.image!)).statusCode, 200, 'the files wait for the undo');
      await sweepAfterUndoTime(t.context);
      assert.equal((await t.app.inject(ad.image!)).statusCode, 404);
      assert.equal((await t.app.inject(ad.video!)).statusCode, 404);
    });

    it('refuses an advertisement without a title, or with files of the wrong kind', async () => {
      const cases: [Record<string, unknown>, number, { error: string; field?: string }][] = [
        [{ title: '' }, 400, { error: messages.advertisement.titleRequired, field: 'title' }],
        [{ title: '  ' }, 400, { error: messages.advertisement.titleRequired, field: 'title' }],
        [{ title: 'x'.repeat(201) }, 400, { error: `Title must be at most ${limits.text.shortText} characters.`, field: 'title' }],
        [{ video: dataUrl('video/mp4', await pngBytes()) }, 415, { error: messages.file.invalidVideo }],
        [{ image: dataUrl('image/png', mp4Bytes()) }, 415, { error: messages.file.invalidAdImage }],
      ];
      for (const [overrides, status, answer] of cases) {
        const response = await call(t.app, 'POST', '/api/advertisements', { token: t.token, payload: advertisementBody(overrides) });
        assert.equal(response.statusCode, status, JSON.stringify(overrides).slice(0, 60));
        assert.deepEqual(withoutCode(response.json()), answer);
      }
    });

    it('orders, pages and searches clients and advertisements', async () => {
      // A new client goes last; a new advertisement first (the newest is the one to show).
      for (const [path, field, body, created3] of [
        ['/api/clients', 'name', clientBody, ['Ordered One', 'Ordered Two', 'Ordered Three']],
        ['/api/advertisements', 'title', advertisementBody, ['Ordered Three', 'Ordered Two', 'Ordered One']],
      ] as const) {
        const rows: Row[] = [];
        for (const label of ['Ordered One', 'Ordered Two', 'Ordered Three']) rows.push(await created<Row>(t.app, t.token, path, body({ [field]: label })));
        const labels = async (query: string, signedIn = true) =>
          (await call(t.app, 'GET', `${path}${query}`, signedIn ? { token: t.token } : {})).json<Row[]>().map((row) => row[field]);

        assert.deepEqual(await labels('?q=ordered'), created3, 'new rows go where their collection puts them');
        const order = await call(t.app, 'PUT', `${path}/order`, { token: t.token, payload: { ids: [rows[2]!.id, rows[0]!.id, rows[1]!.id] } });
        assert.deepEqual(order.json(), { message: messages.api.orderSaved });
        assert.deepEqual(await labels('?q=ORDERED'), ['Ordered Three', 'Ordered One', 'Ordered Two']);
        assert.deepEqual((await labels('', false)).slice(0, 3), ['Ordered Three', 'Ordered One', 'Ordered Two'], 'the public list follows');

        const page = await call(t.app, 'GET', `${path}?q=ordered&limit=1&offset=1`, { token: t.token });
        assert.equal(page.headers['x-total-count'], '3');
        assert.deepEqual(page.json<Row[]>().map((row) => row[field]), ['Ordered One']);

        // ?focus={id}: the page that holds that row, wherever the order put it, and its offset.
        const focused = await call(t.app, 'GET', `${path}?q=ordered&limit=2&offset=0&focus=${rows[1]!.id}`, { token: t.token });
        assert.equal(focused.headers['x-offset'], '2');
        assert.equal(focused.headers['x-total-count'], '3');
        assert.deepEqual(focused.json<Row[]>().map((row) => row[field]), ['Ordered Two']);
        for (const focus of [randomUUID(), 'nope']) {
          const asked = await call(t.app, 'GET', `${path}?q=ordered&limit=2&offset=0&focus=${focus}`, { token: t.token });
          assert.equal(asked.headers['x-offset'], undefined, 'a row not in the list leaves the page as asked');
          assert.deepEqual(asked.json<Row[]>().map((row) => row[field]), ['Ordered Three', 'Ordered One']);
        }
        const otherSearch = await call(t.app, 'GET', `${path}?q=ordered%20one&limit=2&focus=${rows[1]!.id}`, { token: t.token });
        assert.equal(otherSearch.headers['x-offset'], undefined);
      }
    });
  });
}
